/**
 * Hand-written corrections to the generated IBAN registry (generated/iban-registry.ts).
 * Each entry overrides single fields of a country's row; every entry says why.
 * Positions are "start-end" within the BBAN (0-based, end-exclusive); several ranges are
 * joined with "+" when a country has more than one check digit.
 */
export interface IbanCorrection {
  sepa?: 0 | 1;
  bank?: string;
  branch?: string;
  account?: string;
  nationalCheck?: string;
}

/** The French RIB layout: bank 5, branch (guichet) 5, account 11, RIB key 2. */
const RIB = { bank: '0-5', branch: '5-10', account: '10-21', nationalCheck: '21-23' } as const;
/** The Portuguese-style NIB layout: bank 4, branch 4, account 11, check digits 2. */
const NIB = { bank: '0-4', branch: '4-8', account: '8-19', nationalCheck: '19-21' } as const;

export const IBAN_CORRECTIONS: Readonly<Record<string, IbanCorrection>> = {
  // SEPA = the geographical scope of the EPC SEPA payment schemes (EPC409-09), which the
  // registry flag predates: Albania and Montenegro joined in November 2024, Moldova and North
  // Macedonia in March 2025, Serbia in May 2025.
  AL: { sepa: 1 },
  ME: { sepa: 1 },
  MD: { sepa: 1 },
  MK: { sepa: 1 },
  RS: { sepa: 1 },
  // French Polynesia, New Caledonia, Wallis and Futuna (CFP franc) and the French Southern
  // Territories use French-format IBANs but are outside the SEPA schemes' scope.
  NC: { sepa: 0 },
  PF: { sepa: 0 },
  WF: { sepa: 0 },
  TF: { sepa: 0 },
  // Mayotte uses the French RIB like every other French département; the registry row lacks it.
  YT: { ...RIB },
  // Madagascar and Comoros: RIB layout (bank 5, branch 5, account 11, key 2), positions missing.
  MG: { ...RIB },
  KM: { ...RIB },
  // Angola and Mozambique: NIB layout like Portugal (bank 4, branch 4, account 11, 2 check digits).
  AO: { ...NIB },
  MZ: { ...NIB },
  // Moroccan RIB: bank 3, city 3, account 16, RIB key 2 (the registry row has the French split).
  MA: { bank: '0-3', branch: '3-6', account: '6-22', nationalCheck: '22-24' },
  // Kosovo: bank 2, branch 2, account 10, two ISO 7064 MOD 97-10 check digits.
  XK: { account: '4-14', nationalCheck: '14-16' },
  // Croatia: the bank code (VBDI, 7 digits) and the account (10 digits) each end in an
  // ISO 7064 MOD 11,10 check digit.
  HR: { nationalCheck: '6-7+16-17' },
  // Hungary: the bank+branch code (8 digits) ends in a check digit too, not only the account.
  HU: { nationalCheck: '7-8+23-24' },
  // Czech Republic and Slovakia: prefix (6) and account (10) each carry a weighted MOD 11 check,
  // the last digit of each (weight 1) acting as the check digit.
  CZ: { nationalCheck: '9-10+19-20' },
  SK: { nationalCheck: '9-10+19-20' },
  // Iceland: the BBAN ends in the holder's kennitala, whose 9th digit is a MOD 11 check digit.
  IS: { nationalCheck: '20-21' },
};
