// banks.popularity: how prominent a bank is in its country, the order of "top banks" lists and
// of search results. It counts real evidence (docs/bank-identity.md), each on a log scale so that
// no one kind dominates (a service bureau with 1,459 SWIFT codes is not the country's first bank):
//  - retail presence: routing numbers (US), IFSC branches (IN), BINs (cards issued), national
//    bank-code registers (IBAN registries, the Bundesbank's, ED807) naming the bank;
//  - identity: an LEI; SWIFT codes (offices connected to the network);
//  - the legal entity's reach: the BICs GLEIF maps to its LEI (all its offices worldwide);
//  - the group: the other countries where banks of its institution code are, for the group's
//    home entity (the bank its LEI is at home in: TD in Canada, not its London branch);
//  - head office in the country: a foreign bank's branch (its LEI's home bank is elsewhere, its
//    name says BRANCH, or, without an LEI of its own, it bears the legal name of an entity at
//    home elsewhere: "Deutsche Bank AG" in Austria) weighs 0.4; a name without a banking word
//    (Calastone, Broadridge, Citadel Advisors, Heineken) a tenth, unless a register of banks or
//    card issuers lists it and it does not say it is an insurer; a defunct institution a tenth.
import { nameKey } from './name-key';
import { readNetworks } from './network';
import { quoteIdent } from './sql';
import type { BankRow } from '../../shared/rows/banks';

export interface ProminenceEvidence {
  name: string;
  lei: boolean;
  swifts: number;
  routings: number;
  ifscs: number;
  bins: number;
  registers: number;
  /** BICs GLEIF maps to the bank's LEI, counted only where the bank is that legal entity's home. */
  leiBics: number;
  /** The bank's LEI is at home in another bank (a foreign bank's branch, e.g. JPMorgan's London branch). */
  foreign: boolean;
  /** Cities of its current SWIFT codes (a network of offices, not a farm of codes in one building). */
  cities?: number;
  /** Other countries where its group has banks (its institution code), counted for the group's home entity only. */
  groupCountries?: number;
  /** Gone: the 2025 ISO 9362 list lacks the institution, or the Bank of Russia withdrew its license. */
  defunct?: boolean;
  /** The holding company of a bank of its country that bears its name (Bank of America Corporation, beside Bank of America, N.A.). */
  holding?: boolean;
}

/** A company form that may be a bank's holding company, at the end of its name. */
const HOLDING_FORM = /\b(CORPORATION|CORP|INC|INCORPORATED|HOLDINGS?|GROUP|BANCORP(ORATION)?)\.?$/i;

/**
 * Holding companies among `banks`: a name ending in a holding form whose name key is that of
 * another bank of its country with an LEI of its own and no such form. Bank of America
 * Corporation (under Merrill Lynch's MLCOUS3G) is the parent of Bank of America, N.A.; China
 * Construction Bank Corporation, the bank itself, has no namesake with an LEI.
 */
export function holdingCompanies(
  banks: readonly { id: number; country: string; name: string; lei: string | null }[],
): Set<number> {
  const operating = new Set<string>();
  for (const b of banks)
    if (b.lei && !HOLDING_FORM.test(b.name.trim())) operating.add(`${b.country}|${nameKey(b.name)}`);
  const found = new Set<number>();
  for (const b of banks)
    if (HOLDING_FORM.test(b.name.trim()) && nameKey(b.name) && operating.has(`${b.country}|${nameKey(b.name)}`))
      found.add(b.id);
  return found;
}

/**
 * Words that say an institution takes deposits / is a bank, in the languages of the lists.
 * "Interbank" says the opposite: a service between banks (the Society for Worldwide Interbank
 * Financial Telecommunication, interbank clearing houses).
 */
const BANKING =
  /(?<!INTER)BANK|BANC|BANQU|SPARKASSE|KASSE|CAJA|CAIXA|CASSA|SAVINGS|CREDIT|KREDIT|KREDYT|TRUST COMPANY|BUILDING SOCIETY|N\.?\s?A\.?$|NATIONAL ASSOCIATION|БАНК|銀行|银行|은행/i;

export function isBankName(name: string): boolean {
  return BANKING.test(name);
}

/**
 * Words that say an office is a foreign bank's branch or agency, in the languages of the lists
 * ("UBS AG London Branch", "OCBC Bank Ltd New York Agency", "Danske Bank A/S S.A. Oddzial w
 * Polsce", "Nordea Danmark, filial af Nordea Bank Abp", "ING Bank N.V. Pobocka zahranicnej banky").
 */
const BRANCH =
  /(?<!\p{L})(BRANCH|AGENCY|NIEDERLASSUNG|ZWEIGNIEDERLASSUNG|SUCURSAL|SUCCURSALE|FILIAL|FILIALE|ODDZIA[LŁ]|POBOCKA|PODRUZNICA|ORGANIZACNI SLOZKA|BIJKANTOOR)(?!\p{L})/iu;

export function isBranchName(name: string): boolean {
  return BRANCH.test(name.normalize('NFKD').replace(/[\u0300-\u036f]/g, ''));
}

/** Words that say an institution is an insurer, whatever registers list it (SIX's lists Swiss insurers). */
const OTHER_TRADE = /INSURANCE|VERSICHERUNG|ASSURANCE|ASSICURAZION|SEGUROS|REASSUR/i;

export function prominence(e: ProminenceEvidence): number {
  const ln = (n: number) => Math.log1p(Math.max(0, n));
  const score =
    (e.lei ? 8 : 0) +
    4 * ln(e.swifts) +
    6 * ln(e.routings) +
    3 * ln(e.ifscs) +
    5 * ln(e.bins) +
    4 * ln(e.registers) +
    3 * ln(e.cities ?? 0) +
    (e.foreign ? 0 : 5 * ln(e.leiBics) + 4 * ln(e.groupCountries ?? 0));
  // A name without a banking word is still a bank's when a register of banks or card issuers
  // lists it (BNP Paribas, Intesa Sanpaolo, UBS: a national bank-code register, BINs, routing
  // numbers, IFSCs); Calastone and Broadridge are in none of them.
  const registered = e.registers + e.bins + e.routings + e.ifscs > 0 && !OTHER_TRADE.test(e.name);
  // Non-banks and defunct institutions come below the banks (a tenth: Calastone's 1,459 codes
  // and Citadel Advisors' 500 weigh less than a regional bank's network).
  const bank = isBankName(e.name) || registered ? 1 : 0.1;
  const branch = e.foreign || isBranchName(e.name) ? 0.4 : 1;
  const alive = e.defunct ? 0.1 : 1;
  // A holding company is no bank: it comes below them, as non-banks do.
  const operating = e.holding ? 0.1 : 1;
  return Math.round(score * bank * branch * alive * operating * 1000) / 1000;
}

/**
 * Fills banks.popularity from the tables of this run (aside copies) or the served ones.
 * `table(name)` is the name to read/write `name` under; tables not loaded count as empty.
 */
export async function fillProminence(
  db: D1Database,
  table: (name: string) => string,
  loaded: ReadonlySet<string>,
): Promise<void> {
  const counts = async (name: string, column = 'bank_id'): Promise<Map<number, number>> => {
    if (!loaded.has(name)) return new Map();
    const rows = (
      await db
        .prepare(
          `SELECT ${column} AS id, count(*) AS n FROM ${quoteIdent(table(name))} WHERE ${column} IS NOT NULL GROUP BY ${column}`,
        )
        .all<{ id: number; n: number }>()
    ).results;
    return new Map(rows.map((r) => [r.id, r.n]));
  };
  const [routings, ifscs, bins, ibans, rubics] = [
    await counts('routings'),
    await counts('ifscs'),
    await counts('bins'),
    await counts('bank_codes'),
    await counts('rubics'),
  ];
  const banks = quoteIdent(table('banks'));
  const rows = (
    await db
      .prepare(`SELECT id, country, name, lei, swifts_count, institution_code, institution_active FROM ${banks}`)
      .all<
        Pick<BankRow, 'id' | 'country' | 'name' | 'lei' | 'swifts_count' | 'institution_code' | 'institution_active'>
      >()
  ).results;
  const gleif = await readLeiHomes(db, table, loaded);
  const { homeOf, legalNameOf, leiBics } = gleif;
  // Name key of an LEI's legal name -> the country of its home bank (a foreign office bearing
  // that name without an LEI of its own is a branch of it).
  const homeCountryOfName = new Map<string, string>();
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const [code, bankId] of homeOf) {
    const key = nameKey(legalNameOf.get(code));
    const home = bankId === null ? undefined : byId.get(bankId);
    if (key && home && nameKey(home.name) === key) homeCountryOfName.set(key, home.country);
  }
  const countriesOfCode = new Map<string, Set<string>>();
  for (const r of rows)
    if (r.institution_code)
      countriesOfCode.set(r.institution_code, (countriesOfCode.get(r.institution_code) ?? new Set()).add(r.country));
  const groupHome = groupHomes(rows, gleif);
  const leiOf = (r: (typeof rows)[number]) => homeLeiOf(r, gleif);
  const networks = await readNetworks(db, table, (name) => loaded.has(name));
  const revoked = new Set<number>();
  if (loaded.has('rubics'))
    for (const r of (
      await db
        .prepare(
          `SELECT DISTINCT bank_id FROM ${quoteIdent(table('rubics'))} WHERE is_head_office = 1 AND bank_id IS NOT NULL
           AND status IN ('canceled_license', 'invalid_license', 'inactive')`,
        )
        .all<{ bank_id: number }>()
    ).results)
      revoked.add(r.bank_id);
  const holdings = holdingCompanies(rows);
  const scores = rows.map((b) => {
    const lei = leiOf(b);
    const home = lei !== null ? homeOf.get(lei) : undefined;
    const key = lei === null ? nameKey(b.name) : null;
    // The legal name of the LEI it is home of says what it is, where the directory names the
    // code otherwise (OCBCSGSG: "OCBC Securities Private Limited" in the 2025 list, Oversea-
    // Chinese Banking Corporation Limited by GLEIF).
    const legalName = lei !== null && home === b.id ? (legalNameOf.get(lei) ?? null) : null;
    const foreign =
      (home !== undefined && home !== null && home !== b.id) ||
      (key !== null && homeCountryOfName.has(key) && homeCountryOfName.get(key) !== b.country);
    const group =
      b.institution_code && groupHome.get(b.institution_code) === b.id
        ? (countriesOfCode.get(b.institution_code)?.size ?? 1) - 1
        : 0;
    return [
      b.id,
      prominence({
        name: legalName && isBankName(legalName) && !isBankName(b.name) ? `${b.name} (${legalName})` : b.name,
        lei: lei !== null,
        swifts: b.swifts_count,
        routings: routings.get(b.id) ?? 0,
        ifscs: ifscs.get(b.id) ?? 0,
        bins: bins.get(b.id) ?? 0,
        registers: (ibans.get(b.id) ?? 0) + (rubics.get(b.id) ?? 0),
        leiBics: lei ? (leiBics.get(lei) ?? 0) : 0,
        foreign,
        cities: networks.get(b.id)?.cities ?? 0,
        groupCountries: group,
        defunct: b.institution_active === 0 || revoked.has(b.id),
        holding: holdings.has(b.id),
      }),
    ] as const;
  });
  const statements: D1PreparedStatement[] = [db.prepare(`UPDATE ${banks} SET popularity = 0`)];
  for (let i = 0; i < scores.length; i += 400) {
    const chunk = scores.slice(i, i + 400).filter(([, s]) => s > 0);
    if (chunk.length === 0) continue;
    statements.push(
      db.prepare(
        `UPDATE ${banks} SET popularity = CASE id ${chunk.map(([id, s]) => `WHEN ${Math.trunc(id)} THEN ${Number(s)}`).join(' ')} END
        WHERE id IN (${chunk.map(([id]) => Math.trunc(id)).join(',')})`,
      ),
    );
  }
  await db.batch(statements);
}

/** What GLEIF says of the banks' legal entities: which bank each LEI is at home in, and how many BICs it maps to it. */
export interface LeiHomes {
  /** LEI -> the bank it is at home in (shared/kinds/lei/import/link.ts). */
  homeOf: ReadonlyMap<string, number | null>;
  /** Bank -> the (first) LEI at home in it, where its head-office BIC gave it none (Bank of Montreal). */
  homeLei: ReadonlyMap<number, string>;
  legalNameOf: ReadonlyMap<string, string | null>;
  /** LEI -> the BICs GLEIF maps to it. */
  leiBics: ReadonlyMap<string, number>;
}

/** LeiHomes from the tables of this run (aside copies) or the served ones; empty when GLEIF's tables are not loaded. */
export async function readLeiHomes(
  db: D1Database,
  table: (name: string) => string,
  loaded: ReadonlySet<string>,
): Promise<LeiHomes> {
  const homeOf = new Map<string, number | null>();
  const homeLei = new Map<number, string>();
  const legalNameOf = new Map<string, string | null>();
  const leiBics = new Map<string, number>();
  if (loaded.has('leis') && loaded.has('lei_bics')) {
    for (const r of (
      await db
        .prepare(`SELECT code, bank_id, legal_name FROM ${quoteIdent(table('leis'))} WHERE bank_id IS NOT NULL`)
        .all<{ code: string; bank_id: number | null; legal_name: string | null }>()
    ).results) {
      homeOf.set(r.code, r.bank_id);
      legalNameOf.set(r.code, r.legal_name);
      if (r.bank_id !== null && !homeLei.has(r.bank_id)) homeLei.set(r.bank_id, r.code);
    }
    for (const r of (
      await db
        .prepare(`SELECT lei, count(*) AS n FROM ${quoteIdent(table('lei_bics'))} GROUP BY lei`)
        .all<{ lei: string; n: number }>()
    ).results)
      leiBics.set(r.lei, r.n);
  }
  return { homeOf, homeLei, legalNameOf, leiBics };
}

/** The LEI a bank stands for: its own where it is at home in it, else the one at home in it, else its own. */
const homeLeiOf = (r: { id: number; lei: string | null }, l: LeiHomes): string | null =>
  r.lei !== null && l.homeOf.get(r.lei) === r.id ? r.lei : (l.homeLei.get(r.id) ?? r.lei);

/**
 * A group: the banks of one institution code across countries. Its home entity is the bank at
 * home in its LEI with the most offices abroad in the group: banks of the code in other
 * countries that carry its LEI, or that carry none and bear its name ("ICICI Bank Limited" in
 * New York and Hong Kong are ICICI Bank Limited's offices). Then the LEI GLEIF maps the most
 * BICs to (ING Bank N.V. in NL, not ING Bank A.S. in TR, its subsidiary with an LEI of its own),
 * then the most SWIFT codes (Banca Monte dei Paschi di Siena in Italy, 254 codes, beside its
 * Shanghai branch, whose LEI of its own maps one BIC as the Italian one's does).
 * By BICs alone the home was ICICI Bank UK PLC (15 BICs, its own and its German branch's), not
 * ICICI Bank Limited in India (1). Institution code -> the home bank's id.
 */
export function groupHomes(
  banks: readonly {
    id: number;
    country: string;
    name: string;
    institution_code: string | null;
    lei: string | null;
    swifts_count: number;
  }[],
  l: LeiHomes,
): Map<string, number> {
  const byCode = new Map<string, (typeof banks)[number][]>();
  for (const r of banks) {
    if (!r.institution_code) continue;
    const list = byCode.get(r.institution_code);
    if (list) list.push(r);
    else byCode.set(r.institution_code, [r]);
  }
  const homes = new Map<string, number>();
  for (const [code, members] of byCode) {
    let best: { id: number; offices: number; bics: number; swifts: number } | null = null;
    for (const r of members) {
      const lei = homeLeiOf(r, l);
      if (lei === null || l.homeOf.get(lei) !== r.id) continue;
      const key = nameKey(r.name);
      const offices = members.filter(
        (m) =>
          m.country !== r.country &&
          (m.lei === lei || (m.lei === null && key !== null && `${nameKey(m.name) ?? ''} `.startsWith(`${key} `))),
      ).length;
      const bics = l.leiBics.get(lei) ?? 0;
      const swifts = r.swifts_count;
      if (
        !best ||
        offices > best.offices ||
        (offices === best.offices && (bics > best.bics || (bics === best.bics && swifts > best.swifts)))
      )
        best = { id: r.id, offices, bics, swifts };
    }
    if (best) homes.set(code, best.id);
  }
  return homes;
}
