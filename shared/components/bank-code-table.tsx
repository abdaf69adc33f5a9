import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../i18n';
import { pageUrl } from '../kinds';
import { TableHead } from './table-head';
import type { BankListItems, BankListKind } from '../bank-lists';
import { NoneMark } from './blocks';

type I18n = ReturnType<typeof useI18n>;
/** A column: its header, its cell, and 'city' for the column a list grouped by city leaves out. */
type Column<R> = [header: string, cell: (row: R) => ReactNode, role?: 'city'];

const isEmpty = (v: ReactNode) => v === null || v === undefined || v === false || v === '';

const code = (to: string, text: string) => (
  <Link to={to} className="code">
    {text}
  </Link>
);

/** The columns of each per-bank list; the first is the code (the row header). */
function columns({ t, formatDate }: I18n): { [K in BankListKind]: Column<BankListItems[K]>[] } {
  return {
    bics: [
      [t('screens.col.code'), (r) => code(pageUrl('rubic', r.code), r.code)],
      [t('screens.col.name'), (r) => r.name],
      [t('screens.col.city'), (r) => r.locality],
      [
        t('screens.col.status'),
        (r) =>
          t(`rubic.status.${r.status}`, { date: r.status_date ? formatDate(r.status_date) : t('data.unknown_date') }),
      ],
      [
        t('screens.col.correspondent_account'),
        (r) => r.correspondent_account && <span className="code">{r.correspondent_account}</span>,
      ],
    ],
    swifts: [
      [t('screens.col.code'), (r) => code(pageUrl('swift', r.code), r.code)],
      [t('screens.col.branch'), (r) => r.branch_name ?? (r.is_primary_office ? t('swift.primary_office') : null)],
      [t('screens.col.city'), (r) => r.city, 'city'],
      [t('screens.col.address'), (r) => r.address],
    ],
    bins: [
      // 5-digit prefixes (banks-db) are no BIN of their own: shown, not linked (as on the BIN page).
      [
        t('screens.col.bin'),
        (r) => {
          const label = r.iin_start === r.iin_end ? r.iin_start : `${r.iin_start}–${r.iin_end}`;
          return r.prefix_length >= 6 ? (
            code(pageUrl('bin', r.iin_start), label)
          ) : (
            <span className="code">{label}</span>
          );
        },
      ],
      [t('screens.col.payment_system'), (r) => r.payment_system],
      [t('screens.col.card_type'), (r) => (r.card_type ? t(`bin.type_${r.card_type}`) : null)],
      [t('screens.col.card_category'), (r) => r.card_category],
      [t('screens.col.issuer'), (r) => r.issuer_bank],
    ],
    ifscs: [
      [t('screens.col.code'), (r) => code(pageUrl('ifsc', r.code), r.code)],
      [t('screens.col.branch'), (r) => r.branch],
      [t('screens.col.city'), (r) => r.city ?? r.centre],
      [t('screens.col.state'), (r) => r.state],
      [t('screens.col.micr'), (r) => r.micr && <span className="code">{r.micr}</span>],
    ],
    usroutings: [
      [t('screens.col.routing_number'), (r) => code(pageUrl('routing', r.routing_number), r.routing_number)],
      [t('screens.col.name'), (r) => r.name],
      [t('screens.col.city'), (r) => r.city],
      [t('screens.col.state'), (r) => r.state],
      [t('screens.col.process_status'), (r) => t(`routing.process_${r.process_status}`)],
    ],
  };
}

const keyOf: { [K in BankListKind]: (r: BankListItems[K]) => string } = {
  bics: (r) => r.code,
  swifts: (r) => r.code,
  bins: (r) => `${r.iin_start}-${r.iin_end}-${r.source}`,
  ifscs: (r) => r.code,
  usroutings: (r) => r.routing_number,
};

/** Consecutive rows of the same group, in their order. */
function runs<R>(items: R[], group: (row: R) => string): { label: string; rows: R[] }[] {
  const out: { label: string; rows: R[] }[] = [];
  for (const row of items) {
    const label = group(row);
    const last = out[out.length - 1];
    if (last && last.label === label) last.rows.push(row);
    else out.push({ label, rows: [row] });
  }
  return out;
}

/**
 * One per-bank list as a table: a caption, column headers, the code as each row's header. With
 * `group`, rows come in one tbody per group under a header row (a list sorted by city is grouped
 * by city, and the city column is left out).
 */
export function BankCodeTable<K extends BankListKind>({
  kind,
  items,
  caption,
  hideCaption,
  group,
}: {
  kind: K;
  items: BankListItems[K][];
  caption: string;
  /** When a heading right above already says it: the caption stays for screen readers only. */
  hideCaption?: boolean;
  /** The group label of a row; consecutive rows with the same label form a group. */
  group?: (row: BankListItems[K]) => string;
}) {
  const i18n = useI18n();
  const key = keyOf[kind] as (r: BankListItems[K]) => string;
  // A column no row has a value for (e.g. branch names some directories lack) is left out.
  const cols = (columns(i18n)[kind] as Column<BankListItems[K]>[])
    .filter(([, , role]) => !(group && role === 'city'))
    .filter(([, cell], i) => i === 0 || items.some((r) => !isEmpty(cell(r))));
  const row = (r: BankListItems[K]) => (
    <tr key={key(r)}>
      {cols.map(([h, cell], i) => {
        if (i === 0)
          return (
            <th key={h} scope="row">
              {cell(r)}
            </th>
          );
        const value = cell(r);
        // A cell without a value shows a dash, read out as "none" (on a phone's card it is left out).
        return (
          <td key={h} data-label={h}>
            {isEmpty(value) ? <NoneMark /> : value}
          </td>
        );
      })}
    </tr>
  );
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="data-table">
        <caption className={hideCaption ? 'visually-hidden' : undefined}>{caption}</caption>
        <TableHead columns={cols.map(([h]) => h)} />
        {group ? (
          runs(items, group).map((g, i) => (
            <tbody key={`${i}-${g.label}`}>
              <tr className="group-row">
                <th colSpan={cols.length} scope="colgroup">
                  {g.label}
                </th>
              </tr>
              {g.rows.map(row)}
            </tbody>
          ))
        ) : (
          <tbody>{items.map(row)}</tbody>
        )}
      </table>
    </div>
  );
}
