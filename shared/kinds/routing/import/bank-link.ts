// Links routing numbers to banks (country US) by name and place. The directories carry no ISO
// 9362 code, so the name and the place are all there is: both names are normalised (case,
// punctuation, the directories' abbreviations, legal-form words) and must then be equal, and the
// routing number's state (and city, for common-words names) must be one of the bank's SWIFT
// offices' places. Conservative on purpose: a wrong link sends a visitor to another bank's page,
// a missing one only leaves the field empty.
import { US_STATES } from '../../../us-states';
import { ENGLISH_LEGAL_FORMS, isHoldingName } from '../../../../scripts/import/name-key';
import type { AchRecord } from './fedach';
import type { WireRecord } from './fedwire';
import type { RoutingRow } from './join';

/** Abbreviations the FedACH and Fedwire names use (36 characters a name), spelled out. */
const WORDS: Readonly<Record<string, string>> = {
  BK: 'BANK',
  BNK: 'BANK',
  NATL: 'NATIONAL',
  TR: 'TRUST',
  TRST: 'TRUST',
  SVGS: 'SAVINGS',
  SVG: 'SAVINGS',
  SAV: 'SAVINGS',
  INTL: 'INTERNATIONAL',
  ASSN: 'ASSOCIATION',
  ASSOC: 'ASSOCIATION',
  CTR: 'CENTER',
  MUT: 'MUTUAL',
  FED: 'FEDERAL',
};

/** Legal-form words dropped at the end of a name (N.A. is a national bank's "national association"). */
const SUFFIXES = new Set(['NA', ...ENGLISH_LEGAL_FORMS, 'AG', 'SA', 'FSB', 'SSB']);

/**
 * Words that many unrelated US banks combine into the same name ("First National Bank" is the
 * name of well over a hundred banks in the FedACH directory). A name made of these only is
 * linked only where the city matches too.
 */
const GENERIC = new Set([
  'FIRST',
  'SECOND',
  'THIRD',
  'NATIONAL',
  'STATE',
  'BANK',
  'BANKING',
  'TRUST',
  'SAVINGS',
  'AND',
  'OF',
  'THE',
  'CITIZENS',
  'PEOPLES',
  'COMMUNITY',
  'UNITED',
  'FARMERS',
  'MERCHANTS',
  'SECURITY',
  'COMMERCIAL',
  'COMMERCE',
  'FINANCIAL',
  'HOME',
  'CITY',
  'COUNTY',
  'VALLEY',
  'AMERICAN',
  'SOUTHERN',
  'NORTHERN',
  'WESTERN',
  'EASTERN',
  'CENTRAL',
  'UNION',
  'GUARANTY',
  'PIONEER',
  'HERITAGE',
  'FEDERAL',
  'CREDIT',
  'ASSOCIATION',
  'MUTUAL',
  'COOPERATIVE',
  'EXCHANGE',
  'CAPITAL',
  'CENTURY',
  'LIBERTY',
  'FIDELITY',
  'PREMIER',
  'PINNACLE',
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
    if (before === 'NATIONAL' && last.length >= 5 && 'ASSOCIATION'.startsWith(last) && words.length > 2)
      words.splice(-2);
    else if (SUFFIXES.has(last) && words.length > 1) words.pop();
    else if (words.length > 2 && before === 'N' && last === 'A') words.splice(-2);
    else break;
  }
  return words;
}

/**
 * The words of the states' and territories' names (USPS Publication 28): a bank named after its
 * state ("TEXAS NATIONAL BANK" of Sweetwater and of Edinburg, both TX) is no more one bank than
 * a "FIRST NATIONAL BANK": such a name counts as common words, so the city must match too.
 */
const STATE_WORDS: ReadonlySet<string> = new Set(Object.values(US_STATES).flatMap((name) => nameWords(name)));

/** A name only of common words (see GENERIC) and state names (see STATE_WORDS). */
export const isGenericName = (words: readonly string[]): boolean =>
  words.every((w) => GENERIC.has(w) || STATE_WORDS.has(w));

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
  /**
   * Where the bank's SWIFT offices are, as "CITY|ST" and "ST" (the US SWIFT rows give the city
   * as "CHARLOTTE, NC"). Empty: the bank's place is unknown, and no routing number links to it.
   */
  places?: ReadonlySet<string>;
}

export interface LinkStats {
  routings: number;
  linked: number;
  /** Names several banks of the same place share: left unlinked. */
  ambiguous: number;
  /** Left unlinked: the name matched a bank of another state (or, for a common-words name, another city). */
  generic_unmatched: number;
  /** Of the linked, retired numbers linked through the number FedACH forwards them to (see linkBanks). */
  via_new_number: number;
  /** Of the linked, numbers linked through a linked number of the same name and ACH contact (see linkByContact). */
  via_contact: number;
}

/**
 * "CHARLOTTE, NC" -> ["CHARLOTTE", "NC"]; a city without a state gives no state. Every written
 * form: the 2019 SWIFT list writes "Jackson,MS" without a space (3,070 of 7,691 US rows), which
 * once left 2,460 banks without a place, so no routing number could link to them.
 */
export function splitCityState(city: string | null | undefined): { city: string; state: string | null } {
  const m = (city ?? '').match(/^(.*?)(?:\s*,\s*|\s+)([A-Z]{2})\.?$/i);
  return m ? { city: cityKey(m[1]), state: m[2]!.toUpperCase() } : { city: cityKey(city), state: null };
}

/** The places a set of SWIFT city fields names: "CITY|ST" and "ST". */
export function placesOf(cities: Iterable<string | null>): Set<string> {
  const places = new Set<string>();
  for (const c of cities) {
    const { city, state } = splitCityState(c);
    if (!state) continue;
    places.add(state);
    if (city) places.add(`${city}|${state}`);
  }
  return places;
}

/**
 * A directory name ending in its own state after a comma names the place, not the bank: Fedwire
 * lists Bank of America's main number 026009593 as "BANK OF AMERICA, N.A., NY".
 */
export function withoutState(name: string, state: string | null | undefined): string {
  const st = (state ?? '').trim().toUpperCase();
  if (!st) return name;
  const m = name.match(/^(.*\S)\s*,\s*([A-Z]{2})\.?\s*$/i);
  return m && m[2]!.toUpperCase() === st ? m[1]! : name;
}

const cityKey = (city: string | null | undefined): string => (city ? nameWords(city).join('') : '');

/**
 * Sets bank_id on the rows whose FedACH or Fedwire name normalises to a US bank's name AND
 * whose place agrees with the bank's: the same state always (FIRSTBANK of Nashville TN is not
 * the FirstBank of Lakewood CO), and the same city too when the name is made of common words
 * only ("FIRST BANK" of Troy NC). Several banks of that name and place: ambiguous, unlinked.
 */
export function linkBanks(
  rows: RoutingRow[],
  banks: readonly BankCandidate[],
  ach: ReadonlyMap<
    string,
    Pick<AchRecord, 'name' | 'city' | 'state'> & Partial<Pick<AchRecord, 'new_routing_number' | 'phone'>>
  >,
  wire: ReadonlyMap<string, Pick<WireRecord, 'name' | 'city' | 'state'>>,
): LinkStats {
  const byKey = new Map<string, BankCandidate[]>();
  for (const bank of banks) {
    const key = nameWords(bank.name).join('');
    if (!key) continue;
    byKey.set(key, [...(byKey.get(key) ?? []), bank]);
  }
  const stats: LinkStats = {
    routings: rows.length,
    linked: 0,
    ambiguous: 0,
    generic_unmatched: 0,
    via_new_number: 0,
    via_contact: 0,
  };
  // Why a row was left unlinked by name and place: a later pass that links it takes it off that count.
  const unlinkedWhy = new Map<RoutingRow, 'ambiguous' | 'generic_unmatched'>();
  const linkLater = (row: RoutingRow, bankId: number) => {
    row.bank_id = bankId;
    stats.linked++;
    const why = unlinkedWhy.get(row);
    if (why) stats[why]--;
  };
  for (const row of rows) {
    let elsewhere = false;
    let ambiguous = false;
    let hit: BankCandidate | undefined;
    for (const record of [ach.get(row.routing_number), wire.get(row.routing_number)]) {
      if (!record) continue;
      const words = nameWords(withoutState(record.name, record.state));
      const candidates = byKey.get(words.join('')) ?? [];
      if (candidates.length === 0) continue;
      const state = (record.state ?? '').trim().toUpperCase();
      const place = isGenericName(words) ? `${cityKey(record.city)}|${state}` : state;
      const placed = candidates.filter((b) => state !== '' && b.places?.has(place));
      // A holding company shares its bank's key once legal forms are dropped ("Bank of America
      // Corporation"): routing numbers are the bank's, so the only operating one is meant.
      // Where only the holding has an office in the state, the number is still its bank's: a
      // national bank holds numbers in states where its SWIFT codes are not (Bank of America,
      // N.A.'s Chicago numbers, beside Bank of America Corporation's Chicago office).
      const operating = placed.filter((b) => !isHoldingName(b.name));
      const operatingAnywhere = candidates.filter((b) => !isHoldingName(b.name));
      const here =
        placed.length > 1 && operating.length === 1
          ? operating
          : placed.length > 0 && operating.length === 0 && operatingAnywhere.length === 1
            ? operatingAnywhere
            : placed;
      if (here.length === 1) {
        hit = here[0];
        break;
      }
      if (here.length > 1) ambiguous = true;
      else elsewhere = true;
    }
    if (!hit) {
      if (ambiguous) stats.ambiguous++;
      else if (elsewhere) stats.generic_unmatched++;
      if (ambiguous || elsewhere) unlinkedWhy.set(row, ambiguous ? 'ambiguous' : 'generic_unmatched');
      continue;
    }
    row.bank_id = hit.id;
    stats.linked++;
  }
  // A retired number (FedACH record type 2) whose items FedACH sends to a number linked above is
  // that bank's when the two FedACH names agree: the Fed's own forwarding is the evidence of
  // place that the state check stands for (merged banks' and closed offices' old numbers).
  const byNumber = new Map(rows.map((r) => [r.routing_number, r] as const));
  for (const row of rows) {
    const record = ach.get(row.routing_number);
    const target = record?.new_routing_number ? byNumber.get(record.new_routing_number) : undefined;
    const forwarded = target ? ach.get(target.routing_number) : undefined;
    if (row.bank_id !== null || !record || !target || target.bank_id === null || !forwarded) continue;
    const key = nameWords(record.name).join('');
    if (key === '' || key !== nameWords(forwarded.name).join('')) continue;
    linkLater(row, target.bank_id);
    stats.via_new_number++;
  }
  stats.via_contact = linkByContact(rows, ach, linkLater);
  return stats;
}

/**
 * FedACH's address, state and phone are those of the institution's ACH contact, not of the
 * office (all of Bank of America's numbers give a Richmond VA box and one phone), so a bank
 * operating in states where it has no SWIFT office never matched there. A number whose FedACH
 * name has the key of a linked number AND the same contact phone is that bank's: namesakes keep
 * their own contact (FIRSTBANK of Lakewood CO and of Lexington TN answer different phones).
 * A (key, phone) pair whose linked numbers name two banks links nothing.
 */
function linkByContact(
  rows: readonly RoutingRow[],
  ach: Parameters<typeof linkBanks>[2],
  link: (row: RoutingRow, bankId: number) => void,
): number {
  let linked = 0;
  const contactKey = (routingNumber: string): string | null => {
    const record = ach.get(routingNumber);
    const key = record ? nameWords(record.name).join('') : '';
    return record?.phone && key ? `${key}|${record.phone}` : null;
  };
  const bankOf = new Map<string, number | null>();
  for (const row of rows) {
    const k = row.bank_id === null ? null : contactKey(row.routing_number);
    if (k === null) continue;
    bankOf.set(k, bankOf.has(k) && bankOf.get(k) !== row.bank_id ? null : row.bank_id);
  }
  for (const row of rows) {
    if (row.bank_id !== null) continue;
    const k = contactKey(row.routing_number);
    const bank = k ? bankOf.get(k) : undefined;
    if (bank === undefined || bank === null) continue;
    link(row, bank);
    linked++;
  }
  return linked;
}
