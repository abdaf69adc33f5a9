// bins (migrations/0002_bins.sql): one BIN/IIN record, a prefix or a range of equal-length prefixes.
import * as z from 'zod/mini';
import { CARD_SCHEMES, type CardScheme } from './validator';
import { columnsOf, flag, nflag, nint, nstr, rowOrigin, str } from '../../rows/columns';

export const BinRow = z.object({
  id: z.int(),
  iin_start: str,
  iin_end: str,
  prefix_length: z.int(),
  scheme: z.nullable(z.enum(Object.keys(CARD_SCHEMES) as [CardScheme, ...CardScheme[]])),
  /** 1 when the source named no scheme and it was taken from the published IIN ranges */
  scheme_derived: flag,
  brand: nstr,
  card_type: z.nullable(z.enum(['debit', 'credit'])),
  card_category: nstr,
  prepaid: nflag,
  country: nstr,
  issuer_name: nstr,
  issuer_name_local: nstr,
  issuer_url: nstr,
  issuer_phone: nstr,
  issuer_city: nstr,
  bank_id: nint,
  ...rowOrigin,
  /** Order of the record among others of the same prefix (1 first): see SOURCE_PRECEDENCE in shared/kinds/bin/import/index.ts. */
  precedence: z.int(),
});
export type BinRow = z.infer<typeof BinRow>;
export const BIN_COLUMNS = columnsOf(BinRow);

/**
 * Widest range the importer stores (iin_end - iin_start): a lookup then only scans the index
 * from head - MAX_RANGE_SPAN to head, and a wider source range is rejected as range_too_wide
 * rather than silently missed. binlist's widest range is 18.
 */
export const MAX_RANGE_SPAN = 999;
