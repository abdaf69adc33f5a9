// Links BIN records to our banks on positive evidence only: the same country and the same name
// key (../name-key.ts: legal forms and punctuation dropped, other scripts transliterated, so
// "Сбербанк" meets "Sberbank"). Never on an empty, generic or scheme/product key ("RUPAY
// PLATINUM" is no issuer). When several banks of the country share the key, the link is made
// only if exactly one of them is named so by GLEIF (its LEI's legal name has that key);
// otherwise the record stays unlinked and is counted as ambiguous. No fuzzy matching: a wrong
// link sends visitors to another bank's page, a missing one only hides a link.
import { isHoldingName, nameKeys } from '../name-key';
import { stripOfficeDescription } from '../names';
import type { BinRow } from './row';

export { nameKey as normaliseBankName } from '../name-key';

export interface BankForMatch {
  id: number;
  country: string;
  name: string;
  swifts_count: number;
  /** True when the bank's name is its LEI's legal name (the derivation took it from GLEIF). */
  lei_named?: boolean;
}

export interface LinkResult {
  /** BIN rows linked to a bank. */
  linked: number;
  /** Distinct (country, issuer) pairs that found a bank / did not. */
  issuersMatched: number;
  issuersUnmatched: number;
  /** Rows whose issuer names several banks of the country, none singled out by GLEIF: left unlinked. */
  ambiguous: number;
  /** Rows whose issuer name is empty, generic or a scheme/product name: never linked. */
  weak: number;
}

export function linkBanks(rows: BinRow[], banks: readonly BankForMatch[]): LinkResult {
  const index = new Map<string, BankForMatch[]>();
  for (const bank of banks) {
    for (const key of nameKeys(stripOfficeDescription(bank.name))) {
      const k = `${bank.country}:${key}`;
      const list = index.get(k) ?? [];
      if (!list.includes(bank)) list.push(bank);
      index.set(k, list);
    }
  }
  // One answer per index entry, worked out once: hundreds of thousands of BIN rows share a few
  // thousand issuers (measured: 500k synthetic rows took minutes re-filtering the same lists).
  const resolved = new Map<readonly BankForMatch[], BankForMatch | 'ambiguous' | undefined>();
  const resolve = (list: readonly BankForMatch[] | undefined): BankForMatch | 'ambiguous' | undefined => {
    if (!list) return undefined;
    if (!resolved.has(list)) resolved.set(list, pick(list));
    return resolved.get(list);
  };
  const pick = (list: readonly BankForMatch[]): BankForMatch | 'ambiguous' | undefined => {
    if (list.length === 0) return undefined;
    if (list.length === 1) return list[0];
    const named = list.filter((b) => b.lei_named);
    if (named.length === 1) return named[0];
    // Cards are issued by banks, not by their holding companies: "Bank of America" is the N.A.,
    // not "Bank of America Corporation".
    const operating = list.filter((b) => !isHoldingName(b.name));
    return operating.length === 1 ? operating[0] : 'ambiguous';
  };
  const issuers = new Map<string, boolean>();
  const result: LinkResult = { linked: 0, issuersMatched: 0, issuersUnmatched: 0, ambiguous: 0, weak: 0 };
  for (const row of rows) {
    row.bank_id = null;
    if (!row.country || (!row.issuer_name && !row.issuer_name_local)) continue;
    const keys = [row.issuer_name, row.issuer_name_local].flatMap((n) => nameKeys(n));
    if (keys.length === 0) {
      result.weak++;
      continue;
    }
    const found = new Set<BankForMatch>();
    let ambiguous = false;
    for (const key of keys) {
      const hit = resolve(index.get(`${row.country}:${key}`));
      if (hit === 'ambiguous') ambiguous = true;
      else if (hit) found.add(hit);
    }
    // The Latin and the local name must not point at two different banks.
    const bank = found.size === 1 ? [...found][0]! : undefined;
    if (bank) {
      row.bank_id = bank.id;
      result.linked++;
    } else if (ambiguous || found.size > 1) result.ambiguous++;
    issuers.set(`${row.country}:${row.issuer_name ?? row.issuer_name_local}`, !!bank);
  }
  result.issuersMatched = [...issuers.values()].filter(Boolean).length;
  result.issuersUnmatched = issuers.size - result.issuersMatched;
  return result;
}
