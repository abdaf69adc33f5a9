// The LEI source (ISO 17442, GLEIF): the BIC map and names file always; a golden copy when one is
// configured (env GLEIF_GOLDEN_COPY) or lies at <DATA_DIR>/lei/gleif-golden-copy.csv.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Source } from '../importer';
import { readCsv } from '../csv';
import type { TableLoad } from '../refresh';
import type { SqlValue } from '../sql';
import { assembleLeis } from './assemble';
import { LEI_BIC, LEI_NAMES, parseLeiBics, parseLeiNames } from './csv-files';
import { readGoldenCopy } from './golden-copy';
import { linkLeisToBanks } from './link';
import { LEI_BIC_COLUMNS, LEI_COLUMNS } from './row';

export const GOLDEN_COPY_DEFAULT = 'lei/gleif-golden-copy.csv';

/**
 * The golden copy to read, or null. An explicitly configured path that does not exist is an
 * error: the operator asked for it, and importing without it would silently drop its data.
 */
export function goldenCopyPath(dataDir: string, env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.GLEIF_GOLDEN_COPY) {
    const file = path.resolve(env.GLEIF_GOLDEN_COPY);
    if (!existsSync(file)) throw new Error(`GLEIF_GOLDEN_COPY points to a missing file: ${file}`);
    return file;
  }
  const fallback = path.join(dataDir, GOLDEN_COPY_DEFAULT);
  return existsSync(fallback) ? fallback : null;
}

export function createLeiSource(env: NodeJS.ProcessEnv = process.env): Source {
  return {
    name: 'lei',
    async load({ dataDir, log }) {
      const bics = parseLeiBics(await readCsv(path.join(dataDir, LEI_BIC.file), ['LEI', 'BIC']));
      const names = parseLeiNames(await readCsv(path.join(dataDir, LEI_NAMES.file), ['LEI', 'Name']));
      const goldenFile = goldenCopyPath(dataDir, env);
      // All of a golden copy would be millions of LEIs; the site keeps those with a BIC (banks).
      // GLEIF_GOLDEN_COPY_ALL=1 keeps every record.
      const keep = env.GLEIF_GOLDEN_COPY_ALL === '1' ? undefined : (code: string) => bics.byLei.has(code);
      const inData = goldenFile && path.relative(dataDir, goldenFile);
      const label = inData && !inData.startsWith('..') && !path.isAbsolute(inData) ? inData : goldenFile ?? '';
      const golden = goldenFile ? await readGoldenCopy(goldenFile, { label, keep, log }) : null;
      const { leis, tallies } = assembleLeis({ bics, names, golden });
      log(`lei: ${leis.length} LEIs, ${bics.rows.length} LEI-BIC pairs${golden ? `, ${golden.rows.length} from the golden copy` : ''}`);
      return {
        loads: [toLoad('leis', LEI_COLUMNS, leis), toLoad('lei_bics', LEI_BIC_COLUMNS, bics.rows)],
        tallies: golden ? [golden.tally, ...tallies] : tallies,
      };
    },
    // A table is being loaded in this run when its aside name differs from the served one.
    async link(db, table, log) {
      const { linked, byName } = await linkLeisToBanks(db, { name: table, loaded: new Set(['leis', 'lei_bics', 'banks', 'swifts'].filter((t) => table(t) !== t)) });
      log(`lei: ${linked} LEIs linked to a bank (${byName} by legal name in a country of their BICs)`);
    },
  };
}

function toLoad<T extends object>(table: string, columns: readonly (keyof T & string)[], rows: readonly T[]): TableLoad {
  return { table, columns, rows: rows.map((row) => columns.map((c) => row[c] as SqlValue)) };
}
