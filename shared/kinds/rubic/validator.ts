/**
 * Bank of Russia BIC (БИК, банковский идентификационный код) and the control key of Russian
 * bank account numbers.
 *
 * BIC: 9 digits. For participants in Russia: '04' (Russian Federation), 2 digits region (OKATO
 * code), 2 digits number of the Bank of Russia subdivision, 3 digits the participant's number
 * (000-049 Bank of Russia units, 050-999 credit institutions and their branches). The Bank of
 * Russia BIC directory (ED807) also gives Federal Treasury bodies BICs starting 00-02, foreign
 * banks 10 and other participants 20-29; those are accepted too.
 *
 * Account control key: Bank of Russia rules for the account's check digit ("Порядок расчета
 * контрольного ключа в номере лицевого счета", appendix to Regulation 579-P): the 23 digits made
 * of 3 BIC-derived digits + the 20-digit account, weighted 7,1,3 repeated, must sum to a multiple
 * of 10. The 3 digits are the last three of the BIC for accounts held at a credit institution,
 * and '0' + BIC digits 5-6 (the Bank of Russia subdivision) for accounts held at the Bank of
 * Russia: correspondent accounts (30101), the single treasury account (40102), any account
 * paired with a Bank of Russia unit's BIC.
 */
import { compact, weightedSum, type ValidationResult } from '../../validators/common';

export type RubicError = 'rubic.empty' | 'rubic.invalid_characters' | 'rubic.invalid_length' | 'rubic.invalid_prefix';

export type RubicKind = 'bank_of_russia' | 'credit_institution' | 'treasury' | 'foreign_bank' | 'other';

export interface RubicParts {
  /** Digits 1-2: '04' for participants in Russia. */
  countryCode: string;
  /** Digits 3-4: OKATO region code (for '04'). */
  regionCode: string;
  /** Digits 5-6: Bank of Russia subdivision. */
  subdivisionCode: string;
  /** Digits 7-9: number of the participant in the subdivision. */
  institutionCode: string;
  kind: RubicKind;
}

export type RubicValidation = ValidationResult<RubicError, RubicParts>;

function bicKind(bic: string): RubicKind | null {
  const p = Number(bic.slice(0, 2));
  if (p === 4) return Number(bic.slice(6)) < 50 ? 'bank_of_russia' : 'credit_institution';
  if (p <= 2) return 'treasury';
  if (p === 10) return 'foreign_bank';
  if (p >= 20 && p <= 29) return 'other';
  return null;
}

export function validateRubic(input: string): RubicValidation {
  const bic = compact(input);
  const errors: RubicError[] = [];
  let parts: RubicParts | null = null;
  if (bic === '') errors.push('rubic.empty');
  else if (!/^\d+$/.test(bic)) errors.push('rubic.invalid_characters');
  else if (bic.length !== 9) errors.push('rubic.invalid_length');
  else {
    const kind = bicKind(bic);
    if (!kind) errors.push('rubic.invalid_prefix');
    else
      parts = {
        countryCode: bic.slice(0, 2),
        regionCode: bic.slice(2, 4),
        subdivisionCode: bic.slice(4, 6),
        institutionCode: bic.slice(6, 9),
        kind,
      };
  }
  const valid = errors.length === 0;
  return { valid, errors, parts, canonical: valid ? bic : null };
}

export function isValidRubic(input: string): boolean {
  return validateRubic(input).valid;
}

export type RussianAccountError =
  | 'ruaccount.empty'
  | 'ruaccount.invalid_characters'
  | 'ruaccount.invalid_length'
  | 'ruaccount.invalid_bic'
  | 'ruaccount.checksum';

/** Whose books hold the account: decides the 3 BIC-derived digits of the control key. */
export type RussianAccountHolder = 'bank_of_russia' | 'credit_institution';

export interface RussianAccountParts {
  /** Digits 1-5: balance account (first order 3 digits + second order 2). */
  balanceAccount: string;
  /** Digits 6-8: currency code ('810' = roubles, '840' = USD, ...). */
  currencyCode: string;
  /** Digit 9: the control key. */
  checkDigit: string;
  /** Digits 10-13: branch of the bank (or other use). */
  branch: string;
  /** Digits 14-20: the account's own number. */
  serial: string;
  /** The rule applied and the 3 digits it put in front of the account. */
  holder: RussianAccountHolder;
  keyPrefix: string;
}

export type RussianAccountValidation = ValidationResult<RussianAccountError, RussianAccountParts>;

/** Balance accounts held at the Bank of Russia: correspondent accounts, the single treasury account. */
const HELD_AT_BANK_OF_RUSSIA = ['30101', '40102'];

/**
 * Checks the control key of a 20-digit account against the BIC of the bank that holds it.
 * `holder` forces the rule; by default it is the Bank of Russia for correspondent accounts
 * (30101), the single treasury account (40102) and BICs of Bank of Russia units, else the
 * credit institution.
 */
export function validateRussianAccount(
  account: string,
  bic: string,
  holder?: RussianAccountHolder,
): RussianAccountValidation {
  const acc = compact(account).replace(/\./g, '');
  const errors: RussianAccountError[] = [];
  let parts: RussianAccountParts | null = null;
  const bicResult = validateRubic(bic);
  if (acc === '') errors.push('ruaccount.empty');
  else if (!/^\d+$/.test(acc)) errors.push('ruaccount.invalid_characters');
  else if (acc.length !== 20) errors.push('ruaccount.invalid_length');
  if (!bicResult.valid || !bicResult.canonical || !bicResult.parts) errors.push('ruaccount.invalid_bic');
  else if (errors.length === 0) {
    const b = bicResult.canonical;
    const rule: RussianAccountHolder =
      holder ??
      (HELD_AT_BANK_OF_RUSSIA.includes(acc.slice(0, 5)) || bicResult.parts.kind === 'bank_of_russia'
        ? 'bank_of_russia'
        : 'credit_institution');
    const keyPrefix = rule === 'bank_of_russia' ? '0' + b.slice(4, 6) : b.slice(6, 9);
    if (weightedSum(keyPrefix + acc, [7, 1, 3]) % 10 !== 0) errors.push('ruaccount.checksum');
    parts = {
      balanceAccount: acc.slice(0, 5),
      currencyCode: acc.slice(5, 8),
      checkDigit: acc.slice(8, 9),
      branch: acc.slice(9, 13),
      serial: acc.slice(13, 20),
      holder: rule,
      keyPrefix,
    };
  }
  const valid = errors.length === 0;
  return { valid, errors, parts, canonical: valid ? acc : null };
}

export function isValidRussianAccount(account: string, bic: string, holder?: RussianAccountHolder): boolean {
  return validateRussianAccount(account, bic, holder).valid;
}
