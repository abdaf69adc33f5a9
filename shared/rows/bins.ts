// bins (migrations/0002_bins.sql): one BIN/IIN record, a prefix or a range of equal-length prefixes.
import * as z from 'zod/mini';
import { CARD_SCHEMES, type CardScheme } from '../validators/bin';
import { columnsOf, flag, nflag, nint, nstr, rowOrigin, str } from './columns';

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
  /** Order of the record among others of the same prefix (1 first): see SOURCE_PRECEDENCE in scripts/import/bin/index.ts. */
  precedence: z.int(),
});
export type BinRow = z.infer<typeof BinRow>;
export const BIN_COLUMNS = columnsOf(BinRow);
