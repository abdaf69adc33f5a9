// Links BIN records to our banks (banks table, derived from SWIFT data): same country and the
// same name once normalised. Card lists name issuers loosely ("ICICI BANK, LTD.", "Bank of
// America") and the ISO 9362 names carry legal forms ("BANK OF AMERICA, N.A."), so legal-form
// words and punctuation are dropped on both sides. No fuzzy matching: a wrong link would send
// visitors to another bank's page, a missing one only hides a link.
import type { BinRow } from './row';

/** Legal-form and filler words that differ between lists naming the same bank. */
const NOISE = new Set([
  'THE', 'LTD', 'LIMITED', 'PLC', 'INC', 'INCORPORATED', 'CORP', 'CORPORATION', 'CO', 'COMPANY', 'LLC',
  'AG', 'SA', 'NA', 'NV', 'BV', 'SPA', 'AS', 'ASA', 'AB', 'OY', 'OYJ', 'SE', 'GMBH', 'KG', 'EG',
  'JSC', 'OJSC', 'PJSC', 'CJSC', 'OAO', 'PAO', 'ZAO', 'AO', 'TAS', 'AS', 'BHD', 'BERHAD', 'PT', 'TBK',
]);

export function normaliseBankName(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/&/g, ' AND ')
    // "N.A.", "S.A.", "S.P.A." -> NA, SA, SPA before punctuation becomes word breaks
    .replace(/\b([A-Z])\.(?=[A-Z]\.)/g, '$1')
    .replace(/\b([A-Z])\.(?![A-Z])/g, '$1')
    .split(/[^A-Z0-9]+/)
    .filter((w) => w && !NOISE.has(w));
  return words.join(' ');
}

export interface BankForMatch {
  id: number;
  country: string;
  name: string;
  swifts_count: number;
}

export interface LinkResult {
  /** BIN rows linked to a bank. */
  linked: number;
  /** Distinct (country, issuer) pairs that found a bank / did not. */
  issuersMatched: number;
  issuersUnmatched: number;
}

/**
 * Sets bank_id on the rows whose (country, normalised issuer name) names exactly one bank;
 * when several banks of a country share the normalised name, the one with most SWIFT codes
 * (the main institution) is taken.
 */
export function linkBanks(rows: BinRow[], banks: readonly BankForMatch[]): LinkResult {
  const index = new Map<string, BankForMatch>();
  for (const bank of banks) {
    const key = `${bank.country}:${normaliseBankName(bank.name)}`;
    const current = index.get(key);
    if (!current || bank.swifts_count > current.swifts_count) index.set(key, bank);
  }
  const issuers = new Map<string, boolean>();
  let linked = 0;
  for (const row of rows) {
    if (!row.country || !row.issuer_name) continue;
    const names = [row.issuer_name, row.issuer_name_local].filter((n): n is string => !!n);
    const bank = names.map((n) => index.get(`${row.country}:${normaliseBankName(n)}`)).find(Boolean);
    row.bank_id = bank?.id ?? null;
    if (bank) linked++;
    issuers.set(`${row.country}:${row.issuer_name}`, !!bank);
  }
  const matched = [...issuers.values()].filter(Boolean).length;
  return { linked, issuersMatched: matched, issuersUnmatched: issuers.size - matched };
}
