import { codeResource } from '../../../../worker/api/resource';
import { example } from './example';
import { reads } from './db';
import { swiftsMeant } from './meant';

export const swifts = codeResource({
  kind: 'swift',
  name: 'Swift',
  example,
  db: reads,
  get: {
    summary: 'A SWIFT/BIC code (ISO 9362)',
    description:
      'An 8-character BIC is answered as its primary office (XXX). Also lists the LEIs GLEIF maps to the BIC.',
    param: [
      'SWIFT/BIC (ISO 9362), 8 or 11 characters, any case: party prefix (4 letters or digits, ISO 9362:2022), an ISO 3166-1 country, location (not O second), branch (XXX or not starting X)',
      '^[A-Za-z0-9]{4}[A-Za-z]{2}[A-Za-z2-9][A-NP-Za-np-z0-9]([Xx]{3}|[A-WYZa-wyz0-9][A-Za-z0-9]{2})?$',
      [8, 11],
    ],
    answers: ['The SWIFT code', 'no such SWIFT code'],
    invalid: 'Not a SWIFT/BIC code (ISO 9362)',
    // Never a dead end: the existing codes one typing slip away, or of the same institution in
    // the same country (worker/search/did-you-mean.ts).
    meant: {
      on: 'any',
      codes: swiftsMeant,
    },
  },
  list: {
    summary: 'SWIFT codes of a country or of a bank',
    description:
      "A country's codes come in code order; a bank's (bank given) head office first, then by city and code.",
    found: 'A page of SWIFT codes',
  },
});
