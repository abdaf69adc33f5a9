// Links LEIs and banks once every table is filled aside, before the swap (refresh.ts):
//  - banks.lei: the LEI of the bank's head-office BIC (BIC8 + XXX) where the derivation did not
//    already set it (a BIC GLEIF maps to several LEIs: the LEI of the bank's own country first);
//  - leis.bank_id: the one bank the LEI is (see pickBank), and for records without an address
//    the country of that bank.
// The bank ids come from another source (swift) in the same run, so the rows are read back from
// the aside tables; the choice is made in TypeScript (name keys, see ../name-key.ts) and written
// back in batches.
import type { BankRow } from '../../../rows/banks';
import { nameKey } from '../../../../scripts/import/name-key';
import { homeNetwork, readNetworks } from '../../../../scripts/import/network';
import { isBranchName } from '../../../../scripts/import/prominence';
import { quoteIdent } from '../../../../scripts/import/sql';

export interface LinkTables {
  /** The name to read a table under: its aside copy when this run loads it, else the served one. */
  name(table: string): string;
  loaded: ReadonlySet<string>;
}

export interface LeiCandidate {
  bank_id: number;
  country: string;
  /** The bank's name key (or its head-office SWIFT row's) equals the LEI legal name's key. */
  same_name: boolean;
  /** How many of the LEI's BICs belong to the bank (0: a same-name bank in a country of its BICs). */
  bics: number;
  /** The bank's own head-office LEI is this one, or (same name) it holds a primary office GLEIF maps to it. */
  head_office: boolean;
  swifts_count: number;
  /** Its name says it is a branch or agency of a foreign bank ("UBS AG London Branch"). */
  branch: boolean;
  /** Its domestic network (../network.ts, homeNetwork). */
  network: number;
  /** Cities of its current SWIFT codes: breaks a tie of networks. */
  cities: number;
}

/**
 * What a legal name says of its country: its script (Unicode script property, UAX #24: Hangul
 * is Korean, kana Japanese) or a legal form only one jurisdiction's law has (ISO 20275 entity
 * legal forms: a "National Association" is a US national bank, a "Designated Activity Company"
 * Irish, an Aktiengesellschaft, AG, GmbH or eG German-speaking). Scripts and forms shared by many countries
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
  [/\bAKTIENGESELLSCHAFT\b|\bAG$|\bGMBH$|\beG$/iu, ['DE', 'AT', 'CH', 'LI']],
  [/\bS\.P\.A\.?$/iu, ['IT', 'SM']],
  // Nordic and Baltic company forms: a Danish aktieselskab (Danske Bank A/S, whose Irish branch
  // holds 310 sort-code BICs), a Swedish publicly traded aktiebolag (AB alone is also a
  // Lithuanian akcinė bendrovė), a Norwegian allmennaksjeselskap, a Finnish julkinen osakeyhtiö.
  [/\bA\/S$/iu, ['DK', 'FO', 'GL']],
  [/\bAB \(PUBL\)$/iu, ['SE']],
  [/\bAB$/iu, ['SE', 'LT']],
  [/\bASA$/iu, ['NO']],
  [/\b(?:OYJ|ABP)$/iu, ['FI', 'AX']],
  // Gulf and Levant joint-stock forms, Malaysia's Berhad, Indonesia's Tbk, Turkey's anonim şirketi.
  [/\bS\.?A\.?L\.?$/iu, ['LB']],
  [/\bB\.?S\.?C\.?(?:\s*\(C\))?$/iu, ['BH']],
  [/\bQ\.?P?\.?S\.?C\.?\)?$/iu, ['QA']],
  [/\bK\.?S\.?C\.?P?\.?$/iu, ['KW']],
  [/\bBERHAD$|\bBHD\.?$/iu, ['MY']],
  [/\bTBK\.?$/iu, ['ID']],
  [/\bANON[İI]M [ŞS][İI]RKET[İI]$|\bA\.?Ş\.?$/iu, ['TR']],
];

/** The countries a legal name points to by its script or legal form, or null. */
export function nameCountries(name: string | null): readonly string[] | null {
  if (!name) return null;
  return NAME_COUNTRIES.find(([pattern]) => pattern.test(name))?.[1] ?? null;
}

/**
 * The bank an LEI is, on positive evidence only: a bank holding one of its BICs, or a bank of
 * the same legal name in a country where it has BICs. Criteria in order:
 * 1. the same legal name (the bank's, or its head-office SWIFT row's: OCBCSGSGXXX reads
 *    "OVERSEA-CHINESE BANKING CORPORATION LIMITED" where the 2025 list names the SG code "OCBC
 *    SECURITIES") and holding BICs; the same legal name;
 * 2. the country the record gives (golden copy / API); the country its name points to (nameCountries);
 * 3. the head-office LEI (or, for a bank of the legal name, a primary office (XXX) GLEIF maps
 *    to it: Westpac's Australian bank holds WPACAU2SXXX, its head office WPACAU2F is unmapped);
 *    a name, and a head-office SWIFT row, that do not say branch or agency ("UBS AG", not "UBS
 *    AG London Branch"; Bank of East Asia's US bank, whose row reads "... NEW YORK BRANCH");
 * 4. the domestic network (../network.ts, homeNetwork: current SWIFT codes, register entries
 *    and BINs), then the cities of its current codes: GLEIF maps the BICs of foreign branches
 *    to the parent's LEI, and a foreign branch can hold as many codes as the head office
 *    (Scotiabank: 56 current codes in New York's 2 cities and in Canada's 9; TD: 6 in London,
 *    5 and 2 BINs in Canada); then the most SWIFT codes; the count of mapped BICs only breaks
 *    a tie.
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
    c.branch ? 0 : 1,
    c.network,
    c.cities,
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

/**
 * The bank is the legal entity GLEIF names: its name, or the name its head-office SWIFT row
 * gives, has the legal name's key (null: a key too weak to compare, "UBS AG").
 */
export function isSameLegalName(legalKey: string | null, bankName: string, headRowName: string | null): boolean {
  return legalKey !== null && (nameKey(bankName) === legalKey || nameKey(headRowName) === legalKey);
}

/**
 * The bank of an LEI that has no candidate (no bank holds its BICs, none has its legal name in a
 * country of its BICs): the ISO 9362 institution its BICs name (country + institution code, the
 * BIC's first six characters) when that institution is one bank of ours, the bank is no other
 * LEI's (its head-office LEI is this one or none), and GLEIF maps no other LEI to a BIC of that
 * institution. The 2025 institution list names institutions whose BICs are in neither SWIFT file
 * (964 of the 1,265 LEIs without a candidate, most of them renamed since: Cairn Capital is now
 * Polus Capital Management, Nikko Asset Management Europe is Amova): GLEIF's map is the evidence
 * that the institution is this legal entity. A code shared by independent institutions (split
 * into several banks, rule 1 of docs/bank-identity.md) says nothing about which part, and a BIC
 * GLEIF maps to several LEIs is no evidence.
 */
export function institutionBank(
  lei: string,
  institutions: readonly string[],
  banksOf: ReadonlyMap<string, readonly { id: number; lei: string | null }[]>,
  leisOf: ReadonlyMap<string, ReadonlySet<string>>,
): number | null {
  const found = new Set<number>();
  for (const institution of institutions) {
    const banks = banksOf.get(institution) ?? [];
    if (banks.length > 1) return null;
    const bank = banks[0];
    if (!bank) continue;
    if ((bank.lei !== null && bank.lei !== lei) || [...(leisOf.get(institution) ?? [])].some((l) => l !== lei))
      return null;
    found.add(bank.id);
  }
  return found.size === 1 ? [...found][0]! : null;
}

export async function linkLeisToBanks(
  db: D1Database,
  tables: LinkTables,
): Promise<{ linked: number; byName: number; byInstitution: number }> {
  if (!tables.loaded.has('leis') || !tables.loaded.has('lei_bics')) return { linked: 0, byName: 0, byInstitution: 0 };
  const [leis, leiBics, swifts, banks] = ['leis', 'lei_bics', 'swifts', 'banks'].map((t) => quoteIdent(tables.name(t)));
  if (tables.loaded.has('banks')) {
    // A head-office BIC held by several LEIs (GLEIF's map has a few): the LEI of the bank's own
    // country first, then one whose legal name starts with the bank's first word (BKBKESMMXXX is
    // mapped to Bankinter and to EVO Banco, which it absorbed), then the lowest code, so the
    // choice never depends on row order.
    await db
      .prepare(`
      UPDATE ${banks} AS b SET lei = pick.lei FROM (
        SELECT id, lei FROM (
          SELECT bk.id, lb.lei, row_number() OVER (PARTITION BY bk.id ORDER BY (l.country IS bk.country) DESC,
            upper(l.legal_name) LIKE upper(rtrim(substr(bk.name, 1, instr(bk.name || ' ', ' ') - 1), ',.')) || '%' DESC,
            lb.lei) AS rn
          FROM ${banks} AS bk
          JOIN ${leiBics} AS lb ON lb.bic = bk.head_office_swift || 'XXX'
          LEFT JOIN ${leis} AS l ON l.code = lb.lei
          WHERE bk.head_office_swift IS NOT NULL AND bk.lei IS NULL
        ) WHERE rn = 1
      ) AS pick WHERE pick.id = b.id`)
      .run();
  }
  const bankRows = (
    await db
      .prepare(`
    SELECT b.id, b.country, b.name, b.lei, b.swifts_count, b.institution_code, h.bank_name AS head_row FROM ${banks} AS b
    LEFT JOIN ${swifts} AS h ON h.code = b.head_office_swift || 'XXX'`)
      .all<
        Pick<BankRow, 'id' | 'country' | 'name' | 'lei' | 'swifts_count' | 'institution_code'> & {
          head_row: string | null;
        }
      >()
  ).results;
  const networks = await readNetworks(db, tables.name);
  const held = (
    await db
      .prepare(`
    SELECT lb.lei, s.bank_id, count(*) AS n, sum(lb.bic LIKE '%XXX') AS primaries FROM ${leiBics} AS lb JOIN ${swifts} AS s ON s.code = lb.bic
    WHERE s.bank_id IS NOT NULL GROUP BY lb.lei, s.bank_id`)
      .all<{ lei: string; bank_id: number; n: number; primaries: number }>()
  ).results;
  const countries = (
    await db
      .prepare(`SELECT DISTINCT lei, substr(bic, 5, 2) AS country FROM ${leiBics}`)
      .all<{ lei: string; country: string }>()
  ).results;
  // The ISO 9362 institutions (country:code) of each LEI's BICs, without the BICs GLEIF maps to several LEIs.
  const institutionRows = (
    await db
      .prepare(`
    SELECT DISTINCT lei, substr(bic, 5, 2) || ':' || substr(bic, 1, 4) AS institution FROM ${leiBics}
    WHERE bic NOT IN (SELECT bic FROM ${leiBics} GROUP BY bic HAVING count(*) > 1)`)
      .all<{ lei: string; institution: string }>()
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
  const primaryHeld = new Set<string>(); // "lei:bank id" of banks holding a primary office (XXX) of the LEI
  for (const h of held) {
    heldBy.set(h.lei, (heldBy.get(h.lei) ?? new Map()).set(h.bank_id, h.n));
    if (h.primaries > 0) primaryHeld.add(`${h.lei}:${h.bank_id}`);
  }
  const institutionsOf = new Map<string, string[]>();
  const leisOfInstitution = new Map<string, Set<string>>();
  for (const { lei, institution } of institutionRows) {
    institutionsOf.set(lei, [...(institutionsOf.get(lei) ?? []), institution]);
    leisOfInstitution.set(institution, (leisOfInstitution.get(institution) ?? new Set()).add(lei));
  }
  const banksOfInstitution = new Map<string, typeof bankRows>();
  for (const b of bankRows) {
    if (!b.institution_code) continue;
    const k = `${b.country}:${b.institution_code}`;
    banksOfInstitution.set(k, [...(banksOfInstitution.get(k) ?? []), b]);
  }
  const countriesOf = new Map<string, string[]>();
  for (const c of countries) countriesOf.set(c.lei, [...(countriesOf.get(c.lei) ?? []), c.country]);

  const links: [string, number][] = [];
  let byName = 0;
  let byInstitution = 0;
  for (const r of records) {
    const key = nameKey(r.legal_name);
    const candidates = new Map<number, LeiCandidate>();
    const add = (bankId: number, bics: number) => {
      const b = bankById.get(bankId);
      if (!b) return;
      const sameName = isSameLegalName(key, b.name, b.head_row);
      candidates.set(bankId, {
        bank_id: b.id,
        country: b.country,
        same_name: sameName,
        bics,
        head_office: b.lei === r.code || (sameName && primaryHeld.has(`${r.code}:${b.id}`)),
        swifts_count: b.swifts_count,
        branch: isBranchName(b.name) || (b.head_row !== null && isBranchName(b.head_row)),
        network: homeNetwork(networks.get(b.id)),
        cities: networks.get(b.id)?.cities ?? 0,
      });
    };
    for (const [bankId, n] of heldBy.get(r.code) ?? []) add(bankId, n);
    if (key)
      for (const country of countriesOf.get(r.code) ?? [])
        for (const b of byKey.get(`${country}:${key}`) ?? []) if (!candidates.has(b.id)) add(b.id, 0);
    const pick = pickBank([...candidates.values()], r.country, nameCountries(r.legal_name));
    if (!pick) {
      const bank = institutionBank(r.code, institutionsOf.get(r.code) ?? [], banksOfInstitution, leisOfInstitution);
      if (bank !== null) {
        links.push([r.code, bank]);
        byInstitution++;
      }
      continue;
    }
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
  // A bank GLEIF's map gives no LEI of its own (its head-office BIC is not mapped) shows the one
  // LEI linked to it: Bank of America, N.A. and 3,700 others named none on their page. Never
  // an LEI whose check digits fail (ISO 17442, ISO 7064 MOD 97-10), nor one of several.
  if (tables.loaded.has('banks'))
    statements.push(
      db.prepare(`
      UPDATE ${banks} AS b SET lei = one.code FROM (
        SELECT bank_id, min(code) AS code FROM ${leis} WHERE bank_id IS NOT NULL GROUP BY bank_id
        HAVING count(*) = 1 AND min(checksum_valid) = 1
      ) AS one WHERE one.bank_id = b.id AND b.lei IS NULL`),
    );
  // Without an address or jurisdiction the importer took the country of most of the LEI's BICs,
  // which for a bank with many foreign branches is a branch country: its bank's country is better.
  statements.push(
    db.prepare(`
    UPDATE ${leis} AS l SET country = b.country FROM ${banks} AS b
    WHERE b.id = l.bank_id AND l.legal_address_country IS NULL AND l.legal_jurisdiction IS NULL`),
  );
  await db.batch(statements);
  return { linked: links.length, byName, byInstitution };
}
