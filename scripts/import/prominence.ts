// banks.popularity: how prominent a bank is in its country, the order of "top banks" lists and
// of search results. It counts real evidence (docs/bank-identity.md), each on a log scale so that
// no one kind dominates (a service bureau with 1,459 SWIFT codes is not the country's first bank):
//  - retail presence: routing numbers (US), IFSC branches (IN), BINs (cards issued), national
//    bank-code registers (IBAN registries, the Bundesbank's, ED807) naming the bank;
//  - identity: an LEI; SWIFT codes (offices connected to the network);
//  - the legal entity's reach: the BICs GLEIF maps to its LEI (all its offices worldwide);
//  - head office in the country: a foreign bank's branch (its LEI's home bank is elsewhere, or
//    its name says BRANCH) weighs 0.4; a name without a banking word (Calastone, Broadridge,
//    Citadel Securities, Bloomberg) a third, unless a register of banks or card issuers lists it
//    and it does not say it is an insurer.
import { quoteIdent } from './sql';

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
}

/** Words that say an institution takes deposits / is a bank, in the languages of the lists. */
const BANKING =
  /BANK|BANC|BANQU|SPARKASSE|KASSE|CAJA|CAIXA|CASSA|SAVINGS|CREDIT|KREDIT|KREDYT|TRUST COMPANY|BUILDING SOCIETY|N\.?\s?A\.?$|NATIONAL ASSOCIATION|БАНК|銀行|银行|은행/i;

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
    (e.foreign ? 0 : 5 * ln(e.leiBics));
  // A name without a banking word is still a bank's when a register of banks or card issuers
  // lists it (BNP Paribas, Intesa Sanpaolo, UBS: a national bank-code register, BINs, routing
  // numbers, IFSCs); Calastone and Broadridge are in none of them.
  const registered = e.registers + e.bins + e.routings + e.ifscs > 0 && !OTHER_TRADE.test(e.name);
  const bank = isBankName(e.name) || registered ? 1 : 1 / 3;
  const branch = e.foreign || isBranchName(e.name) ? 0.4 : 1;
  return Math.round(score * bank * branch * 1000) / 1000;
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
    await counts('iban_banks'),
    await counts('rubics'),
  ];
  const banks = quoteIdent(table('banks'));
  const rows = (
    await db
      .prepare(`SELECT id, name, lei, swifts_count FROM ${banks}`)
      .all<{ id: number; name: string; lei: string | null; swifts_count: number }>()
  ).results;
  const homeOf = new Map<string, number | null>();
  const leiBics = new Map<string, number>();
  if (loaded.has('leis') && loaded.has('lei_bics')) {
    for (const r of (
      await db
        .prepare(`SELECT code, bank_id FROM ${quoteIdent(table('leis'))}`)
        .all<{ code: string; bank_id: number | null }>()
    ).results)
      homeOf.set(r.code, r.bank_id);
    for (const r of (
      await db
        .prepare(`SELECT lei, count(*) AS n FROM ${quoteIdent(table('lei_bics'))} GROUP BY lei`)
        .all<{ lei: string; n: number }>()
    ).results)
      leiBics.set(r.lei, r.n);
  }
  const scores = rows.map(
    (b) =>
      [
        b.id,
        prominence({
          name: b.name,
          lei: b.lei !== null,
          swifts: b.swifts_count,
          routings: routings.get(b.id) ?? 0,
          ifscs: ifscs.get(b.id) ?? 0,
          bins: bins.get(b.id) ?? 0,
          registers: (ibans.get(b.id) ?? 0) + (rubics.get(b.id) ?? 0),
          leiBics: b.lei ? (leiBics.get(b.lei) ?? 0) : 0,
          foreign: b.lei !== null && homeOf.has(b.lei) && homeOf.get(b.lei) !== null && homeOf.get(b.lei) !== b.id,
        }),
      ] as const,
  );
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
