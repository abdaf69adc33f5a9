/**
 * ABA routing transit number (RTN) validation, per the American Bankers Association's routing
 * number policy (administered by Accuity/LexisNexis as registrar) and the Federal Reserve's
 * routing symbol conventions.
 *
 * Nine digits: XXXX (Federal Reserve routing symbol) + YYYY (ABA institution identifier) + C.
 * Check digit: 3·d1 + 7·d2 + 1·d3 + 3·d4 + 7·d5 + 1·d6 + 3·d7 + 7·d8 + 1·d9 ≡ 0 (mod 10).
 * First two digits: 00 United States Government, 01-12 the twelve Federal Reserve districts,
 * 21-32 thrift institutions (district + 20), 61-72 electronic transactions (district + 60),
 * 80 traveler's checks. Outside those ranges only the Federal Reserve's own directory assigns
 * numbers (FED_ASSIGNED_OUTSIDE_RANGES), and the all-zero number passes the check digit formula
 * trivially but is no routing number (its weighted sum is 0).
 */
import { weightedSum, type ValidationResult } from '../../validators/common';
import { normalizeRouting } from '../../validators/normalize';

export type RoutingError =
  | 'aba.empty'
  | 'aba.invalid_length'
  | 'aba.invalid_characters'
  | 'aba.invalid_prefix'
  | 'aba.checksum';

export type RoutingSymbolType = 'government' | 'regular' | 'thrift' | 'electronic' | 'travelers_checks';

/** Federal Reserve district names, index = district number - 1. */
export const FEDERAL_RESERVE_DISTRICTS = [
  'Boston',
  'New York',
  'Philadelphia',
  'Cleveland',
  'Richmond',
  'Atlanta',
  'Chicago',
  'St. Louis',
  'Minneapolis',
  'Kansas City',
  'Dallas',
  'San Francisco',
] as const;

export type FederalReserveDistrictName = (typeof FEDERAL_RESERVE_DISTRICTS)[number];

export interface RoutingParts {
  /** Digits 1-4: Federal Reserve routing symbol. */
  routingSymbol: string;
  /** Digits 5-8: ABA institution identifier. */
  institutionId: string;
  checkDigit: string;
  /** 00, 01-12, 21-32, 61-72 or 80; null for other prefixes. */
  symbolType: RoutingSymbolType | null;
  /** Federal Reserve district 1-12, null for 00 and 80 and invalid prefixes. */
  district: number | null;
  districtName: FederalReserveDistrictName | null;
}

export type RoutingValidation = ValidationResult<RoutingError, RoutingParts>;

/**
 * Routing numbers the Federal Reserve's Fedwire Funds participant directory (fpddir, revision
 * 2018-12-03) lists although their prefix is in no range above: U.S. Treasury units. They are
 * real, live routing numbers, so the prefix rule yields to the directory for them. Few and
 * each sourced: add one only from a Federal Reserve directory.
 */
export const FED_ASSIGNED_OUTSIDE_RANGES: Readonly<Record<string, string>> = {
  '154000008': 'U.S. Treasury, Bureau of the Public Debt (Parkersburg, WV)',
  '155000007': 'U.S. Treasury, Financial Management Service, Bank Review Branch (Washington, DC)',
};

/** Symbol type and district of a two-digit prefix. */
export function routingPrefixInfo(prefix: number): { symbolType: RoutingSymbolType; district: number | null } | null {
  if (prefix === 0) return { symbolType: 'government', district: null };
  if (prefix >= 1 && prefix <= 12) return { symbolType: 'regular', district: prefix };
  if (prefix >= 21 && prefix <= 32) return { symbolType: 'thrift', district: prefix - 20 };
  if (prefix >= 61 && prefix <= 72) return { symbolType: 'electronic', district: prefix - 60 };
  if (prefix === 80) return { symbolType: 'travelers_checks', district: null };
  return null;
}

export function validateRouting(input: string): RoutingValidation {
  const rtn = normalizeRouting(input);
  const errors: RoutingError[] = [];
  let parts: RoutingParts | null = null;
  if (rtn === '') errors.push('aba.empty');
  else {
    if (rtn.length !== 9) errors.push('aba.invalid_length');
    if (!/^\d*$/.test(rtn)) errors.push('aba.invalid_characters');
    else if (rtn.length === 9) {
      const listed = Object.hasOwn(FED_ASSIGNED_OUTSIDE_RANGES, rtn);
      const info = listed
        ? ({ symbolType: 'government', district: null } as const)
        : routingPrefixInfo(Number(rtn.slice(0, 2)));
      if (!info) errors.push('aba.invalid_prefix');
      const sum = weightedSum(rtn, [3, 7, 1]);
      if (sum % 10 !== 0 || sum === 0) errors.push('aba.checksum');
      const district = info?.district ?? null;
      parts = {
        routingSymbol: rtn.slice(0, 4),
        institutionId: rtn.slice(4, 8),
        checkDigit: rtn.slice(8),
        symbolType: info?.symbolType ?? null,
        district,
        districtName: district ? (FEDERAL_RESERVE_DISTRICTS[district - 1] ?? null) : null,
      };
    }
  }
  const valid = errors.length === 0;
  return { valid, errors, parts, canonical: valid ? rtn : null };
}

export function isValidRouting(input: string): boolean {
  return validateRouting(input).valid;
}
