// The site's own answers: home page, data sources (the importer's reconciliation), economies.
import * as z from 'zod/mini';
import { BankRef, BankSummary, int, nint, nstr, str } from './common';

export const Counters = z.object({
  banks: int,
  swifts: int,
  us_routings: int,
  bins: int,
  ifscs: int,
  rubics: int,
  leis: int,
  /** The countries with at least one bank: the ones /countries lists. */
  countries: int,
});
export type Counters = z.infer<typeof Counters>;

export const HomePage = z.object({
  counters: Counters,
  recently_viewed: z.object({ bins: z.array(str), swifts: z.array(str), banks: z.array(BankRef) }),
  popular_banks: z.array(BankSummary),
  user_country: str,
});
export type HomePage = z.infer<typeof HomePage>;

const counts = z.record(str, int);

/** What one data file gave the last import (the importer's reconciliation). */
export const SourceFile = z.object({
  /** Path relative to the data folder, or a label such as "(added by hand)". */
  file: str,
  /** Table the stored rows go to. */
  table: str,
  /** Value of the `source` column on the rows stored from this file; null when they differ. */
  source: nstr,
  read: int,
  stored: int,
  rejected: counts.check(z.describe('Rows rejected, by reason')),
  /** Rows stored all the same but marked as suspect (e.g. a failed check digit), by reason. */
  flagged: z.optional(counts).check(z.describe('Rows stored but flagged, by reason')),
});
export type SourceFile = z.infer<typeof SourceFile>;

export const DataSources = z.object({
  imported_at: nstr,
  importer_version: nint,
  datasets: z.array(
    z.object({
      folder: str,
      tables: z.array(str),
      names: z.array(str),
      licence: str,
      url: str,
      files: z.array(SourceFile),
    }),
  ),
  derived: z.array(SourceFile),
});
export type DataSources = z.infer<typeof DataSources>;

/** GET economies: a large economy's main bank and its head-office SWIFT code (BIC8). */
export const Economy = z.object({ country: str, swift: str, bank_name: str, city: nstr, bank: z.nullable(BankRef) });
export type Economy = z.infer<typeof Economy>;
