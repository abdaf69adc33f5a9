import { codeResource } from '../../../../worker/api/resource';
import { example } from './example';
import { reads } from './db';

// IFSC (RBI).
export const ifscs = codeResource({
  kind: 'ifsc',
  name: 'Ifsc',
  example,
  db: reads,
  get: {
    summary: 'An Indian IFSC code (RBI)',
    param: ['IFSC: 4 letters, 0, 6 letters or digits, any case', '^[A-Za-z]{4}0[A-Za-z0-9]{6}$', [11, 11]],
    answers: ['The branch', 'no such IFSC'],
    invalid: 'Not an IFSC (4 letters, 0, 6 letters or digits)',
  },
  list: { summary: 'IFSC codes, of a country or of a bank', found: 'A page of IFSC codes' },
});
