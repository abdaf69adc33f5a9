// The peer libraries the validators are compared with, each behind one small adapter that
// answers the question our validator answers (valid or not; which card scheme). Peers are
// dev-dependencies, never shipped:
// - ibantools 4.5.4 (MIT/MPL-2.0): isValidIBAN (ISO 13616 + some national checks), isValidBIC
// - card-validator 10.0.4 (MIT): number().isValid (Luhn + length of the detected scheme)
// - credit-card-type 10.3.0 (MIT): the card scheme of a number (most specific pattern)
// - abavalidator 3.1.2 (MIT): the ABA 3-7-1 check digit
// - stdnum 1.12.0 (MIT), the JavaScript port of python-stdnum: no.kontonr (Norwegian account
//   numbers), and its ISO 7064 MOD 97-10 check, which python-stdnum's lei.validate applies to
//   a 20-character alphanumeric LEI (python-stdnum itself is not on npm).
import { isValidBIC, isValidIBAN } from 'ibantools';
import cardValidator from 'card-validator';
import creditCardType from 'credit-card-type';
import { validate as abaValidate } from 'abavalidator';
import { stdnum } from 'stdnum';
import { mod97base10Validate } from 'stdnum/lib/cjs/util/checksum.js';
import type { CardScheme } from '../../shared/kinds/bin/validator';

export const ibantoolsIban = (s: string): boolean => isValidIBAN(s);
export const ibantoolsBic = (s: string): boolean => isValidBIC(s);
export const cardValidatorValid = (s: string): boolean => cardValidator.number(s).isValid;
export const abavalidatorValid = (s: string): boolean => abaValidate(s);
const kontonr = stdnum.NO?.kontonr;
if (!kontonr) throw new Error('stdnum has no NO.kontonr');
export const stdnumKontonr = (s: string): boolean => kontonr.validate(s).isValid;
/** python-stdnum lei.validate: alphanumeric, 20 characters, ISO 7064 MOD 97-10 remainder 1. */
export const stdnumLei = (s: string): boolean => /^[0-9A-Z]{20}$/.test(s) && mod97base10Validate(s);

/** credit-card-type's names in ours; its schemes we do not know stay as they are ('naranja', 'hiper'). */
const CCT_NAMES: Record<string, CardScheme | string> = {
  visa: 'visa',
  mastercard: 'mastercard',
  'american-express': 'amex',
  'diners-club': 'diners',
  discover: 'discover',
  troy: 'troy',
  jcb: 'jcb',
  unionpay: 'unionpay',
  verve: 'verve',
  maestro: 'maestro',
  elo: 'elo',
  mir: 'mir',
  hipercard: 'hipercard',
};
/** The scheme credit-card-type names first for a full number ('' for none). */
export function creditCardTypeScheme(pan: string): string {
  const t = creditCardType(pan)[0]?.type;
  return t ? (CCT_NAMES[t] ?? t) : '';
}
/** The schemes credit-card-type knows at all, in our names. */
export const CCT_SCHEMES: ReadonlySet<string> = new Set(Object.values(CCT_NAMES));
