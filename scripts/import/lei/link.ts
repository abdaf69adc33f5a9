// Links LEIs and banks once every table is filled aside, before the swap (refresh.ts):
//  - banks.lei: the LEI of the bank's head-office BIC (BIC8 + XXX) where the derivation did not
//    already set it (a BIC GLEIF maps to several LEIs: the LEI of the bank's own country first);
//  - leis.bank_id: the one bank the LEI is (see pickBank), and for records without an address
//    the country of that bank.
// The bank ids come from another source (swift) in the same run, so the rows are read back from
// the aside tables; the choice is made in TypeScript (name keys, see ../name-key.ts) and written
// back in batches.
import { nameKey } from '../name-key';
import { quoteIdent } from '../sql';

export interface LinkTables {
  /** The name to read a table under: its aside copy when this run loads it, else the served one. */
  name(table: string): string;
  loaded: ReadonlySet<string>;
}

export interface LeiCandidate {
  bank_id: number;
  country: string;
  /** The bank's name key equals the LEI legal name's key. */
  same_name: boolean;
  /** How many of the LEI's BICs belong to the bank (0: a same-name bank in a country of its BICs). */
  bics: number;
  /** The bank's own head-office LEI is this one. */
  head_office: boolean;
  swifts_count: number;
}

/**
 * What a legal name says of its country: its script (Unicode script property, UAX #24: Hangul
 * is Korean, kana Japanese) or a legal form only one jurisdiction's law has (ISO 20275 entity
 * legal forms: a "National Association" is a US national bank, a "Designated Activity Company"
 * Irish, an Aktiengesellschaft German-speaking). Scripts and forms shared by many countries
 * (Latin, Cyrillic, Arabic; S.A., Limited) say nothing and are not listed. The first that
 * matches decides.
 */
const NAME_COUNTRIES: readonly [RegExp, readonly string[]][] = [
  [/\p{Script=Hangul}/u, ['KR', 'KP']],
  // Kana, or Han with Japan's joint-stock form (kabushiki kaisha), written in Han alone.
  [/[\p{Script=Hiragana}\p{Script=Katakana}]|株式会社/u, ['JP']],
  [/\p{Script=Han}/u, ['CN', 'TW', 'HK', 'MO', 'JP']],
  [/\p{Script=Thai}/u, ['TH']],
  [/\p{Script=Greek}/u, ['GR', 'CY']],
  [/\p{Script=Hebrew}/u, ['IL']],
  [/\p{Script=Georgian}/u, ['GE']],
  [/\p{Script=Armenian}/u, ['AM']],
  [/\bNATIONAL ASSOCIATION\b|,? N\.A\.?$/iu, ['US']],
  [/\bDESIGNATED ACTIVITY COMPANY\b/iu, ['IE']],
  [/\bAKTIENGESELLSCHAFT\b/iu, ['DE', 'AT', 'CH', 'LI']],
  [/\bS\.P\.A\.?$/iu, ['IT', 'SM']],
];

/** The countries a legal name points to by its script or legal form, or null. */
export function nameCountries(name: string | null): readonly string[] | null {
  if (!name) return null;
  return NAME_COUNTRIES.find(([pattern]) => pattern.test(name))?.[1] ?? null;
}

/**
 * The bank an LEI is, on positive evidence only: a bank holding one of its BICs, or a bank of
 * the same legal name in a country where it has BICs. Criteria in order:
 * 1. the same legal name and holding BICs; the same legal name;
 * 2. the country the record gives (golden copy / API); the country its name points to (nameCountries);
 * 3. the head-office LEI;
 * 4. the most SWIFT codes in the directory: a bank's domestic network is at home. GLEIF maps the
 *    BICs of foreign branches to the parent's LEI, and London branches often hold the most of
 *    them (JPMorgan Chase Bank, N.A.: 111 London BICs, one in New York; Deutsche Bank: 46 in
 *    London, its 1,694 German codes under one in the map), so the count of mapped BICs only
 *    breaks a tie. Of the 36 LEIs whose home this order changed, 30 are right and 0 were before
 *    (judged by hand, docs/bank-identity.md).
 */
export function pickBank(
  candidates: readonly LeiCandidate[],
  recordCountry: string | null,
  nameCountries: readonly string[] | null = null,
): LeiCandidate | null {
  const score = (c: LeiCandidate) => [
    c.same_name && c.bics > 0 ? 1 : 0,
    c.same_name ? 1 : 0,
    recordCountry !== null && c.country === recordCountry ? 1 : 0,
    nameCountries?.includes(c.country) ? 1 : 0,
    c.head_office ? 1 : 0,
    c.swifts_count,
    c.bics,
    -c.bank_id,
  ];
  let best: LeiCandidate | null = null;
  let bestScore: number[] = [];
  for (const c of candidates) {
    const s = score(c);
    const i = s.findIndex((v, j) => v !== bestScore[j]);
    if (best === null || (i >= 0 && s[i]! > bestScore[i]!)) {
      best = c;
      bestScore = s;
    }
  }
  return best;
}

export async function linkLeisToBanks(db: D1Database, tables: LinkTables): Promise<{ linked: number; byName: number }> {
  if (!tables.loaded.has('leis') || !tables.loaded.has('lei_bics')) return { linked: 0, byName: 0 };
  const [leis, leiBics, swifts, banks] = ['leis', 'lei_bics', 'swifts', 'banks'].map((t) => quoteIdent(tables.name(t)));
  if (tables.loaded.has('banks')) {
    // A head-office BIC held by several LEIs (GLEIF's map has a few): the LEI of the bank's own
    // country first, then the lowest code, so the choice never depends on row order.
    await db
      .prepare(`
      UPDATE ${banks} AS b SET lei = pick.lei FROM (
        SELECT id, lei FROM (
          SELECT bk.id, lb.lei, row_number() OVER (PARTITION BY bk.id ORDER BY (l.country IS bk.country) DESC, lb.lei) AS rn
          FROM ${banks} AS bk
          JOIN ${leiBics} AS lb ON lb.bic = bk.head_office_swift || 'XXX'
          LEFT JOIN ${leis} AS l ON l.code = lb.lei
          WHERE bk.head_office_swift IS NOT NULL AND bk.lei IS NULL
        ) WHERE rn = 1
      ) AS pick WHERE pick.id = b.id`)
      .run();
  }
  const bankRows = (
    await db.prepare(`SELECT id, country, name, lei, swifts_count FROM ${banks}`).all<{
      id: number;
      country: string;
      name: string;
      lei: string | null;
      swifts_count: number;
    }>()
  ).results;
  const held = (
    await db
      .prepare(`
    SELECT lb.lei, s.bank_id, count(*) AS n FROM ${leiBics} AS lb JOIN ${swifts} AS s ON s.code = lb.bic
    WHERE s.bank_id IS NOT NULL GROUP BY lb.lei, s.bank_id`)
      .all<{ lei: string; bank_id: number; n: number }>()
  ).results;
  const countries = (
    await db
      .prepare(`SELECT DISTINCT lei, substr(bic, 5, 2) AS country FROM ${leiBics}`)
      .all<{ lei: string; country: string }>()
  ).results;
  // Only an LEI of the BIC map can have a candidate (a bank holding one of its BICs, or a bank
  // in a country of its BICs): the rest of a golden copy (millions of records) is not read.
  const records = (
    await db
      .prepare(`
    SELECT code, legal_name, coalesce(legal_address_country, substr(legal_jurisdiction, 1, 2)) AS country FROM ${leis}
    WHERE code IN (SELECT lei FROM ${leiBics})`)
      .all<{
        code: string;
        legal_name: string | null;
        country: string | null;
      }>()
  ).results;

  const bankById = new Map(bankRows.map((b) => [b.id, b]));
  const byKey = new Map<string, typeof bankRows>(); // "country:key" -> banks
  for (const b of bankRows) {
    const key = nameKey(b.name);
    if (!key) continue;
    const k = `${b.country}:${key}`;
    byKey.set(k, [...(byKey.get(k) ?? []), b]);
  }
  const heldBy = new Map<string, Map<number, number>>();
  for (const h of held) heldBy.set(h.lei, (heldBy.get(h.lei) ?? new Map()).set(h.bank_id, h.n));
  const countriesOf = new Map<string, string[]>();
  for (const c of countries) countriesOf.set(c.lei, [...(countriesOf.get(c.lei) ?? []), c.country]);

  const links: [string, number][] = [];
  let byName = 0;
  for (const r of records) {
    const key = nameKey(r.legal_name);
    const candidates = new Map<number, LeiCandidate>();
    const add = (bankId: number, bics: number) => {
      const b = bankById.get(bankId);
      if (!b) return;
      candidates.set(bankId, {
        bank_id: b.id,
        country: b.country,
        same_name: key !== null && nameKey(b.name) === key,
        bics,
        head_office: b.lei === r.code,
        swifts_count: b.swifts_count,
      });
    };
    for (const [bankId, n] of heldBy.get(r.code) ?? []) add(bankId, n);
    if (key)
      for (const country of countriesOf.get(r.code) ?? [])
        for (const b of byKey.get(`${country}:${key}`) ?? []) if (!candidates.has(b.id)) add(b.id, 0);
    const pick = pickBank([...candidates.values()], r.country, nameCountries(r.legal_name));
    if (!pick) continue;
    links.push([r.code, pick.bank_id]);
    if (pick.bics === 0) byName++;
  }
  const statements: D1PreparedStatement[] = [db.prepare(`UPDATE ${leis} SET bank_id = NULL WHERE bank_id IS NOT NULL`)];
  for (let i = 0; i < links.length; i += 400) {
    const chunk = links.slice(i, i + 400).filter(([code]) => /^[A-Z0-9]{20}$/.test(code));
    const cases = chunk.map(([code, id]) => `WHEN '${code}' THEN ${Math.trunc(id)}`).join(' ');
    statements.push(
      db.prepare(
        `UPDATE ${leis} SET bank_id = CASE code ${cases} END WHERE code IN (${chunk.map(([c]) => `'${c}'`).join(',')})`,
      ),
    );
  }
  // Without an address or jurisdiction the importer took the country of most of the LEI's BICs,
  // which for a bank with many foreign branches is a branch country: its bank's country is better.
  statements.push(
    db.prepare(`
    UPDATE ${leis} AS l SET country = b.country FROM ${banks} AS b
    WHERE b.id = l.bank_id AND l.legal_address_country IS NULL AND l.legal_jurisdiction IS NULL`),
  );
  await db.batch(statements);
  return { linked: links.length, byName };
}
