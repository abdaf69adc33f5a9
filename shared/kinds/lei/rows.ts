// leis and lei_bics (migrations: GLEIF's LEI records and its BIC-to-LEI map).
import * as z from 'zod/mini';
import { columnsOf, flag, nint, nstr, rowOrigin, str } from '../../rows/columns';

const address = (prefix: 'legal_address' | 'hq_address') =>
  ({
    /** Address lines joined with a line feed. */
    [`${prefix}_lines`]: nstr,
    [`${prefix}_city`]: nstr,
    [`${prefix}_region`]: nstr,
    [`${prefix}_country`]: nstr,
    [`${prefix}_postal_code`]: nstr,
  }) as { [K in `${typeof prefix}_${'lines' | 'city' | 'region' | 'country' | 'postal_code'}`]: typeof nstr };

export const LeiRow = z.object({
  code: str,
  /** ISO 17442 MOD 97-10: 0 kept as GLEIF published it, flagged */
  checksum_valid: flag,
  legal_name: nstr,
  country: nstr,
  entity_status: nstr,
  entity_category: nstr,
  entity_sub_category: nstr,
  legal_jurisdiction: nstr,
  legal_form_code: nstr,
  legal_form_other: nstr,
  registered_at: nstr,
  registered_as: nstr,
  creation_date: nstr,
  expiration_date: nstr,
  expiration_reason: nstr,
  ...address('legal_address'),
  ...address('hq_address'),
  initial_registration_date: nstr,
  last_update_date: nstr,
  next_renewal_date: nstr,
  registration_status: nstr,
  corroboration_level: nstr,
  managing_lou: nstr,
  bank_id: nint,
  ...rowOrigin,
});
export type LeiRow = z.infer<typeof LeiRow>;
export const LEI_COLUMNS = columnsOf(LeiRow);

export const LeiBicRow = z.object({ bic: str, lei: str, ...rowOrigin });
export type LeiBicRow = z.infer<typeof LeiBicRow>;
export const LEI_BIC_COLUMNS = columnsOf(LeiBicRow);
