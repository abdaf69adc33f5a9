import type { IbanParts } from '../../api-types';

/**
 * National names of IBAN parts, shown beside the generic name ("Bank code (ABI)") only on IBANs
 * of the country that uses them; everywhere else the generic name alone. These names are not
 * translated: a French bank statement says "clé RIB" whatever the reader's language.
 * Sources: SWIFT IBAN Registry (BBAN structure per country) and the national standards it cites:
 * CFONB (RIB: code banque, code guichet, clé RIB), ABI/Banca d'Italia (CIN, ABI, CAB),
 * Deutsche Bundesbank and OeNB (Bankleitzahl, BLZ), Banco de España (entidad, oficina, DC),
 * Pay.UK (sort code).
 */
type PartName = Partial<Record<keyof IbanParts, string>>;

const ITALY: PartName = { bank_identifier: 'ABI', branch_identifier: 'CAB', bban_check_digits: 'CIN' };
const FRANCE: PartName = {
  bank_identifier: 'code banque',
  branch_identifier: 'code guichet',
  bban_check_digits: 'clé RIB',
};

const NATIONAL: Record<string, PartName> = {
  IT: ITALY,
  SM: ITALY, // San Marino's BBAN is Italy's (CIN, ABI, CAB)
  FR: FRANCE,
  MC: FRANCE, // Monaco's BBAN is the French RIB
  DE: { bank_identifier: 'BLZ' },
  AT: { bank_identifier: 'BLZ' },
  ES: { bank_identifier: 'entidad', branch_identifier: 'oficina', bban_check_digits: 'DC' },
  GB: { branch_identifier: 'sort code' },
};

/** The national name of an IBAN part in the IBAN's country, or null where it has the generic one. */
export function nationalPartName(country: string, part: keyof IbanParts): string | null {
  return NATIONAL[country.toUpperCase()]?.[part] ?? null;
}
