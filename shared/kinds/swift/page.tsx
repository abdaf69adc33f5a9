import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { DataOrigin } from '../../components/data-origin';
import { SearchForm } from '../../components/layout';
import { CodePage, KindAbout, CodeParts, OtherCodes, RecordHead } from '../../components/kind-shell';
import { DetailRows, type Row, CodeLink } from '../../components/blocks';
import type { OthersPromise } from '../../loaders/codes';
import type { Swift } from '../../api-types';
import { Verdict } from '../../components/verdict';

function SwiftDetails({ swift }: { swift: Swift }) {
  const { t, countryName } = useI18n();
  const rows: Row[] = [
    [t('swift.code'), <span className="code">{swift.code}</span>],
    [t('swift.bic8'), <span className="code">{swift.bic8}</span>],
    [
      t('swift.bank'),
      swift.bank ? (
        <Link to={`/banks/${swift.bank.country}/${swift.bank.slug}`}>{swift.bank_name ?? swift.bank.name}</Link>
      ) : (
        swift.bank_name
      ),
    ],
    [t('swift.branch_name'), swift.branch_name ?? (swift.is_primary_office ? t('swift.primary_office') : null)],
    [t('swift.country'), <Link to={`/banks/${swift.country.toLowerCase()}`}>{countryName(swift.country)}</Link>],
    [t('swift.city'), swift.city],
    [t('swift.address'), [swift.address, swift.postcode].filter(Boolean).join(', ') || null],
    [
      t('lei.code'),
      swift.leis?.length
        ? swift.leis.map((l, i) => (
            <span key={l.code}>
              {i > 0 && ', '}
              <CodeLink kind="lei" code={l.code} />
            </span>
          ))
        : null,
    ],
  ];
  const parts: [string, string, string][] = [
    [t('swift.part_bank'), swift.bank_code, 'bank'],
    [t('swift.part_country'), swift.country, 'country'],
    [t('swift.part_location'), swift.location, 'location'],
    [t('swift.part_branch'), swift.branch, 'branch'],
  ];
  return (
    <>
      <DetailRows rows={rows} />
      {/* SPEC.md section 2: SWIFT pages have a validate link (the bulk check, this code filled in). */}
      <p>
        <Link to={`/validate?codes=${encodeURIComponent(swift.code)}`} className="validate-link">
          {t('swift.validate')}
        </Link>
      </p>
      <CodeParts title={t('swift.parts_title')} parts={parts} />
      <DataOrigin origin={swift} />
    </>
  );
}

export default function SwiftPage() {
  return (
    <CodePage<Swift, Swift> kind="swift" lookup={<SearchForm id="swift-search" />}>
      {(swift, others) => <SwiftRecord swift={swift} others={others} />}
    </CodePage>
  );
}

function SwiftRecord({ swift, others }: { swift: Swift; others: OthersPromise<Swift> }) {
  const { t, countryName, formatNumber } = useI18n();
  const bankName = swift.bank_name ?? swift.bank?.name ?? '';
  return (
    <>
      <RecordHead
        title={t('swift.title', { code: swift.code, bank: bankName })}
        description={t('swift.description', {
          code: swift.code,
          bank: bankName,
          city: swift.city ?? '',
          country: countryName(swift.country),
        })}
        heading={t('swift.heading', { code: swift.code })}
        code={swift.code}
        bank={swift.bank}
        country={swift.country}
        lead={bankName}
      />
      {/* The answer first: a listed code is well formed (the importer keeps ISO 9362 codes only);
          whether its institution is still in the current directory is what a payer needs to know. */}
      {swift.institution_active === false ? (
        <Verdict valid={false}>{t('swift.institution_gone')}</Verdict>
      ) : (
        <Verdict valid>{t('swift.verdict_listed')}</Verdict>
      )}
      <SwiftDetails swift={swift} />
      {/* In the API's order for a bank: head office first, then by city and code. */}
      {others && (
        <OtherCodes
          id="other-codes"
          title={t('swift.other_codes', { bank: bankName })}
          kind="swift"
          resolve={others}
          current={swift.code}
          describe={(s) => s.city}
          footer={(value) =>
            swift.bank &&
            value.total > value.items.length && (
              <p className="show-all">
                <Link to={`/banks/${swift.bank.country}/${swift.bank.slug}/swifts`}>
                  {t('screens.show_all', { list: t('screens.lists.swifts'), total: formatNumber(value.total) })}
                </Link>
              </p>
            )
          }
        />
      )}
      <KindAbout kind="swift" />
    </>
  );
}
