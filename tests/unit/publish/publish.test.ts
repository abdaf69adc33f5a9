// `npm run data:publish --dry-run` end to end: the fixtures imported into a local D1, published with
// real wrangler (`d1 migrations apply` and `d1 execute --file`, --local --persist-to) into a fresh
// D1 in a temporary directory, compared table by table. Then two failed publishes into that
// same target: the served tables stay exactly as they were.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runImport } from '../../../scripts/import/importer';
import { TableHasher } from '../../../scripts/publish/checksum';
import { publishName } from '../../../scripts/publish/dump';
import { openSqlWorker } from '../../../scripts/publish/local-d1';
import { formatChecks, publish, type PublishResult } from '../../../scripts/publish/publish';
import { readRows, tableShape } from '../../../scripts/publish/read';
import { parseWranglerJson, wranglerTarget, type Target } from '../../../scripts/publish/target';
import { FIXTURE_DATA, MIGRATIONS, REPO_ROOT } from '../import/fixtures';

const DATABASE_ID = '6b6f3a3e-0b1c-4d55-9d3f-5c2a8e1f7a10'; // wrangler.toml's top-level DB
const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  await target.dispose();
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
});

const source = tempDir('publish-source-');
const targetDir = path.join(tempDir('publish-target-'), 'd1');
const target = wranglerTarget({ repoRoot: REPO_ROOT, persistTo: targetDir, localDatabaseId: DATABASE_ID });

async function all<T>(persistDir: string, sql: string): Promise<T[]> {
  // The target is read through its own open connection, as publish reads it.
  if (persistDir === targetDir) return target.query<T>(sql);
  const db = await openSqlWorker(persistDir, DATABASE_ID);
  try {
    return await db.query<T>(sql);
  } finally {
    await db.dispose();
  }
}

/** Every row of every served table, as a reader of the target sees it. */
async function servedContent(persistDir: string, tables: readonly string[]) {
  const content: Record<string, unknown[]> = {};
  for (const t of tables)
    content[t] = await all(persistDir, `SELECT * FROM "${t}" ORDER BY rowid`).catch(() =>
      all(persistDir, `SELECT * FROM "${t}"`),
    );
  const leftovers = await all<{ name: string }>(
    persistDir,
    "SELECT name FROM sqlite_master WHERE name LIKE '%__publish'",
  );
  return { content, leftovers: leftovers.map((r) => r.name) };
}

let result: PublishResult;
const logs: string[] = [];

beforeAll(async () => {
  await runImport({ dataDir: FIXTURE_DATA, persistDir: source, migrationsDir: MIGRATIONS, databaseId: DATABASE_ID });
  // Small load files, so that the fixtures already take several (as the real data does).
  result = await publish({
    persistDir: source,
    databaseId: DATABASE_ID,
    target,
    workDir: tempDir('publish-work-'),
    log: (l) => logs.push(l),
    dump: { fileBytes: 20_000 },
  });
}, 300_000);

describe('data:publish --dry-run', { timeout: 300_000 }, () => {
  it('publishes every imported table with equal row counts and checksums', async () => {
    const summary = JSON.parse(
      (await all<{ summary: string }>(source, 'SELECT summary FROM import_runs'))[0]!.summary,
    ) as { rows: Record<string, number> };
    expect(result.tables.map((t) => t.table)).toEqual(Object.keys(summary.rows));
    for (const t of result.tables) {
      expect(t.source.rows, t.table).toBe(summary.rows[t.table]);
      expect(t.target, t.table).toEqual(t.source);
      expect(t.equal).toBe(true);
    }
    expect(result.files).toBeGreaterThan(3); // prepare, several loads, swap
    expect(formatChecks(result.tables)).toMatch(/^swifts\s+\d+\s+\d+\s+[0-9a-f]{32}\s+[0-9a-f]{32}\s+equal$/m);
    expect(logs.some((l) => /load file 2\/\d+ done/.test(l))).toBe(true);
  });

  it('leaves the rows themselves identical, not just their fingerprints', async () => {
    for (const table of ['swifts', 'leis', 'list_counts']) {
      const order = table === 'list_counts' ? '' : ' ORDER BY rowid'; // WITHOUT ROWID: its key's order
      expect(await all(targetDir, `SELECT * FROM ${table}${order}`), table).toEqual(
        await all(source, `SELECT * FROM ${table}${order}`),
      );
    }
    // The indexes came along, and no copy is left behind.
    const indexes = (db: string) =>
      all<{ name: string }>(
        db,
        "SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name",
      );
    expect(await indexes(targetDir)).toEqual(await indexes(source));
    expect((await servedContent(targetDir, [])).leftovers).toEqual([]);
  });

  it('records the import as a new data version in import_runs', async () => {
    const runs = await all<{ id: number; finished_at: string }>(
      targetDir,
      'SELECT id, finished_at FROM import_runs ORDER BY id',
    );
    expect(runs.at(-1)?.finished_at).toBe(result.run.finished_at);
  });

  it('a fingerprint changes when one value of one row changes', async () => {
    const query = async <T>(sql: string) => all<T>(source, sql);
    const shape = await tableShape(query, 'countries');
    const hash = async (change: boolean) => {
      const h = new TableHasher();
      for await (const page of readRows(query, shape, 'countries', 97))
        for (const row of page) h.add(change && row[0] === 'DE' ? row.map((v, i) => (i === 1 ? `${v}x` : v)) : row);
      return h.result();
    };
    const [same, changed] = [await hash(false), await hash(true)];
    const [{ n }] = (await query<{ n: number }>('SELECT count(*) AS n FROM countries')) as [{ n: number }];
    expect(same.rows).toBe(n);
    expect(changed.rows).toBe(n);
    expect(changed.checksum).not.toBe(same.checksum);
    expect(same).toEqual(result.tables.find((t) => t.table === 'countries')?.source);
  });

  it('a load that fails half-way leaves the served data untouched', async () => {
    const before = await servedContent(targetDir, ['swifts', 'banks', 'leis', 'import_runs']);
    let loads = 0;
    const failing: Target = {
      ...target,
      async executeFile(file) {
        if (path.basename(file).startsWith('load-') && ++loads === 2) throw new Error('network gone');
        return target.executeFile(file);
      },
    };
    await expect(
      publish({
        persistDir: source,
        databaseId: DATABASE_ID,
        target: failing,
        workDir: tempDir('publish-work-'),
        dump: { fileBytes: 20_000 },
      }),
    ).rejects.toThrow('network gone');
    expect(await servedContent(targetDir, ['swifts', 'banks', 'leis', 'import_runs'])).toEqual(before);
  });

  it('a loaded copy that differs from the source is never swapped in', async () => {
    const before = await servedContent(targetDir, ['swifts', 'import_runs']);
    const n = (await all(source, 'SELECT code FROM countries')).length;
    const lossy: Target = {
      ...target,
      async executeFile(file) {
        await target.executeFile(file);
        // A row lost on the way (as a truncated upload would lose it).
        if (path.basename(file) === 'load-001.sql')
          await target.execute(`DELETE FROM ${publishName('countries')} WHERE code = 'DE'`);
      },
    };
    await expect(
      publish({
        persistDir: source,
        databaseId: DATABASE_ID,
        target: lossy,
        workDir: tempDir('publish-work-'),
        dump: { fileBytes: 20_000 },
      }),
    ).rejects.toThrow(`loaded copies differ from the source: countries ${n - 1}/${n} rows`);
    expect(await servedContent(targetDir, ['swifts', 'import_runs'])).toEqual(before);
  });

  it('reads query results the way wrangler prints them with --json (the remote path)', async () => {
    // The remote target reads through `wrangler d1 execute --json`; run it once on the target.
    await target.dispose(); // wrangler opens the file itself
    const viaWrangler = wranglerTarget({ repoRoot: REPO_ROOT, persistTo: targetDir }); // no Miniflare shortcut
    const rows = await viaWrangler.query<{ code: string; name_en: string }>(
      "SELECT code, name_en FROM countries WHERE code IN ('DE', 'FR') ORDER BY code",
    );
    expect(rows).toEqual([
      { code: 'DE', name_en: 'Germany' },
      { code: 'FR', name_en: 'France' },
    ]);
    expect(() => parseWranglerJson('✘ [ERROR] no such table')).toThrow(/no JSON result/);
  });
});
