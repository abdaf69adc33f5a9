// The last step of reading the sources: bank names and cities in normal case, with casing
// learnt from the sources that already write names properly (GLEIF legal names, the Bundesbank
// register via bankdata-germany / schwifty, RBI's bank list). Runs on the merged loads, so banks
// added by any source get the same treatment. See docs/bank-identity.md.
import {
  CasingDictionary,
  displayBankName,
  displayCity,
  isAllCaps,
  letterKey,
  OwnNames,
  restoreLostLetter,
  wordsAfter,
} from './names';
import type { TableLoad } from './load';
import { shortDictionaryWords, shortWordsByLanguage } from './short-words';

/** Tables and columns whose mixed-case names teach the dictionary. */
const TEACHERS: readonly [string, string][] = [
  ['leis', 'legal_name'],
  ['bank_codes', 'name'],
  ['ifsc_banks', 'name'],
];

/** Tables and columns naming a bank in their own words, by banks.id: its SWIFT rows, its register rows. */
const OWN_NAMES: readonly [string, string][] = [
  ['swifts', 'bank_name'],
  ['bank_codes', 'name'],
  ['ifsc_banks', 'name'],
];

/** Tables and columns naming places: banks' and offices' cities. */
const PLACES: readonly [string, string][] = [
  ['banks', 'city'],
  ['swifts', 'city'],
  ['routings', 'city'],
  ['ifscs', 'city'],
];

export interface DisplayNameStats {
  banks: number;
  allCapsBefore: number;
  allCapsAfter: number;
  /** Same-name banks of one country told apart by their city: "First Bank (Troy)". */
  cityAdded: number;
  /** ... or, in the same city or without one, by their code: "Aberdeen Asset Managers Limited (ABPI)". */
  codeAdded: number;
}

export function buildCasingDictionary(loads: readonly TableLoad[]): CasingDictionary {
  const dictionary = new CasingDictionary(shortDictionaryWords(), shortWordsByLanguage());
  // Only names mostly in lower case: "BANK OF AMERICA, N.A. (Fka x)" would teach capitals.
  for (const [table, column] of TEACHERS)
    for (const name of columnValues(loads, table, column))
      if (typeof name === 'string' && lowerShare(name) >= 0.4) dictionary.learn(name.normalize('NFC'));
  // Places are words a reader knows, however short: "Tai Po", "Rio de Janeiro", "Bad Ischl".
  for (const [table, column] of PLACES)
    for (const place of columnValues(loads, table, column)) if (typeof place === 'string') dictionary.learnPlace(place);
  return dictionary;
}

/** A column's values in a load, in row order; none when the table or the column is not loaded. */
function columnValues(loads: readonly TableLoad[], table: string, column: string): unknown[] {
  const load = loads.find((l) => l.table === table);
  const i = load?.columns.indexOf(column) ?? -1;
  return load && i >= 0 ? load.rows.map((row) => row[i]) : [];
}

/** Per bank id, the names its codes' rows give it, its LEIs' legal names and its former name. */
function ownNames(loads: readonly TableLoad[], banks: TableLoad): Map<unknown, OwnNames> {
  const names = new Map<unknown, Set<string>>();
  const add = (id: unknown, name: unknown) => {
    if (id == null || typeof name !== 'string' || !name) return;
    const set = names.get(id) ?? new Set<string>();
    set.add(name);
    names.set(id, set);
  };
  for (const [table, column] of OWN_NAMES)
    for (const [bankId, name] of zip(columnValues(loads, table, 'bank_id'), columnValues(loads, table, column)))
      add(bankId, name);
  // An LEI's legal name reaches the bank through GLEIF's BIC-to-LEI map: leis.bank_id is set
  // only after the load (lei/import/link.ts).
  const column = (table: string, c: string) => columnValues(loads, table, c);
  const bankOfBic = new Map(zip(column('swifts', 'code'), column('swifts', 'bank_id')));
  const legalName = new Map(zip(column('leis', 'code'), column('leis', 'legal_name')));
  for (const [bic, lei] of zip(column('lei_bics', 'bic'), column('lei_bics', 'lei')))
    add(bankOfBic.get(bic), legalName.get(lei));
  const [id, name, former] = ['id', 'name', 'former_name'].map((c) => banks.columns.indexOf(c)) as [
    number,
    number,
    number,
  ];
  // ... and, for a bank GLEIF's map does not reach (named from the 2025 list alone), the legal
  // names of its country that its name spells letter for letter, spaces aside: the evidence the
  // LEI linker later links it by (shared/kinds/lei/import/link.ts), here to respace its name.
  const spelt = new Map<string, Set<string>>();
  for (const [legal, country] of zip(column('leis', 'legal_name'), column('leis', 'country'))) {
    if (typeof legal !== 'string' || typeof country !== 'string') continue;
    const key = `${country}:${letterKey(legal)}`;
    spelt.set(key, (spelt.get(key) ?? new Set()).add(legal));
  }
  const country = banks.columns.indexOf('country');
  for (const row of banks.rows) {
    add(row[id], row[name]);
    if (former >= 0) add(row[id], row[former]);
    if (typeof row[name] === 'string')
      for (const legal of spelt.get(`${row[country]}:${letterKey(row[name] as string)}`) ?? []) add(row[id], legal);
  }
  return new Map([...names].map(([key, set]) => [key, new OwnNames(set)]));
}

function lowerShare(name: string): number {
  const letters = name.replace(/[^\p{L}]/gu, '');
  if (!letters.length) return 0;
  return letters.replace(/[^\p{Ll}]/gu, '').length / letters.length;
}

const zip = <A, B>(a: readonly A[], b: readonly B[]): [A, B][] => a.map((x, i) => [x, b[i] as B]);

/** Rewrites banks.name / banks.city, swifts.city and routings.city in place. */
export function applyDisplayNames(loads: TableLoad[]): DisplayNameStats {
  const dictionary = buildCasingDictionary(loads);
  const stats: DisplayNameStats = { banks: 0, allCapsBefore: 0, allCapsAfter: 0, cityAdded: 0, codeAdded: 0 };
  const banks = loads.find((l) => l.table === 'banks');
  if (banks) {
    const name = banks.columns.indexOf('name');
    const city = banks.columns.indexOf('city');
    const country = banks.columns.indexOf('country');
    const id = banks.columns.indexOf('id');
    const own = ownNames(loads, banks);
    const after = wordsAfter(
      banks.rows.flatMap((row) =>
        typeof row[name] === 'string' && typeof row[country] === 'string' ? [[row[country], row[name]] as const] : [],
      ),
    );
    banks.rows = banks.rows.map((row) => {
      // A row without a name stays as it is: the database refuses it (banks.name NOT NULL) and the
      // import fails, instead of serving a bank named "".
      if (typeof row[name] !== 'string') return row;
      const raw = isAllCaps(row[name] as string)
        ? restoreLostLetter(row[name] as string, String(row[country] ?? ''), after)
        : (row[name] as string);
      const rawCity = typeof row[city] === 'string' ? (row[city] as string) : null;
      stats.banks++;
      if (isAllCaps(raw)) stats.allCapsBefore++;
      const place = String(row[country] ?? '');
      const shown = displayBankName(raw, rawCity, dictionary.forCountry(place), own.get(row[id]), place);
      if (isAllCaps(shown)) stats.allCapsAfter++;
      const out = [...row];
      out[name] = shown;
      if (rawCity && city >= 0)
        out[city] = displayCity(rawCity, dictionary, country >= 0 ? (row[country] as string | null) : null);
      return out;
    });
  }
  if (banks) Object.assign(stats, tellNamesakesApart(banks));
  for (const table of ['swifts', 'routings']) {
    const load = loads.find((l) => l.table === table);
    const city = load?.columns.indexOf('city') ?? -1;
    if (!load || city < 0) continue;
    // The place's country: a state code at the end of a city stays in capitals (names.ts displayCity).
    const country = load.columns.indexOf('country');
    load.rows = load.rows.map((row) => {
      const value = row[city];
      if (typeof value !== 'string') return row;
      const out = [...row];
      out[city] = displayCity(
        value,
        dictionary,
        country >= 0 ? (row[country] as string | null) : table === 'routings' ? 'US' : null,
      );
      return out;
    });
  }
  return stats;
}

/**
 * Distinct institutions of one country with the same name: the first (lowest id: the SWIFT
 * source numbers banks strongest evidence first, the one holding the plain slug) keeps the
 * name, the others get their city in it, or where the city tells nothing (the same, or none)
 * their code: the head office BIC8, else the ISO 9362 institution code. The codes are what a
 * payments operator checks anyway; an IFSC-only bank without either keeps its name.
 */
function tellNamesakesApart(banks: TableLoad): { cityAdded: number; codeAdded: number } {
  const at = (c: string) => banks.columns.indexOf(c);
  const [id, country, name, city, head, code] = [
    at('id'),
    at('country'),
    at('name'),
    at('city'),
    at('head_office_swift'),
    at('institution_code'),
  ];
  const places = new Map<string, Set<string>>();
  const order = banks.rows.map((_, i) => i).sort((a, b) => Number(banks.rows[a]![id]) - Number(banks.rows[b]![id]));
  const added = { cityAdded: 0, codeAdded: 0 };
  const rows = [...banks.rows];
  const text = (row: readonly unknown[], i: number) => (i >= 0 && typeof row[i] === 'string' ? (row[i] as string) : '');
  for (const i of order) {
    const row = rows[i]!;
    if (typeof row[name] !== 'string') continue; // no name: refused by the database, never "null (city)"
    const key = `${row[country]}:${String(row[name]).toLowerCase()}`;
    const place = text(row, city);
    const seen = places.get(key);
    if (!seen) {
      places.set(key, new Set([place.toLowerCase()]));
      continue;
    }
    const label = place && !seen.has(place.toLowerCase()) ? place : text(row, head) || text(row, code);
    seen.add(place.toLowerCase());
    if (!label) continue;
    const out = [...row];
    out[name] = `${String(row[name])} (${label})`;
    rows[i] = out;
    if (label === place) added.cityAdded++;
    else added.codeAdded++;
  }
  banks.rows = rows;
  return added;
}
