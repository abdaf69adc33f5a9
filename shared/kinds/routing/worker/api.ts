import { codeResource } from '../../../../worker/api/resource';
import { example } from './example';
import { reads } from './db';
import { validateRouting } from '../validator';
import { suggestRouting } from '../../../validators/did-you-mean';
import { existingCodes } from '../../../../worker/api/did-you-mean';
import { params } from '../../../../worker/api/openapi/schemas';

// US routing numbers (ABA). Routing numbers are all American: the country defaults to us
// (SPEC.md section 7 sends only bank), and another country has none.
export const routings = codeResource({
  kind: 'routing',
  name: 'UsRouting',
  example,
  db: reads,
  get: {
    summary: 'A US routing number (ABA)',
    description:
      'Nine digits. A number failing the ABA check digit that the Fed still lists is answered with its failed checks; otherwise such a number is 400.',
    param: [
      'ABA routing number, 9 digits with a Federal Reserve prefix and a valid check digit (else 400 with did_you_mean)',
      '^[0-9]{9}$',
      [9, 9],
    ],
    answers: ['The routing number with its FedACH and Fedwire records', 'no such routing number'],
    invalid: 'Not an ABA routing number (9 digits)',
    wrong: 'Not a valid ABA routing number',
    // Only the shape decides 400: a nine-digit number failing the ABA check digit or prefix
    // rule is still looked up, since the Fed's directories list a few such numbers (e.g. the
    // Treasury's 15xxxxxxx) and the answer reports the failed checks.
    read: (raw) => {
      const result = validateRouting(raw);
      const code = result.parts
        ? `${result.parts.routingSymbol}${result.parts.institutionId}${result.parts.checkDigit}`
        : null;
      return { code, valid: result.valid, errors: result.errors };
    },
    meant: {
      on: 'wrong',
      codes: (db, _raw, code) => existingCodes(db, 'routing', code ? suggestRouting(code, 60) : []),
    },
  },
  list: {
    summary: 'US routing numbers, of a bank or all',
    country: params.country('Defaults to us; another country has none'),
    found: 'A page of routing numbers (ach and wire are null in lists)',
    example: [{ ...example, ach: null, wire: null }],
  },
});
