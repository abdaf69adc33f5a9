// The rules every LEI source shares (the two GLEIF CSVs, the golden copy, the GLEIF API), so
// that any of them can fill the same columns of the leis row (shared/kinds/lei/rows.ts).
import { validateLei } from '../validator';
import type { LeiRow } from '../rows';

export { LEI_BIC_COLUMNS, LEI_COLUMNS } from '../rows';
export type { LeiBicRow, LeiRow } from '../rows';

export interface LeiAddress {
  lines: string | null;
  city: string | null;
  region: string | null;
  country: string | null;
  postal_code: string | null;
}

export type LeiCheck = { code: string; checksum_valid: 0 | 1 } | null;

/**
 * ISO 17442: 20 characters [0-9A-Z], the last two MOD 97-10 check digits. A code without that
 * shape is not an LEI at all (null: the row is rejected); one with the shape but a failing
 * check is kept and flagged (checksum_valid 0), since GLEIF issued it and it still identifies
 * the record in their files.
 */
export function checkLei(raw: string | undefined): LeiCheck {
  const code = (raw ?? '').trim().toUpperCase();
  if (!/^[0-9A-Z]{20}$/.test(code)) return null;
  return { code, checksum_valid: validateLei(code).valid ? 1 : 0 };
}

/** A row with only the code known: every other field unknown (NULL), as SPEC.md asks. */
export function emptyLeiRow(code: string, checksum_valid: 0 | 1, source: string, as_of: string | null): LeiRow {
  return {
    code,
    checksum_valid,
    legal_name: null,
    country: null,
    entity_status: null,
    entity_category: null,
    entity_sub_category: null,
    legal_jurisdiction: null,
    legal_form_code: null,
    legal_form_other: null,
    registered_at: null,
    registered_as: null,
    creation_date: null,
    expiration_date: null,
    expiration_reason: null,
    legal_address_lines: null,
    legal_address_city: null,
    legal_address_region: null,
    legal_address_country: null,
    legal_address_postal_code: null,
    hq_address_lines: null,
    hq_address_city: null,
    hq_address_region: null,
    hq_address_country: null,
    hq_address_postal_code: null,
    initial_registration_date: null,
    last_update_date: null,
    next_renewal_date: null,
    registration_status: null,
    corroboration_level: null,
    managing_lou: null,
    bank_id: null,
    source,
    as_of,
  };
}

/**
 * One LEI-CDF 3.1 record's values as a source gives them (the golden copy's columns, the API's
 * attributes), under the leis columns they fill: raw, before any cleaning.
 */
export interface LeiCdfValues {
  legal_name: RawText;
  entity_status: RawText;
  entity_category: RawText;
  entity_sub_category: RawText;
  legal_jurisdiction: RawText;
  legal_form_code: RawText;
  legal_form_other: RawText;
  /** The registration authority's id, else its name when the list has no id for it. */
  registered_at: readonly [id: RawText, other: RawText];
  registered_as: RawText;
  creation_date: RawText;
  expiration_date: RawText;
  expiration_reason: RawText;
  legal_address: LeiAddress;
  hq_address: LeiAddress;
  initial_registration_date: RawText;
  last_update_date: RawText;
  next_renewal_date: RawText;
  registration_status: RawText;
  corroboration_level: RawText;
  managing_lou: RawText;
}
type RawText = string | null | undefined;

/** The leis row of one LEI-CDF record, the same whichever GLEIF source gave it: text NFC, dates as calendar dates. */
export function leiCdfRow(check: NonNullable<LeiCheck>, source: string, asOf: string | null, v: LeiCdfValues): LeiRow {
  const row = emptyLeiRow(check.code, check.checksum_valid, source, asOf);
  row.legal_name = nfc(v.legal_name);
  row.entity_status = nfc(v.entity_status);
  row.entity_category = nfc(v.entity_category);
  row.entity_sub_category = nfc(v.entity_sub_category);
  row.legal_jurisdiction = nfc(v.legal_jurisdiction);
  row.legal_form_code = nfc(v.legal_form_code);
  row.legal_form_other = nfc(v.legal_form_other);
  row.registered_at = nfc(v.registered_at[0]) ?? nfc(v.registered_at[1]);
  row.registered_as = nfc(v.registered_as);
  row.creation_date = gleifDate(v.creation_date);
  row.expiration_date = gleifDate(v.expiration_date);
  row.expiration_reason = nfc(v.expiration_reason);
  setAddress(row, 'legal_address', v.legal_address);
  setAddress(row, 'hq_address', v.hq_address);
  row.initial_registration_date = gleifDate(v.initial_registration_date);
  row.last_update_date = gleifDate(v.last_update_date);
  row.next_renewal_date = gleifDate(v.next_renewal_date);
  row.registration_status = nfc(v.registration_status);
  row.corroboration_level = nfc(v.corroboration_level);
  row.managing_lou = nfc(v.managing_lou)?.toUpperCase() ?? null;
  row.country = entityCountry(row);
  return row;
}

/** Trimmed, NFC-normalised text or null: GLEIF data mixes composed and decomposed Unicode. */
export function nfc(value: string | null | undefined): string | null {
  const v = value?.normalize('NFC').trim() ?? '';
  return v === '' ? null : v;
}

/** Address lines, blanks dropped, joined with a line feed; null when none. */
export function joinLines(lines: readonly (string | null | undefined)[]): string | null {
  const kept = lines.map(nfc).filter((l): l is string => l !== null);
  return kept.length > 0 ? kept.join('\n') : null;
}

/** A GLEIF date-time (2012-06-06T15:53:00Z or with offset) as its calendar date. */
export function gleifDate(value: string | null | undefined): string | null {
  const v = nfc(value);
  const m = v?.match(/^(\d{4}-\d{2}-\d{2})/);
  return m ? (m[1] ?? null) : null;
}

/** Country of the entity: legal address, else the jurisdiction's country part (US-DE -> US). */
function entityCountry(row: Pick<LeiRow, 'legal_address_country' | 'legal_jurisdiction'>): string | null {
  const c = row.legal_address_country ?? row.legal_jurisdiction?.slice(0, 2) ?? null;
  return c && /^[A-Z]{2}$/.test(c) ? c : null;
}

function setAddress(row: LeiRow, prefix: 'legal_address' | 'hq_address', a: LeiAddress): void {
  row[`${prefix}_lines`] = a.lines;
  row[`${prefix}_city`] = a.city;
  row[`${prefix}_region`] = a.region;
  row[`${prefix}_country`] = a.country?.toUpperCase() ?? null;
  row[`${prefix}_postal_code`] = a.postal_code;
}
