// The data a measuring script (bench, load, lighthouse) serves: the local D1 that `npm start`
// imported (.wrangler/state) when there is one, else a temporary directory that the test
// fixtures are seeded into once the site has started (its D1 exists only then).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from '../serve.mjs';

/** What `npm start` (and `npm run data:import`) writes. */
export const importedDir = path.join(root, '.wrangler/state');

/** True when the local D1 holds an import. */
export const hasImport = () => existsSync(path.join(importedDir, 'v3/d1'));

/** Statements of a .sql file, by the rules of tests/fixtures/seed.ts. */
const sqlStatements = (text) =>
  text
    .split(/;\s*\n/)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);

/** The .sql files of a folder of the tree, in name order (the order they apply in). */
const sqlFiles = (dir) =>
  readdirSync(path.join(root, dir))
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => path.join(root, dir, f));

/** Fills a started site's empty D1 with the migrations and the fixture rows (as tests/e2e/site.ts). */
export async function seedFixtures(mf) {
  const db = await mf.getD1Database('DB');
  for (const file of [...sqlFiles('migrations'), ...sqlFiles('tests/fixtures/seed')])
    await db.batch(sqlStatements(readFileSync(file, 'utf8')).map((s) => db.prepare(s)));
}

/**
 * Where the site's state lives: the import when there is one (`imported`), else a new temporary
 * directory named after `script`, to seed with seedFixtures() after start and drop with remove().
 */
export function siteData(script) {
  const imported = hasImport();
  const persistDir = imported ? importedDir : mkdtempSync(path.join(tmpdir(), `bankcodes-${script}-`));
  return {
    imported,
    persistDir,
    remove: () => {
      if (!imported) rmSync(persistDir, { recursive: true, force: true });
    },
  };
}
