import { codeResource } from '../../../../worker/api/resource';
import { example } from './example';
import { reads } from './db';

// National bank codes (the Bundesbank's Bankleitzahlen and the registers schwifty gathers).
export const bankCodes = codeResource({
  kind: 'bankcode',
  name: 'BankCode',
  example,
  db: reads,
  get: {
    summary: 'A national bank code (the bank identifier of an IBAN, ISO 13616)',
    description:
      "The country and the national code in one string: DE37040044 is the Bundesbank's Bankleitzahl 37040044. Its bank's name and BIC as the national register publishes them, and for a German code the Bundesbank's check-digit method of its accounts.",
    param: [
      "Country (ISO 3166-1 alpha-2 of an IBAN format) and the national bank code, as long as that country's IBAN bank identifier (with its branch where the register writes both as one code), any case, spaces ignored",
      '^[A-Za-z]{2}[0-9A-Za-z]{2,12}$',
      [4, 14],
    ],
    answers: ['The bank code', 'no such bank code'],
    invalid: "Not a national bank code (a country with an IBAN format, then its bank identifier's length)",
  },
  list: { summary: 'National bank codes, of a country or of a bank', found: 'A page of bank codes' },
});
