// The import as a whole: read every source, check the tallies, fill the tables aside, reconcile
// against what the database holds, swap. Used by index.ts (CLI) and by the tests.
import { existsSync } from 'node:fs';
import { BANK_COLUMNS, deriveBanks, readLeiEvidence } from './banks';
import { COUNTRY_COLUMNS, loadCountries } from './countries';
import { applyMigrations, openLocalD1 } from './d1';
import { countRows, refreshTables, type TableLoad } from './refresh';
import { quoteIdent, type SqlValue } from './sql';
import { INSTITUTIONS, SWIFT_COLUMNS, loadSwift } from './swift';
import { usRoutingSource } from './routing';
import { ibanSource } from './iban';
import { assertBalanced, type FileTally } from './tally';
import { ifscSource } from './ifsc';
import { rubicSource } from './rubic';
import { binSource } from './bin';
import { createLeiSource } from './lei/source';
import { bankWordsLoad } from './bank-words';
import { SEARCH_TABLES, buildSearchIndex } from './search-index';
import { applyDisplayNames } from './display-names';
import { fillProminence } from './prominence';
import { LIST_COUNTS_TABLE, fillListCounts } from './list-counts';
import { HEAD_OFFICE_OVERRIDES } from './corrections';
import { NO_PREVIOUS_SLUGS, readPreviousSlugs, stabilizeSlugs, type PreviousSlugs } from './slugs';

/** Bump when the importer stores different data: `--if-needed` (npm start) then re-imports. */
export const IMPORTER_VERSION = 9; // 9: list_counts (migrations/0043_p_list_counts.sql)

export interface SourceContext {
  dataDir: string;
  /** Alpha-2 codes of the countries table (ISO 3166-1 plus XK): rows of other countries are rejected. */
  knownCountries: ReadonlySet<string>;
  log: (line: string) => void;
  /** What the sources before this one returned (banks, swifts, ...): lets a source link its rows to banks. */
  earlier: readonly TableLoad[];
  /** Records a figure for the import summary (link counts, ...), read by `npm run data:audit`. */
  note?: (key: string, value: number) => void;
}

export interface SourceOutput {
  loads: TableLoad[];
  tallies: FileTally[];
}

/** One data source: adding BIN, IFSC, routing, ... means adding an entry to DEFAULT_SOURCES. */
export interface Source {
  name: string;
  load(ctx: SourceContext): Promise<SourceOutput>;
  /**
   * Optional: runs on the filled tables before reconciliation, to link rows to what another
   * source built in the same run (bank ids). `table(name)` is the aside name of a table being
   * loaded, else the served one.
   */
  link?(db: D1Database, table: (name: string) => string, log: (line: string) => void): Promise<void>;
}

/** SWIFT codes and the banks derived from them: one unit, since bank ids link the two tables. */
export const swiftSource: Source = {
  name: 'swift',
  async load({ dataDir, knownCountries, log, note }) {
    const { swifts, institutions, tallies } = await loadSwift(dataDir, knownCountries, log);
    const lei = await readLeiEvidence(dataDir, knownCountries);
    const { banks, tally, sharedCodes, splitBanks, mergedCodes, mergedInstitutions } = deriveBanks(swifts, institutions, lei);
    // An institution merged into its legal entity's bank is no bank row of its own: its list says why.
    const listed = tallies.find((t) => t.table === 'banks' && t.source === INSTITUTIONS.source);
    if (listed && mergedInstitutions > 0) {
      listed.stored -= mergedInstitutions;
      listed.rejected.merged_into_same_legal_entity = mergedInstitutions;
    }
    note?.('swift.merged_codes', mergedCodes);
    note?.('swift.shared_codes', sharedCodes);
    note?.('swift.split_banks', splitBanks);
    note?.('corrections.head_office', Object.keys(HEAD_OFFICE_OVERRIDES).length);
    log(`swift: ${swifts.length} codes, ${banks.length} banks derived (${sharedCodes} institution codes shared by independent institutions: ${splitBanks} banks split off; ${mergedCodes} codes merged into their legal entity's bank)`);
    return {
      loads: [toLoad('swifts', SWIFT_COLUMNS, swifts), toLoad('banks', BANK_COLUMNS, banks)],
      tallies: [...tallies, tally],
    };
  },
};

// Order matters: sources that add banks (IFSC: Indian banks without SWIFT; ED807: Russian
// banks) come before the sources that link their codes to banks.
export const DEFAULT_SOURCES: readonly Source[] = [swiftSource, ifscSource, rubicSource, usRoutingSource, binSource, ibanSource, createLeiSource()];

export interface ImportOptions {
  dataDir: string;
  persistDir: string;
  migrationsDir: string;
  databaseId: string;
  sources?: readonly Source[];
  log?: (line: string) => void;
}

export interface ImportSummary {
  importerVersion: number;
  finishedAt: string;
  durationMs: number;
  tallies: FileTally[];
  rows: Record<string, number>;
  /** Figures the sources noted (links, unlinked and ambiguous counts, names), see SourceContext.note. */
  notes: Record<string, number>;
}

export class DataDirMissingError extends Error {}

export async function runImport(options: ImportOptions): Promise<ImportSummary> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  if (!existsSync(options.dataDir)) {
    throw new DataDirMissingError(
      `data folder not found: ${options.dataDir} (set DATA_DIR to the folder holding countries/, swift/, ...)`,
    );
  }

  // The database is only read before everything is read and derived in memory: a bad file
  // fails with the served data untouched. What it reads is the served banks' slugs, so that
  // slugs stay stable across imports (scripts/import/slugs.ts).
  const notes: Record<string, number> = {};
  const { db, dispose } = await openLocalD1(options.persistDir, options.databaseId);
  // Rows a source spilled to disk (scripts/import/lei: the golden copy) are removed however the run ends.
  let spilled: TableLoad[] = [];
  try {
    const applied = await applyMigrations(db, options.migrationsDir);
    if (applied.length > 0) log(`migrations applied: ${applied.join(', ')}`);
    const previous = await readPreviousSlugs(db);
    const { loads, tallies } = await readSources(options, log, (key, value) => (notes[key] = value), previous);
    spilled = loads;
    const summary: ImportSummary = {
      importerVersion: IMPORTER_VERSION,
      finishedAt: '',
      durationMs: 0,
      tallies,
      rows: Object.fromEntries(loads.map((l) => [l.table, l.rows.length])),
      notes,
    };
    let lastLogged = 0;
    await refreshTables(db, loads, {
      onProgress: (table, written, total) => {
        if (written === total || written - lastLogged >= 20000 || written < lastLogged) {
          log(`${table}: ${written}/${total} rows written`);
          lastLogged = written === total ? 0 : written;
        }
      },
      verify: async (aside) => {
        // Rows spilled to disk are known once the table took them (their repeats are dropped).
        for (const l of loads) if (l.spilled) summary.rows[l.table] = await countRows(db, aside(l.table));
        log('reconciling and swapping in');
        const loaded = new Set(loads.map((l) => l.table));
        if (loaded.has('banks') && loaded.has('swifts')) await fillCountryCounts(db, aside);
        const table = (name: string) => (loaded.has(name) ? aside(name) : name);
        for (const source of options.sources ?? DEFAULT_SOURCES) await source.link?.(db, table, log);
        if (loaded.has('banks')) await fillProminence(db, table, loaded);
        // List lengths ("first 20 of N"), counted once the codes are linked to their banks.
        if (loaded.has(LIST_COUNTS_TABLE)) summary.rows[LIST_COUNTS_TABLE] = await fillListCounts(db, table);
        // The search index reads the filled tables, the banks' prominence included.
        if (loaded.has('search_docs')) {
          await buildSearchIndex(db, table, log);
          // The index is built here, not loaded: the summary states the rows it holds, so that a
          // publish (scripts/publish) compares them like every other table's.
          for (const name of SEARCH_TABLES) {
            const n = await db.prepare(`SELECT count(*) AS n FROM "${aside(name)}"`).first<{ n: number }>();
            summary.rows[name] = n?.n ?? 0;
          }
        }
        await reconcile(db, aside, tallies);
      },
      // Recorded in the swap transaction: a run is listed only if its data was swapped in.
      swapExtras: () => {
        summary.finishedAt = new Date().toISOString();
        summary.durationMs = Math.round(performance.now() - started);
        return [
          db
            .prepare('INSERT INTO import_runs (importer_version, finished_at, summary) VALUES (?1, ?2, ?3)')
            .bind(IMPORTER_VERSION, summary.finishedAt, JSON.stringify(summary)),
        ];
      },
    });
    summary.durationMs = Math.round(performance.now() - started); // now including the swap
    log('swapped in');
    return summary;
  } finally {
    spilled.forEach((l) => l.spilled?.dispose());
    await dispose();
  }
}

async function readSources(
  options: ImportOptions,
  log: (line: string) => void,
  note: (key: string, value: number) => void = () => {},
  previous: PreviousSlugs = NO_PREVIOUS_SLUGS,
): Promise<SourceOutput> {
  log('countries: reading');
  const countries = await loadCountries(options.dataDir);
  const loads: TableLoad[] = [toLoad('countries', COUNTRY_COLUMNS, countries.countries)];
  const ctx: SourceContext = {
    dataDir: options.dataDir,
    knownCountries: new Set(countries.countries.map((c) => c.code)),
    log,
    earlier: [],
    note,
  };
  const tallies: FileTally[] = [...countries.tallies];
  try {
    for (const source of options.sources ?? DEFAULT_SOURCES) {
      log(`${source.name}: reading`);
      const output = await source.load({ ...ctx, earlier: [...loads] });
      loads.push(...output.loads);
      tallies.push(...output.tallies);
    }
    assertBalanced(tallies);
  } catch (error) {
    loads.forEach((l) => l.spilled?.dispose());
    throw error;
  }
  const merged = mergeLoads(loads);
  // Slugs settled against the served data, before display names (a slug does not depend on casing).
  const bankLoad = merged.find((l) => l.table === 'banks');
  if (bankLoad) {
    const { redirects, stats } = stabilizeSlugs(bankLoad, previous);
    merged.push(redirects);
    for (const [k, v] of Object.entries(stats)) note(`slugs.${k}`, v);
    log(`slugs: ${stats.known} banks known from the served data, ${stats.kept} kept their slug, ${stats.changed} changed; ${stats.redirects} redirects (${stats.dropped} dropped); ${stats.duplicateKeys} duplicate identity keys`);
  }
  // Display names last: every source has linked its codes by then (on the sources' own wording).
  const names = applyDisplayNames(merged);
  for (const [k, v] of Object.entries(names)) note(`names.${k}`, v);
  log(`names: ${names.banks} banks, ALL CAPS ${names.allCapsBefore} -> ${names.allCapsAfter}; ${names.cityAdded} same-name banks told apart by their city`);
  // The search index of bank names goes with the banks it indexes.
  if (merged.some((l) => l.table === 'banks')) merged.push(bankWordsLoad(merged.find((l) => l.table === 'banks')));
  // The search index (scripts/import/search-index.ts) is built aside from the filled tables
  // before the swap: its tables start empty here.
  if (merged.some((l) => l.table === 'banks')) merged.push(...SEARCH_TABLES.map((table) => ({ table, columns: [], rows: [] })));
  // So are the list lengths (scripts/import/list-counts.ts), counted over the linked tables.
  if (merged.some((l) => l.table === 'banks')) merged.push({ table: LIST_COUNTS_TABLE, columns: [], rows: [] });
  return { loads: merged, tallies };
}

/**
 * Several sources may fill one table (banks: derived from SWIFT, added from the IFSC list and
 * the ED807 directory): their loads become one, in source order, over the union of their
 * columns (a column one source does not set is null in its rows).
 */
export function mergeLoads(loads: readonly TableLoad[]): TableLoad[] {
  const byTable = new Map<string, TableLoad[]>();
  for (const load of loads) byTable.set(load.table, [...(byTable.get(load.table) ?? []), load]);
  return [...byTable.values()].map((group) => {
    if (group.length === 1) return group[0]!;
    if (group.some((l) => l.spilled)) throw new Error(`${group[0]!.table}: rows spilled to disk cannot be merged with another source's`);
    const columns = [...new Set(group.flatMap((l) => l.columns))];
    const rows = group.flatMap((l) => {
      const index = columns.map((c) => l.columns.indexOf(c));
      return l.rows.map((r) => index.map((i) => (i < 0 ? null : (r[i] ?? null))));
    });
    return { table: group[0]!.table, columns, rows };
  });
}

/** Column-ordered rows for a table, from row objects. */
function toLoad<T extends object>(table: string, columns: readonly (keyof T & string)[], rows: readonly T[]): TableLoad {
  return { table, columns, rows: rows.map((row) => columns.map((c) => row[c] as SqlValue)) };
}

/** Counts per country, from what was actually stored aside. */
async function fillCountryCounts(db: D1Database, aside: (table: string) => string): Promise<void> {
  // UPDATE ... FROM one GROUP BY: the aside tables have no index yet, a correlated count per
  // country would scan them 250 times.
  const countries = quoteIdent(aside('countries'));
  const statements = (['banks', 'swifts'] as const).map((table) =>
    db.prepare(
      `UPDATE ${countries} AS c SET ${table}_count = n.count
         FROM (SELECT country, count(*) AS count FROM ${quoteIdent(aside(table))} GROUP BY country) AS n
         WHERE n.country = c.code`,
    ),
  );
  await db.batch(statements);
}

/**
 * "Stored" is checked against the database, not just our arrays: per table, the row count must
 * equal the tallies' stored total, and per (table, source) the rows carrying that source too.
 */
async function reconcile(db: D1Database, aside: (table: string) => string, tallies: readonly FileTally[]): Promise<void> {
  const expected = new Map<string, number>();
  for (const t of tallies) {
    expected.set(t.table, (expected.get(t.table) ?? 0) + t.stored);
    if (t.source !== null) {
      const key = `${t.table}\u0000${t.source}`;
      expected.set(key, (expected.get(key) ?? 0) + t.stored);
    }
  }
  for (const [key, count] of expected) {
    const [table = '', source] = key.split('\u0000');
    const actual =
      source === undefined
        ? await countRows(db, aside(table))
        : ((await db.prepare(`SELECT count(*) AS n FROM ${quoteIdent(aside(table))} WHERE source = ?1`).bind(source).first<number>('n')) ?? 0);
    if (actual !== count) {
      throw new Error(`reconciliation failed: ${table}${source ? ` from ${source}` : ''} holds ${actual} rows, tallies say ${count}`);
    }
  }
}
