// LEI (ISO 17442, GLEIF): leis/{code} and leis?bank&country&page&page_size.
import * as z from 'zod/mini';
import { BankRef, bool, nstr, origin, str } from '../../records/common';

/** ISO 17442 parts: LOU prefix (1-4), reserved (5-6), entity-specific part (7-18), check digits (19-20). */
export const LeiParts = z.object({ lou_prefix: str, reserved: str, entity_id: str, check_digits: str });
export type LeiParts = z.infer<typeof LeiParts>;

export const LeiAddress = z.object({ lines: z.array(str), city: nstr, region: nstr, country: nstr, postal_code: nstr });
export type LeiAddress = z.infer<typeof LeiAddress>;

/** A BIC GLEIF maps to the LEI; `in_directory` when our SWIFT data has the code (it has a page). */
export const LeiBic = z.object({
  code: str,
  bic8: str,
  in_directory: bool,
  /** true when GLEIF maps this BIC to more than one LEI (a known flaw of the map) */
  shared: bool,
  bank: z.nullable(BankRef),
});
export type LeiBic = z.infer<typeof LeiBic>;

export const LeiSummary = z.object({
  code: str,
  legal_name: nstr,
  /** legal address country, else jurisdiction, else the country of its BICs (ISO 3166-1 alpha-2) */
  country: nstr,
  entity_status: nstr,
  registration_status: nstr,
  /** false when the code fails the ISO 17442 MOD 97-10 check (kept as GLEIF published it) */
  checksum_valid: bool,
  bank: z.nullable(BankRef),
  ...origin,
});
export type LeiSummary = z.infer<typeof LeiSummary>;

export const Lei = z.object({
  ...LeiSummary.shape,
  /** validator error codes (e.g. lei.checksum) when checksum_valid is false */
  errors: z.array(str),
  parts: LeiParts,
  country_name: nstr,
  entity_category: nstr,
  entity_sub_category: nstr,
  legal_jurisdiction: nstr,
  legal_form: z.object({ code: nstr, other: nstr }),
  registered_at: nstr,
  registered_as: nstr,
  creation_date: nstr,
  expiration: z.object({ date: nstr, reason: nstr }),
  legal_address: z.nullable(LeiAddress),
  headquarters_address: z.nullable(LeiAddress),
  registration: z.object({
    initial_date: nstr,
    last_update: nstr,
    next_renewal: nstr,
    status: nstr,
    corroboration_level: nstr,
    managing_lou: nstr,
  }),
  bics: z.array(LeiBic),
  /** banks whose head-office BIC GLEIF maps to this LEI */
  head_office_of: z.array(BankRef),
});
export type Lei = z.infer<typeof Lei>;
