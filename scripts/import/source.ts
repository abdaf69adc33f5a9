// What a data source is to the importer (scripts/import/importer.ts runs them in order). Its own
// module so that a source depends on this contract, not on the importer: importer.ts imports
// every source, and a source importing importer.ts back made the import graph a cycle.
import type { TableLoad } from './load';
import type { FileTally } from './tally';

export interface SourceContext {
  dataDir: string;
  /** Alpha-2 codes of the countries table (ISO 3166-1 plus XK): rows of other countries are rejected. */
  knownCountries: ReadonlySet<string>;
  log: (line: string) => void;
  /**
   * What the sources before this one returned (banks, swifts, ...): lets a source link its rows
   * to banks while reading (read them with scripts/import/earlier-banks.ts).
   */
  earlier: readonly TableLoad[];
  /** Records a figure for the import summary (link counts, ...), read by `npm run data:audit`. */
  note?: (key: string, value: number) => void;
}

export interface SourceOutput {
  loads: TableLoad[];
  tallies: FileTally[];
}

/** One data source: each identifier kind's importer is one (shared/kinds/<kind>/import/, gathered by ./kinds.ts). */
export interface Source {
  name: string;
  /**
   * Adds banks of its own (SWIFT's institutions, IFSC's Indian banks, ED807's Russian ones): such
   * sources read before the ones that only link their codes to the banks read so far.
   */
  addsBanks?: boolean;
  load(ctx: SourceContext): Promise<SourceOutput>;
  /**
   * Optional: runs on the filled tables before reconciliation, to link rows to what another
   * source built in the same run (bank ids). `table(name)` is the aside name of a table being
   * loaded, else the served one.
   */
  link?(db: D1Database, table: (name: string) => string, log: (line: string) => void): Promise<void>;
}
