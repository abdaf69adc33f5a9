import type { ReactNode } from 'react';
import { useLoaderData } from 'react-router';
import { useI18n } from '../i18n';
import type { KindId } from '../kinds';
import type { BankRef } from '../api-types';
import type { OthersPromise } from '../loaders/codes';
import { lookupFailed } from '../loaders/common';
import { PageMeta } from './page-meta';
import { Breadcrumbs } from './breadcrumbs';
import { codeCountry, codeTrail } from './crumbs';
import { CopyButton } from './copy-button';
import { Deferred } from './deferred';
import { CodeLink, Section } from './blocks';
import type { Unavailable } from '../section-state';

// The shell every code page is built from: the lookup page, the not-found state with
// its did-you-mean, the record's heading, its key/value rows and parts, the bank's other codes.
// Their messages are the kind's own group: `${kind}.index_title`, ... One module, so that a page
// loads them as one chunk.

/** "What is a ... code": the kind's explanation, closing each of its pages. */
export function KindAbout({ kind, children }: { kind: KindId; children?: ReactNode }) {
  const { t } = useI18n();
  return (
    <Section id={`about-${kind}`} title={t(`${kind}.about_title`)}>
      <p>{t(`${kind}.about`)}</p>
      {children}
    </Section>
  );
}

/** The lookup page (no code yet): its title and heading, then the form and the explanation. */
export function KindIndex({ kind, children }: { kind: KindId; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <>
      <PageMeta title={t(`${kind}.index_title`)} description={t(`${kind}.about`)} />
      <Breadcrumbs trail={[{ label: t(`${kind}.index_title`) }]} />
      <h1>{t(`${kind}.index_title`)}</h1>
      {children}
    </>
  );
}

/**
 * A code no source lists (the loader answered 404, or 503 when the API failed): the message
 * with the code, the existing codes one typing slip away, then the page's own rest (form, about).
 */
export function KindNotFound({
  kind,
  vars,
  label,
  crumbs,
  head,
  text,
  didYouMean = [],
  children,
}: {
  kind: KindId;
  /** The parameters of `${kind}.not_found_text`. */
  vars: Record<string, string>;
  /** The last crumb; or the whole trail in `crumbs`. */
  label?: string;
  crumbs?: ReactNode;
  /** Anything for the document's head, after the title (robots). */
  head?: ReactNode;
  /** Instead of the not-found sentence (a validation failure says why). */
  text?: ReactNode;
  didYouMean?: string[];
  children?: ReactNode;
}) {
  const { t, countryName } = useI18n();
  // The lookup failed (503): the same not-found state, but it must not say the code is unknown.
  const failed = lookupFailed(useLoaderData());
  // The trail the code's own page would have, as far as the code tells it (its country).
  const last = label ?? '';
  const trail = codeTrail(last, null, last ? codeCountry(kind, last, { t, countryName }) : null, { t, countryName });
  const sentence = failed ? t('common.lookup_unavailable') : t(`${kind}.not_found_text`, vars);
  return (
    <>
      <PageMeta title={t(`${kind}.not_found`)} description={sentence} />
      {head}
      {crumbs ?? <Breadcrumbs trail={trail} />}
      <h1 className="not-found">{t(`${kind}.not_found`)}</h1>
      {failed ? <p>{sentence}</p> : (text ?? <p>{sentence}</p>)}
      <DidYouMean codes={didYouMean} kind={kind} />
      {children}
    </>
  );
}

/** What a code loader answers (shared/loaders/codes.ts): R the record, O an item of the kind's list. */
interface CodeData<R, O> {
  code: string;
  record: R | null;
  others: OthersPromise<O>;
  didYouMean: string[];
}

/**
 * A code page's three states from its loader's data (shared/loaders/codes.ts): the lookup page,
 * the not-found state, the record's own page (drawn by `children`, with the bank's other codes).
 */
export function CodePage<R, O = never>({
  kind,
  lookup,
  retry,
  children,
}: {
  kind: KindId;
  /** The lookup page's form. */
  lookup: ReactNode;
  /** What the not-found state offers to try again with (the kind's form). */
  retry?: ReactNode;
  children: (record: R, others: OthersPromise<O>) => ReactNode;
}) {
  const { code, record, others, didYouMean } = useLoaderData() as CodeData<R, O>;
  if (!code)
    return (
      <KindIndex kind={kind}>
        {lookup}
        <KindAbout kind={kind} />
      </KindIndex>
    );
  if (!record) {
    return (
      <KindNotFound kind={kind} vars={{ code }} label={code} didYouMean={didYouMean}>
        {retry}
        <KindAbout kind={kind} />
      </KindNotFound>
    );
  }
  return children(record, others);
}

/**
 * A record's head: its title and description, the trail to it (codeTrail), its heading with the
 * button that copies `code`, and the lead line when there is one. `label` ends the trail (the code
 * unless said); `head` goes to the document's head after the title (robots).
 */
export function RecordHead({
  title,
  description,
  head,
  heading,
  code,
  label = code,
  bank,
  country,
  lead,
}: {
  title: string;
  description: string;
  head?: ReactNode;
  heading: string;
  code: string;
  label?: string;
  bank: BankRef | null;
  country: string | null;
  lead?: ReactNode;
}) {
  const { t, countryName } = useI18n();
  return (
    <>
      <PageMeta title={title} description={description} />
      {head}
      <Breadcrumbs trail={codeTrail(label, bank, country, { t, countryName })} />
      <CodeHeading title={heading} copy={code} />
      {lead !== undefined && <p className="lead">{lead}</p>}
    </>
  );
}

/** A record's heading, with the button that copies the code. */
export function CodeHeading({ title, copy }: { title: string; copy: string }) {
  return (
    <div className="heading-row">
      <h1>{title}</h1>
      <CopyButton text={copy} />
    </div>
  );
}

/** Existing codes one typing slip away from a code that failed its check digits. */
export function DidYouMean({ codes, kind }: { codes: string[]; kind: KindId }) {
  const { t } = useI18n();
  if (codes.length === 0) return null;
  return (
    <p className="did-you-mean">
      {t('common.did_you_mean')}{' '}
      {codes.map((c, i) => (
        <span key={c}>
          {i > 0 && ', '}
          <CodeLink kind={kind} code={c} />
        </span>
      ))}
    </p>
  );
}

/** The parts a code is made of, as its standard defines them ([label, value, part id]), under `title`. */
export function CodeParts({ title, parts }: { title: string; parts: [string, string, string][] }) {
  return (
    <>
      <h2>{title}</h2>
      <ol className="code-parts">
        {parts.map(([label, value, part]) => (
          <li key={part} className={`part part-${part}`}>
            <span className="code">{value}</span> <span>{label}</span>
          </li>
        ))}
      </ol>
    </>
  );
}

/** A bank's codes of one kind as the loader streams them in: its first page and the total. */
export type OtherCodesList<T> = Promise<{ items: T[]; total: number } | Unavailable | null>;

/** The bank's other codes of this kind, streamed in behind the record, each linked to its page. */
export function OtherCodes<T extends { code: string }>({
  id,
  title,
  kind,
  resolve,
  current,
  describe,
  footer,
}: {
  id: string;
  title: string;
  kind: KindId;
  resolve: OtherCodesList<T>;
  /** The code of the page, not listed again. */
  current: string;
  describe: (item: T) => ReactNode;
  /** Below the list, e.g. the link to the bank's whole list. */
  footer?: (list: { items: T[]; total: number }) => ReactNode;
}) {
  const { t } = useI18n();
  return (
    <Section id={id} title={title}>
      <Deferred resolve={resolve} fallback={<p className="loading">{t('common.loading')}</p>}>
        {(value) =>
          value && (
            <>
              <ul className="code-list">
                {value.items
                  .filter((item) => item.code !== current)
                  .map((item) => (
                    <li key={item.code}>
                      <CodeLink kind={kind} code={item.code} /> {describe(item)}
                    </li>
                  ))}
              </ul>
              {footer?.(value)}
            </>
          )
        }
      </Deferred>
    </Section>
  );
}
