// Links routing numbers to banks (country US) by name. The directories carry no ISO 9362 code,
// so the name is all there is: both sides are normalised (case, punctuation, the directories'
// abbreviations, legal-form words) and must then be equal. Conservative on purpose: a wrong
// link sends a visitor to another bank's page, a missing one only leaves the field empty.
import type { AchRecord } from './fedach';
import type { WireRecord } from './fedwire';
import type { RoutingRow } from './join';

/** Abbreviations the FedACH and Fedwire names use (36 characters a name), spelled out. */
const WORDS: Readonly<Record<string, string>> = {
  BK: 'BANK', BNK: 'BANK', NATL: 'NATIONAL', TR: 'TRUST', TRST: 'TRUST', SVGS: 'SAVINGS',
  SVG: 'SAVINGS', SAV: 'SAVINGS', INTL: 'INTERNATIONAL', ASSN: 'ASSOCIATION', ASSOC: 'ASSOCIATION',
  CTR: 'CENTER', MUT: 'MUTUAL', FED: 'FEDERAL',
};

/** Legal-form words dropped at the end of a name (N.A. is a national bank's "national association"). */
const SUFFIXES = new Set(['NA', 'INC', 'INCORPORATED', 'CORP', 'CORPORATION', 'CO', 'COMPANY', 'LTD', 'LIMITED', 'LLC', 'PLC', 'AG', 'SA', 'FSB', 'SSB']);

/**
 * Words that many unrelated US banks combine into the same name ("First National Bank" is the
 * name of well over a hundred banks in the FedACH directory). A name made of these only is
 * linked only where the city matches too.
 */
const GENERIC = new Set([
  'FIRST', 'SECOND', 'THIRD', 'NATIONAL', 'STATE', 'BANK', 'BANKING', 'TRUST', 'SAVINGS', 'AND', 'OF', 'THE',
  'CITIZENS', 'PEOPLES', 'COMMUNITY', 'UNITED', 'FARMERS', 'MERCHANTS', 'SECURITY', 'COMMERCIAL', 'COMMERCE',
  'FINANCIAL', 'HOME', 'CITY', 'COUNTY', 'VALLEY', 'AMERICAN', 'SOUTHERN', 'NORTHERN', 'WESTERN', 'EASTERN',
  'CENTRAL', 'UNION', 'GUARANTY', 'PIONEER', 'HERITAGE', 'FEDERAL', 'CREDIT', 'ASSOCIATION', 'MUTUAL',
  'COOPERATIVE', 'EXCHANGE', 'CAPITAL', 'CENTURY', 'LIBERTY', 'FIDELITY', 'PREMIER', 'PINNACLE',
]);

/** The words of a normalised name ('' words dropped), see normaliseBankName. */
export function nameWords(name: string): string[] {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/&/g, ' AND ')
    .replace(/[.'\u2019]/g, '') // N.A. -> NA, PEOPLE'S -> PEOPLES
    .split(/[^A-Z0-9]+/)
    .filter(Boolean)
    .map((w) => WORDS[w] ?? w);
  if (words[0] === 'THE') words.shift();
  for (;;) {
    const last = words.at(-1) ?? '';
    const before = words.at(-2);
    // A 36-character name may end in a cut "NATIONAL ASSOCIATI".
    if (before === 'NATIONAL' && last.length >= 5 && 'ASSOCIATION'.startsWith(last) && words.length > 2) words.splice(-2);
    else if (SUFFIXES.has(last) && words.length > 1) words.pop();
    else if (words.length > 2 && before === 'N' && last === 'A') words.splice(-2);
    else break;
  }
  return words;
}

/** A name only of common words (see GENERIC). */
export const isGenericName = (words: readonly string[]): boolean => words.every((w) => GENERIC.has(w));

/**
 * The comparison key of a bank name: its words without spaces, so "KEY BANK" meets "KEYBANK"
 * and "M&T BANK" meets "M AND T BANK". '' when nothing is left.
 */
export function normaliseBankName(name: string): string {
  return nameWords(name).join('');
}

export interface BankCandidate {
  id: number;
  name: string;
  city: string | null;
  swifts_count: number;
}

export interface LinkStats {
  routings: number;
  linked: number;
  /** Linked by a name several banks share: to the largest of them. */
  ambiguous: number;
  /** Left unlinked: a name of common words only whose city did not match. */
  generic_unmatched: number;
}

interface Entry {
  bank: BankCandidate;
  shared: boolean;
  generic: boolean;
}

const cityKey = (city: string | null | undefined): string => (city ? nameWords(city).join('') : '');

/**
 * Sets bank_id on the rows whose FedACH or Fedwire name normalises to a US bank's name. When
 * banks share a key, the one with the most SWIFT codes wins (then the lower id), so the result
 * never depends on the order of the rows. A name of common words only also needs the city.
 */
export function linkBanks(
  rows: RoutingRow[],
  banks: readonly BankCandidate[],
  ach: ReadonlyMap<string, Pick<AchRecord, 'name' | 'city'>>,
  wire: ReadonlyMap<string, Pick<WireRecord, 'name' | 'city'>>,
): LinkStats {
  const byKey = new Map<string, Entry>();
  for (const bank of banks) {
    const words = nameWords(bank.name);
    const key = words.join('');
    if (!key) continue;
    const seen = byKey.get(key);
    if (!seen) byKey.set(key, { bank, shared: false, generic: isGenericName(words) });
    else {
      const better = bank.swifts_count > seen.bank.swifts_count || (bank.swifts_count === seen.bank.swifts_count && bank.id < seen.bank.id);
      byKey.set(key, { ...seen, bank: better ? bank : seen.bank, shared: true });
    }
  }
  const stats: LinkStats = { routings: rows.length, linked: 0, ambiguous: 0, generic_unmatched: 0 };
  for (const row of rows) {
    let generic = false;
    let hit: Entry | undefined;
    for (const record of [ach.get(row.routing_number), wire.get(row.routing_number)]) {
      const entry = record ? byKey.get(normaliseBankName(record.name)) : undefined;
      if (!entry) continue;
      if (entry.generic && (entry.shared || cityKey(entry.bank.city) !== cityKey(record?.city))) {
        generic = true; // several banks of that name, or another town's: not this one for sure
        continue;
      }
      hit = entry;
      break;
    }
    if (!hit) {
      if (generic) stats.generic_unmatched++;
      continue;
    }
    row.bank_id = hit.bank.id;
    stats.linked++;
    if (hit.shared) stats.ambiguous++;
  }
  return stats;
}
