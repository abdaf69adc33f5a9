import { binOf, deriveBin } from '../lookup';
import { compact } from '../../../validators/common';
import { findUnder, reads, UNDER_MAX } from './db';
import { codeResource } from '../../../../worker/api/resource';
import { example } from './example';

// GET bins/{number}: a BIN (6 or 8 digits), a 5-digit prefix or a card number, answered by its
// BIN only. 404 for a well-formed number none of our records covers, with what the published IIN
// ranges derive (scheme, MII) under error.details, and the longer BINs under it (457173: its
// 8-digit IINs; a 5-digit prefix: its 6- and 8-digit BINs): those hold for every number.
export const bins = codeResource({
  kind: 'bin',
  name: 'Bin',
  example,
  db: reads,
  get: {
    summary: 'A BIN/IIN, or a card number answered by its BIN (ISO/IEC 7812-1)',
    description: `A 404 for a well-formed BIN none of our records covers carries, under error.details, what the schemes' published IIN ranges say (scheme, MII) and the longer BINs that start with it: \`under\` (at most ${UNDER_MAX}, in prefix order) and \`under_total\`.`,
    param: [
      'BIN (6 or 8 digits), 5-digit prefix, or card number (12-19 digits), answered by its BIN only',
      '^([0-9]{5,6}|[0-9]{8}|[0-9]{12,19})$',
      [5, 19],
    ],
    answers: [
      'The most specific record covering the number, all records and related BINs',
      'no record; details hold the derived scheme',
    ],
    invalid: 'Not a BIN (6 or 8 digits), 5-digit prefix or card number (12-19 digits), ISO/IEC 7812-1',
    // A card number goes no further than its BIN.
    read: (raw) => {
      const asked = binOf(compact(raw));
      return 'errors' in asked
        ? { code: null, valid: false, errors: asked.errors }
        : { code: asked.bin, valid: true, errors: [] };
    },
    // Unknown to our lists, but the scheme's published ranges still apply, and longer BINs may
    // start with it: the 404 carries both.
    missingDetails: async (db, bin, lang) => {
      const under = await findUnder(db, bin, lang);
      return { ...deriveBin(bin), under: under.items, under_total: under.total };
    },
  },
  list: { summary: 'BINs, of a country or of a bank', schema: 'BinRange', found: 'A page of BIN records' },
});
