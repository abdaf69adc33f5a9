// BIN/IIN (ISO/IEC 7812-1): a prefix record, what the published ranges say, and bins/{number}.
import * as z from 'zod/mini';
import { BankRef, bool, int, nbool, nstr, origin, str } from '../../records/common';

/** One BIN/IIN record (ISO/IEC 7812-1): a prefix, or a range iin_start..iin_end of equally long prefixes. */
export const BinRange = z.object({
  iin_start: str,
  iin_end: str,
  prefix_length: int,
  /** Payment system id (shared/kinds/bin/validator.ts CardScheme), e.g. visa */
  scheme: nstr,
  /** Payment system name, e.g. Visa */
  payment_system: nstr,
  /** true when the source named no scheme and it was taken from the published IIN ranges */
  scheme_derived: bool,
  brand: nstr,
  card_type: z.nullable(z.enum(['debit', 'credit'])),
  card_category: nstr,
  prepaid: nbool,
  country: nstr,
  country_name: nstr,
  issuer_bank: nstr,
  issuer_bank_local: nstr,
  issuer_url: nstr,
  issuer_phone: nstr,
  issuer_city: nstr,
  /** Our bank page, when the issuer was matched to a bank (country + name) */
  bank: z.nullable(BankRef),
  ...origin,
});
export type BinRange = z.infer<typeof BinRange>;

/** What the IIN ranges the schemes publish say about any number, known to us or not. */
export const BinDerived = z.object({
  /** The BIN looked up: 6 digits, or 8 for an 8-digit IIN or a card number of 16+ digits */
  number: str,
  /** Major industry identifier (first digit), ISO/IEC 7812-1 */
  mii: int,
  mii_name: str,
  iin_schemes: z.array(z.object({ scheme: str, name: str, lengths: z.array(int) })),
});
export type BinDerived = z.infer<typeof BinDerived>;

/** GET bins/{number}: the most specific record covering the number, then all of them. */
export const Bin = z.object({
  ...BinRange.shape,
  ...BinDerived.shape,
  /** Every record covering the number, most specific first (the first is the one above) */
  records: z.array(BinRange),
  /** Nearby BINs of the same issuer, or nearby prefixes when the issuer is unknown */
  related: z.array(BinRange),
});
export type Bin = z.infer<typeof Bin>;
