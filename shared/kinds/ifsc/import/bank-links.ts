// Links IFSC bank codes to rows of the banks table, and ADDS banks for Indian banks the SWIFT
// data does not know. Kept apart from the reading of the files because it is the one place where
// the IFSC slice touches the banks that the SWIFT source derives (scripts/import/banks.ts).
//
// Order of evidence: (1) the SWIFT code printed on the bank's own branch rows (not on codes it
// sublets to sub-member banks: HDFC0CAACOB carries HDFCINBB but belongs to Akhand Anand
// Co-op Bank); (2) an Indian ISO 9362 institution with the same four letters whose name shares
// a distinctive word (CNRB "Canara Bank" = "CANARA BANK IFSC BANKING UNIT"; the word check
// keeps MCSX Mattancherry Co-op Bank off MCSX Metropolitan Stock Exchange); (3) the bank's name
// equal to an Indian bank's name once normalised; (4) else a new bank row, country IN, named
// from banknames.json, with an id after every existing one.
import type { AddedBankRow } from '../../../rows/banks';
import { slugify } from '../../../../scripts/import/banks';
import { earlierBanks, earlierSwifts, type EarlierSwift } from '../../../../scripts/import/earlier-banks';
import type { TableLoad } from '../../../../scripts/import/load';
import type { IfscRow } from './branches';

export interface IfscBankToLink {
  code: string;
  name: string;
  main_ifsc: string | null;
}

export interface BankLinks {
  bankIds: Map<string, number>;
  added: AddedBankRow[];
  matchedBySwift: number;
  matchedByInstitution: number;
  matchedByName: number;
}

/**
 * A bank name reduced to what distinguishes it: upper case ASCII letters and digits, '&' as AND,
 * "co-op"/"co-operative"/"cooperative" as one word, and the legal-form words (LIMITED, LTD, THE)
 * dropped, since the SWIFT lists add them ("HDFC BANK LIMITED") and the RBI names do not.
 */
export function normaliseBankName(name: string): string {
  return name
    .normalize('NFKD')
    .toUpperCase()
    .replace(/&/g, ' AND ')
    .replace(/\bCO[\s.-]*OP(ERATIVE)?\b/g, ' COOPERATIVE ')
    .replace(/[^A-Z0-9]+/g, ' ')
    .split(' ')
    .filter((w) => w && !['THE', 'LIMITED', 'LTD'].includes(w))
    .join(' ');
}

/** Words that say "a bank" rather than which one. */
const GENERIC = new Set([
  'BANK',
  'BANKING',
  'OF',
  'INDIA',
  'AND',
  'CO',
  'COOPERATIVE',
  'NA',
  'CORPORATION',
  'COMPANY',
  'BRANCH',
  'NATIONAL',
  'FIRST',
  'STATE',
  'CENTRAL',
  'DISTRICT',
  'URBAN',
  'SAHAKARI',
  'COMMERCIAL',
  'INTERNATIONAL',
  'UNIT',
  'IFSC',
]);

/**
 * True when the IFSC name and the SWIFT name share a distinctive word, or the IFSC name's
 * distinctive part run together is inside the SWIFT name ("CITI Bank" in "CITIBANK, N.A").
 */
export function sharesName(ifscName: string, swiftName: string): boolean {
  const distinctive = normaliseBankName(ifscName)
    .split(' ')
    .filter((w) => w.length >= 3 && !GENERIC.has(w));
  if (distinctive.length === 0) return false;
  const other = normaliseBankName(swiftName);
  const words = new Set(other.split(' '));
  return distinctive.some((w) => words.has(w)) || other.replaceAll(' ', '').includes(distinctive.join(''));
}

export function linkIfscBanks(
  banks: readonly IfscBankToLink[],
  rows: readonly IfscRow[],
  earlier: readonly TableLoad[],
  origin: { source: string; as_of: string | null },
): BankLinks {
  const existing = earlierBanks(earlier);
  const swifts = new Map<string, EarlierSwift>();
  for (const r of earlierSwifts(earlier)) swifts.set(r.code, r);
  const indian = existing.filter((b) => b.country === 'IN');
  // Banks come ordered biggest first within a country (banks.ts), so on a name shared by several
  // Indian banks the first one, the one with most SWIFT codes, wins.
  const byName = new Map<string, number>();
  for (const b of indian) if (!byName.has(normaliseBankName(b.name))) byName.set(normaliseBankName(b.name), b.id);
  const byInstitution = new Map<string, number>();
  for (const b of indian)
    if (b.institution_code && !byInstitution.has(b.institution_code)) byInstitution.set(b.institution_code, b.id);

  const swiftVotes = new Map<string, Map<number, number>>();
  const rowsByBank = new Map<string, IfscRow[]>();
  for (const row of rows) {
    let list = rowsByBank.get(row.ifsc_bank);
    if (!list) rowsByBank.set(row.ifsc_bank, (list = []));
    list.push(row);
    if (!row.swift || row.ifsc_bank !== row.bank_code) continue; // a sublet code shows the sponsor's SWIFT
    const id = swiftBankId(row.swift, swifts, byInstitution);
    if (id === null) continue;
    let votes = swiftVotes.get(row.ifsc_bank);
    if (!votes) swiftVotes.set(row.ifsc_bank, (votes = new Map()));
    votes.set(id, (votes.get(id) ?? 0) + 1);
  }

  const institutionBank = new Map(indian.map((b) => [b.id, b] as const));
  const links: BankLinks = {
    bankIds: new Map(),
    added: [],
    matchedBySwift: 0,
    matchedByInstitution: 0,
    matchedByName: 0,
  };
  const taken = new Set(indian.map((b) => b.slug));
  let nextId = existing.reduce((max, b) => Math.max(max, b.id), 0) + 1;
  const added = new Map<string, { row: AddedBankRow }>();
  for (const bank of [...banks].sort((a, b) => cmp(a.code, b.code))) {
    const votes = swiftVotes.get(bank.code);
    const bySwift = votes ? [...votes].sort(([a, x], [b, y]) => y - x || a - b)[0]?.[0] : undefined;
    if (bySwift !== undefined) {
      links.bankIds.set(bank.code, bySwift);
      links.matchedBySwift++;
      continue;
    }
    const sameCode = byInstitution.get(bank.code);
    if (sameCode !== undefined && sharesName(bank.name, institutionBank.get(sameCode)?.name ?? '')) {
      links.bankIds.set(bank.code, sameCode);
      links.matchedByInstitution++;
      continue;
    }
    const byNameId = byName.get(normaliseBankName(bank.name));
    if (byNameId !== undefined) {
      links.bankIds.set(bank.code, byNameId);
      links.matchedByName++;
      continue;
    }
    const own = rowsByBank.get(bank.code);
    if (!own?.length) continue; // a bank without a single code gets no page of its own
    const main = own.find((r) => r.code === bank.main_ifsc);
    const place = main ? ownPlace(main, bank.code) : null;
    // One bank under two IFSC bank codes: RBI's list keeps a bank's sponsored code (AJKB, through
    // a sponsor) beside its own (AKJB) once it joins the systems directly. The same name in the
    // same place, or with no place stated, is that bank; the same name elsewhere is another
    // (Commercial Co-operative Bank of Vadodara and of Jamnagar).
    const namesake = added.get(normaliseBankName(bank.name));
    if (namesake && (!place || !namesake.row.city || samePlace(place, namesake.row.city))) {
      namesake.row.city ??= place;
      links.bankIds.set(bank.code, namesake.row.id);
      links.matchedByName++;
      continue;
    }
    const addedRow: AddedBankRow = {
      id: nextId++,
      country: 'IN',
      slug: uniqueSlug(bank, taken),
      institution_code: null, // banks.institution_code is an ISO 9362 code; IFSC bank codes are not
      name: bank.name,
      city: place,
      address: main?.address ?? null,
      head_office_swift: null,
      swifts_count: 0,
      institution_active: null, // not an ISO 9362 institution: neither active nor gone from the list
      source: origin.source,
      as_of: origin.as_of,
      identity_key: `IN:ifsc:${bank.code}`, // RBI's four-letter IFSC bank code names the bank in every import
    };
    links.added.push(addedRow);
    links.bankIds.set(bank.code, addedRow.id);
    added.set(normaliseBankName(bank.name), { row: addedRow });
  }
  return links;
}

/**
 * A bank without branches of its own (most co-operative banks) reaches the payment systems
 * through a sponsor bank: its IFSC is the sponsor's ("ICIC00COMCB" for Commercial Co-operative
 * Bank, CMCX), and that row's city is the sponsor's service centre (MUMBAI for 1,198 such
 * banks), while its address and district are the bank's own (VADODARA).
 */
function ownPlace(main: IfscRow, bankCode: string): string | null {
  if (main.code.slice(0, 4) === bankCode) return main.city ?? null;
  // "JAMNAGAR HO": the district of the bank's head office; "NA": none stated.
  const district = main.district?.replace(/\s+H\.?\s?O\.?$/i, '').trim();
  return district && !/^(N\.?A\.?|NULL|-)$/i.test(district) ? district : null;
}

/** One place however it is written ("BANAS KANTHA", "Banaskantha"). */
const samePlace = (a: string, b: string): boolean =>
  a.replace(/\W/g, '').toUpperCase() === b.replace(/\W/g, '').toUpperCase();

/** banks.id behind a BIC: the exact code, its primary office, else the Indian institution. */
function swiftBankId(
  bic: string,
  swifts: ReadonlyMap<string, EarlierSwift>,
  byInstitution: ReadonlyMap<string, number>,
): number | null {
  const code = bic.length === 8 ? `${bic}XXX` : bic;
  for (const candidate of [code, `${code.slice(0, 8)}XXX`]) {
    const s = swifts.get(candidate);
    if (s && s.country === 'IN' && s.bank_id !== null) return s.bank_id;
  }
  return bic.slice(4, 6) === 'IN' ? (byInstitution.get(bic.slice(0, 4)) ?? null) : null;
}

function uniqueSlug(bank: IfscBankToLink, taken: Set<string>): string {
  const code = bank.code.toLowerCase();
  const base = slugify(bank.name) || code;
  let slug = base;
  if (taken.has(slug)) slug = `${slugify(base, 75)}-${code}`;
  for (let n = 2; taken.has(slug); n++) slug = `${slugify(base, 72)}-${code}-${n}`;
  taken.add(slug);
  return slug;
}

const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
