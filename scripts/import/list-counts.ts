// The lengths of the code lists (migrations/0043_p_list_counts.sql), counted from the tables the
// import has just filled and linked: per bank, per country, per bank and country, and in all.
// Run in the importer's verify step after the links (bank_id) are set, and by the Worker and
// end-to-end tests on the fixture rows (tests/worker/setup.ts, tests/e2e/site.ts): one builder,
// the D1 API only. What reads it: worker/db/filter.ts (list totals), worker/db/bank-extras.ts.

export const LIST_COUNTS_TABLE = 'list_counts';

/** Code tables with the lists' two filters (SPEC.md section 7: country, bank). */
const BY_BANK_AND_COUNTRY = ['swifts', 'bins', 'ifscs', 'rubics'] as const;
/** Lists of a bank only (a US routing number has no country column: it is always US). */
const BY_BANK: readonly { list: string; from: string; where: string }[] = [
  { list: 'routings', from: 'routings', where: 'TRUE' },
  { list: 'routings.fedach', from: 'routings', where: "process_status IN ('both', 'fedach')" },
  { list: 'routings.fedwire', from: 'routings', where: "process_status IN ('both', 'fedwire')" },
];

export async function fillListCounts(
  db: D1Database,
  table: (name: string) => string = (name) => name,
): Promise<number> {
  const t = (name: string) => `"${table(name)}"`;
  const into = `INSERT INTO ${t(LIST_COUNTS_TABLE)} (list, bank_id, country, n)`;
  const statements = [`DELETE FROM ${t(LIST_COUNTS_TABLE)}`];
  for (const name of BY_BANK_AND_COUNTRY) {
    const from = t(name);
    statements.push(
      `${into} SELECT '${name}', bank_id, country, count(*) FROM ${from} WHERE bank_id IS NOT NULL AND country IS NOT NULL GROUP BY bank_id, country`,
      `${into} SELECT '${name}', 0, country, count(*) FROM ${from} WHERE country IS NOT NULL GROUP BY country`,
      `${into} SELECT '${name}', bank_id, '', count(*) FROM ${from} WHERE bank_id IS NOT NULL GROUP BY bank_id`,
      `${into} SELECT '${name}', 0, '', count(*) FROM ${from}`,
    );
  }
  for (const { list, from, where } of BY_BANK) {
    statements.push(
      `${into} SELECT '${list}', bank_id, '', count(*) FROM ${t(from)} WHERE bank_id IS NOT NULL AND ${where} GROUP BY bank_id`,
      `${into} SELECT '${list}', 0, '', count(*) FROM ${t(from)} WHERE ${where}`,
    );
  }
  await db.batch(statements.map((sql) => db.prepare(sql)));
  return (await db.prepare(`SELECT count(*) AS n FROM ${t(LIST_COUNTS_TABLE)}`).first<number>('n')) ?? 0;
}
