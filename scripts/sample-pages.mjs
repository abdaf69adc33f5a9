// Page paths drawn from the served D1 for the measuring scripts (lighthouse.mjs, load.mjs), so
// they ask for pages that exist in whatever data is loaded (the full import or the fixtures),
// never a slug written down from one import.

/** The pages Lighthouse scores: the bank with the most SWIFT codes, its head office's SWIFT page, a search for its name. */
export async function headlinePages(db) {
  const bank = await db
    .prepare('SELECT id, country, slug, name, head_office_swift FROM banks ORDER BY swifts_count DESC LIMIT 1')
    .first();
  if (!bank) throw new Error('sample pages: the D1 holds no bank (import the data or seed the fixtures)');
  // Its primary office (BIC8 + XXX) when listed, else its first code.
  const swift = await db
    .prepare('SELECT code FROM swifts WHERE bank_id = ?1 ORDER BY code = ?2 DESC, code LIMIT 1')
    .bind(bank.id, `${bank.head_office_swift}XXX`)
    .first();
  const word = bank.name.split(/\s+/).find((w) => w.length >= 3) ?? bank.name;
  return [
    ['home', '/'],
    ['search', `/search?q=${encodeURIComponent(word.toLowerCase())}`],
    ['swift', `/swifts/${swift.code}`],
    ['bank', `/banks/${bank.country.toLowerCase()}/${bank.slug}`],
  ];
}

/** The long tail's tables: a page path per row (SQL over the table's columns) and a row filter. */
const TAIL = [
  { table: 'swifts', path: "'/swifts/' || code" },
  { table: 'ifscs', path: "'/ifscs/' || code" },
  { table: 'banks', path: "'/banks/' || lower(country) || '/' || slug" },
  { table: 'bins', path: "'/bins/' || iin_start", where: 'prefix_length >= 6' },
  { table: 'routings', path: "'/usroutings/' || routing_number" },
];

/**
 * Up to `perTable` paths per page type, evenly spread over each table (every step-th rowid, read
 * by its key: one query per table that touches only the rows it returns, where sorting the table
 * by a hash read all of it and took minutes on a loaded machine), interleaved so that every
 * stretch of a run has every page type.
 */
export async function longTailPages(db, perTable = 10_000) {
  const lists = [];
  for (const { table, path, where } of TAIL) {
    const { lo, hi } = await db.prepare(`SELECT min(rowid) AS lo, max(rowid) AS hi FROM ${table}`).first();
    if (lo === null) continue;
    const step = Math.max(1, Math.ceil((hi - lo + 1) / perTable));
    const sql = `WITH RECURSIVE pick(id) AS (SELECT ${lo} UNION ALL SELECT id + ${step} FROM pick WHERE id + ${step} <= ${hi})
      SELECT ${path} AS p FROM pick JOIN ${table} ON ${table}.rowid = pick.id${where ? ` WHERE ${where}` : ''}`;
    lists.push((await db.prepare(sql).all()).results.map((r) => r.p));
  }
  const paths = [];
  for (let i = 0; i < Math.max(0, ...lists.map((l) => l.length)); i++)
    for (const l of lists) if (i < l.length) paths.push(l[i]);
  return paths;
}
