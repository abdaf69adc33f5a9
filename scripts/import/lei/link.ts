// Links LEIs and banks once every table is filled aside, before the swap (refresh.ts):
//  - banks.lei: the LEI mapped to the bank's head-office BIC (BIC8 + XXX);
//  - leis.bank_id: the bank its BICs belong to (and, for records without an address, the country).
// Done in SQL on the aside tables because the banks are derived by another source (swift) in
// the same run: only the database holds both. The bank ids therefore always match the banks
// being swapped in.
import { quoteIdent } from '../sql';

export interface LinkTables {
  /** The name to read a table under: its aside copy when this run loads it, else the served one. */
  name(table: string): string;
  loaded: ReadonlySet<string>;
}

export async function linkLeisToBanks(db: D1Database, tables: LinkTables): Promise<void> {
  if (!tables.loaded.has('leis') || !tables.loaded.has('lei_bics')) return;
  const [leis, leiBics, swifts, banks] = ['leis', 'lei_bics', 'swifts', 'banks'].map((t) => quoteIdent(tables.name(t)));
  const statements: D1PreparedStatement[] = [];
  // Only when banks are rebuilt in this run: the served banks table is never written outside the swap.
  if (tables.loaded.has('banks')) {
    // A head-office BIC held by several LEIs (GLEIF's map has a few): the LEI of the bank's own
    // country first, then the lowest code, so the choice never depends on row order.
    statements.push(db.prepare(`
      UPDATE ${banks} AS b SET lei = pick.lei FROM (
        SELECT id, lei FROM (
          SELECT bk.id, lb.lei, row_number() OVER (PARTITION BY bk.id ORDER BY (l.country IS bk.country) DESC, lb.lei) AS rn
          FROM ${banks} AS bk
          JOIN ${leiBics} AS lb ON lb.bic = bk.head_office_swift || 'XXX'
          LEFT JOIN ${leis} AS l ON l.code = lb.lei
          WHERE bk.head_office_swift IS NOT NULL
        ) WHERE rn = 1
      ) AS pick WHERE pick.id = b.id`));
  }
  // The LEI's bank, among the banks of its BICs: the bank whose head-office LEI it is, then a
  // bank of the country its record gives (legal address or jurisdiction, golden copy / API only),
  // then the largest bank (most SWIFT codes), then the one holding most of its BICs, then the
  // lowest id. GLEIF maps the BICs of foreign branches to the parent's LEI, and these branches
  // head their own "bank" here (DEUTGB2L is Deutsche Bank in GB): the home bank is the larger one.
  statements.push(db.prepare(`
    UPDATE ${leis} AS l SET bank_id = pick.bank_id FROM (
      SELECT lei, bank_id FROM (
        SELECT lb.lei, s.bank_id,
               row_number() OVER (PARTITION BY lb.lei ORDER BY
                 max(b.lei IS lb.lei) DESC,
                 max(b.country IS coalesce(le.legal_address_country, substr(le.legal_jurisdiction, 1, 2))) DESC,
                 max(b.swifts_count) DESC, count(*) DESC, s.bank_id) AS rn
        FROM ${leiBics} AS lb
        JOIN ${swifts} AS s ON s.code = lb.bic
        JOIN ${banks} AS b ON b.id = s.bank_id
        JOIN ${leis} AS le ON le.code = lb.lei
        GROUP BY lb.lei, s.bank_id
      ) WHERE rn = 1
    ) AS pick WHERE pick.lei = l.code`));
  // Without an address or jurisdiction the importer took the country of most of the LEI's BICs,
  // which for a bank with many foreign branches is a branch country: its bank's country is better.
  statements.push(db.prepare(`
    UPDATE ${leis} AS l SET country = b.country FROM ${banks} AS b
    WHERE b.id = l.bank_id AND l.legal_address_country IS NULL AND l.legal_jurisdiction IS NULL`));
  await db.batch(statements);
}
