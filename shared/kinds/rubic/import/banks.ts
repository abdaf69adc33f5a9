// Linking Russian BICs to banks, and adding the Russian banks the SWIFT source does not have.
//
// 1. A BIC whose entry lists a SWIFT BIC known to the swifts table belongs to that code's bank.
// 2. Credit institutions (participant type 20) and their branches (type 30, PrntBIC = the head
//    office's BIC) form one institution, keyed by the Bank of Russia registration number (RegN;
//    two type-20 entries can share one). The institution's bank is the one its head office's
//    SWIFT BICs, else its branches' SWIFT BICs, point to.
// 3. An institution without such a bank becomes a new bank (addRussianBanks), country CntrCd.
// Other participants (Bank of Russia units, Treasury, liquidators, ...) are linked only by rule 1.
// The head office BIC of a bank is the type-20 entry of its institution (is_head_office = 1).
import { cyrillicTable } from '../../../icao9303';
import type { AddedBankRow } from '../../../rows/banks';
import { slugify } from '../../../../scripts/import/banks';
import { newTally, reject, type FileTally } from '../../../../scripts/import/tally';
import { earlierBanks, earlierSwifts } from '../../../../scripts/import/earlier-banks';
import type { TableLoad } from '../../../../scripts/import/load';
import type { RubicRow, RubicSwiftRow } from './rows';
import { severity } from './status';

export const CREDIT_INSTITUTION = '20';
export const BRANCH = '30';

/** What the sources before this one loaded: SWIFT codes with their banks, and the banks. */
export interface KnownBanks {
  bankIdBySwift: ReadonlyMap<string, number>;
  /** Highest banks.id in use: new banks continue after it, so ids never collide. */
  maxId: number;
  /** country:slug pairs in use. */
  slugs: Set<string>;
}

export function knownBanks(loaded: readonly TableLoad[]): KnownBanks {
  const bankIdBySwift = new Map<string, number>();
  for (const s of earlierSwifts(loaded)) if (s.bank_id !== null) bankIdBySwift.set(s.code, s.bank_id);
  const slugs = new Set<string>();
  let maxId = 0;
  for (const b of earlierBanks(loaded)) {
    maxId = Math.max(maxId, b.id || 0);
    slugs.add(`${b.country}:${b.slug}`);
  }
  return { bankIdBySwift, maxId, slugs };
}

interface Institution {
  key: string;
  heads: RubicRow[];
  branches: RubicRow[];
}

export interface LinkResult {
  banks: AddedBankRow[];
  tally: FileTally;
}

/** Sets bank_id and is_head_office on the rubic rows; returns the banks it had to add. */
export function linkBanks(
  rubics: RubicRow[],
  swifts: readonly RubicSwiftRow[],
  known: KnownBanks,
  knownCountries: ReadonlySet<string>,
  file: string,
  source: string,
): LinkResult {
  const swiftsOf = new Map<string, RubicSwiftRow[]>();
  for (const s of swifts) {
    const list = swiftsOf.get(s.rubic_code) ?? [];
    list.push(s);
    swiftsOf.set(s.rubic_code, list);
  }
  // Default SWIFT BIC first (DefaultSWBIC = 1).
  const bankBySwift = (r: RubicRow): number | null => {
    const list = [...(swiftsOf.get(r.code) ?? [])].sort((a, b) => b.is_default - a.is_default);
    for (const s of list) {
      const id = known.bankIdBySwift.get(s.swift);
      if (id !== undefined) return id;
    }
    return null;
  };

  for (const r of rubics) r.bank_id = bankBySwift(r); // rule 1

  const institutions = groupInstitutions(rubics);
  const toAdd: Institution[] = [];
  for (const inst of institutions) {
    const bankId = [...inst.heads, ...inst.branches].map((r) => r.bank_id).find((id) => id !== null) ?? null;
    if (bankId === null) {
      toAdd.push(inst);
      continue;
    }
    for (const r of [...inst.heads, ...inst.branches]) r.bank_id ??= bankId;
    headOffice(inst).is_head_office = 1;
  }
  return addRussianBanks(toAdd, known, knownCountries, file, source);
}

function groupInstitutions(rubics: readonly RubicRow[]): Institution[] {
  const byKey = new Map<string, Institution>();
  const keyOfHead = new Map<string, string>();
  for (const r of rubics) {
    if (r.participant_type !== CREDIT_INSTITUTION) continue;
    const key = r.registration_number ? `regn:${r.registration_number}` : `bic:${r.code}`;
    const inst = byKey.get(key) ?? { key, heads: [], branches: [] };
    inst.heads.push(r);
    byKey.set(key, inst);
    keyOfHead.set(r.code, key);
  }
  for (const r of rubics) {
    if (r.participant_type !== BRANCH || !r.parent_bic) continue;
    const key = keyOfHead.get(r.parent_bic);
    if (key) byKey.get(key)?.branches.push(r);
  }
  return [...byKey.values()];
}

/** Among the type-20 entries: the least restricted first (a closing one is not the head office), then the lowest code. */
function headOffice(inst: Institution): RubicRow {
  return [...inst.heads].sort((a, b) => severity(b.status) - severity(a.status) || (a.code < b.code ? -1 : 1))[0]!;
}

/**
 * Adds one bank per credit institution that no SWIFT-derived bank covers. Kept apart on purpose:
 * it is the only place this source creates banks. Ids continue after the highest id loaded so
 * far, slugs are unique per country against every bank loaded so far.
 */
export function addRussianBanks(
  institutions: readonly Institution[],
  known: KnownBanks,
  knownCountries: ReadonlySet<string>,
  file: string,
  source: string,
): LinkResult {
  const tally = newTally(`${file} (credit institutions without a SWIFT-linked bank)`, 'banks', source);
  const banks: AddedBankRow[] = [];
  let nextId = known.maxId + 1;
  for (const inst of [...institutions].sort((a, b) => (headOffice(a).code < headOffice(b).code ? -1 : 1))) {
    tally.read++;
    const head = headOffice(inst);
    if (!knownCountries.has(head.country)) {
      reject(tally, 'unknown_country');
      continue;
    }
    const name = head.english_name ?? head.name;
    // A banks row of this source: no ISO 9362 institution, so no institution code or activity flag.
    const bank: AddedBankRow = {
      id: nextId++,
      country: head.country,
      slug: uniqueSlug(head, known.slugs),
      institution_code: null, // no ISO 9362 institution: the bank has no SWIFT BIC we know
      name,
      city: head.locality,
      address: head.address,
      head_office_swift: null,
      swifts_count: 0,
      institution_active: null,
      source,
      as_of: head.as_of,
      // The Bank of Russia registration number (else the head office's BIC) is the institution.
      identity_key: `${head.country}:cbr:${inst.key}`,
    };
    banks.push(bank);
    tally.stored++;
    for (const r of [...inst.heads, ...inst.branches]) r.bank_id ??= bank.id;
    head.is_head_office = 1;
  }
  return { banks, tally };
}

function uniqueSlug(head: RubicRow, taken: Set<string>): string {
  const base = slugify(head.english_name ?? transliterate(head.name)) || head.code;
  let slug = base;
  for (let n = 2; taken.has(`${head.country}:${slug}`); n++)
    slug = n === 2 ? `${base}-${head.code}` : `${base}-${head.code}-${n}`;
  taken.add(`${head.country}:${slug}`);
  return slug;
}

// Russian Cyrillic to Latin as in ICAO Doc 9303, for URL slugs: ъ as 'ie', Russian letters only.
const ICAO = cyrillicTable({ hardSign: 'ie', otherLetters: false });

export function transliterate(s: string): string {
  let out = '';
  for (const ch of s.toLowerCase()) out += ICAO[ch] ?? ch;
  return out;
}
