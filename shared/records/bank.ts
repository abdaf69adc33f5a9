// A bank (banks/{country}/{slug}) and the extras of its page (worker/db/bank-extras.ts).
import * as z from 'zod/mini';
import { BankSummary, int, nbool, nstr, origin, str } from './common';

/** Codes of each kind linked to the bank (the per-bank lists' totals). */
export const BankCounts = z.object({ swifts: int, rubics: int, bins: int, ifscs: int, us_routings: int });
export type BankCounts = z.infer<typeof BankCounts>;

/** SPEC.md section 4: valid; invalid since a date; revoked since a date. `basis` says what it was derived from. */
export const BankLicense = z.object({
  status: z.enum(['valid', 'invalid', 'revoked']),
  since: nstr,
  basis: z.enum(['rubic', 'iso9362']),
});
export type BankLicense = z.infer<typeof BankLicense>;

export const BankRequisites = z.object({
  /** Head-office Russian BIC. */
  bic: str,
  correspondent_account: nstr,
  /** The Bank of Russia unit keeping the correspondent account. */
  bic_rkc: nstr,
  registration_number: nstr,
  /** OKATO code of the region. */
  okato: nstr,
  legal_address: nstr,
  english_name: nstr,
  /** Date the BIC entered the Bank of Russia directory. */
  in_directory_since: nstr,
});
export type BankRequisites = z.infer<typeof BankRequisites>;

/** SPEC.md section 3 "US bank": FedACH / FedWire processing branch counts. */
export const BankUs = z.object({ fedach_count: int, fedwire_count: int });
export type BankUs = z.infer<typeof BankUs>;

/** SPEC.md section 4: private or government (public sector and regional rural banks); null for co-operatives and unknown. */
export const IndianBankType = z.nullable(z.enum(['private', 'government']));

/** The RBI/NPCI bank code of an Indian bank. */
export const BankIndia = z.object({ code: str, category: nstr, type: IndianBankType, main_ifsc: nstr, micr: nstr });
export type BankIndia = z.infer<typeof BankIndia>;

export const Bank = z.object({
  ...BankSummary.shape,
  ...origin,
  country_name: nstr,
  /** The older SWIFT lists' name of an institution the 2025 ISO 9362 directory names otherwise. */
  former_name: nstr,
  institution_code: nstr,
  address: nstr,
  head_office: z.object({ swift: nstr, bic: nstr, lei: nstr }),
  institution_active: nbool,
  /** Other banks of the same country with the same ISO 9362 institution code: none without one. */
  related_banks: z.array(BankSummary),
  /** The same institution code in other countries. */
  related_banks_other_countries: z.array(BankSummary),
  /** Other banks carrying the same LEI: the legal entity's other offices, its home office first. */
  same_entity: z.optional(z.array(BankSummary)),
  // The extras are optional: another instance's API may lack them.
  counts: z.optional(BankCounts),
  license: z.optional(z.nullable(BankLicense)),
  /** Russian banks: from the head office's Bank of Russia BIC record. */
  requisites: z.optional(z.nullable(BankRequisites)),
  us: z.optional(z.nullable(BankUs)),
  india: z.optional(z.nullable(BankIndia)),
});
export type Bank = z.infer<typeof Bank>;
