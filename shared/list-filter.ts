import type { BankListItems, BankListKind } from './bank-lists';
import { fold } from './search-text';

// The filter box of a per-bank list (/banks/{country}/{slug}/{kind}?filter=...): the rows
// whose code, place or address hold every word typed. A GET parameter, so it works as a plain
// form without JavaScript; the list is already read whole (SPEC.md section 9), so it is filtered
// here rather than by another API query.

/** The texts of a row the filter looks in. */
const TEXTS: { [K in BankListKind]: (r: BankListItems[K]) => (string | null | undefined)[] } = {
  bics: (r) => [r.code, r.name, r.locality, r.correspondent_account],
  swifts: (r) => [r.code, r.branch_name, r.city, r.address, r.postcode],
  bins: (r) => [r.iin_start, r.iin_end, r.payment_system, r.card_category, r.issuer_bank, r.issuer_city],
  ifscs: (r) => [r.code, r.branch, r.city, r.centre, r.district, r.state, r.address, r.micr],
  usroutings: (r) => [r.routing_number, r.name, r.city, r.state],
};

/** The longest filter text taken (longer is cut, not refused: it is a convenience, not a lookup). */
export const FILTER_MAX = 100;

/**
 * The filter text of a request: ?filter= trimmed, inner spaces collapsed, at most FILTER_MAX
 * characters. Not ?q=: the header's search box takes ?q= of any page as its value.
 */
export const FILTER_PARAM = 'filter';
export function filterParam(request: Request): string {
  return (new URL(request.url).searchParams.get(FILTER_PARAM) ?? '').replace(/\s+/g, ' ').trim().slice(0, FILTER_MAX);
}

// The directories spell German umlauts out (Muenchen, Koeln); a visitor types München or Köln.
const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue' };

/** Spellings of the query to try: as typed and with umlauts spelled out, each split into folded words. */
function spellings(q: string): string[][] {
  const forms = new Set([q, q.replace(/[äöüÄÖÜ]/g, (c) => UMLAUTS[c] ?? c)]);
  return [...forms].map((f) =>
    fold(f)
      .split(/[\s,;]+/)
      .filter(Boolean),
  );
}

/** The rows holding every word of q (case, accents and punctuation between words ignored), in their order. */
export function filterRows<K extends BankListKind>(kind: K, rows: BankListItems[K][], q: string): BankListItems[K][] {
  const queries = spellings(q);
  if (queries.every((words) => words.length === 0)) return rows;
  const texts = TEXTS[kind] as (r: BankListItems[K]) => (string | null | undefined)[];
  return rows.filter((row) => {
    const text = fold(texts(row).filter(Boolean).join(' '));
    return queries.some((words) => words.length > 0 && words.every((w) => text.includes(w)));
  });
}
