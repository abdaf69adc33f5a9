import { codeResource } from '../../../../worker/api/resource';
import { example } from './example';
import { reads } from './db';
import { KIND_VALIDATORS } from '../../validators';
import { suggestLei } from '../../../validators/did-you-mean';
import { existingCodes } from '../../../../worker/api/did-you-mean';

export const leis = codeResource({
  kind: 'lei',
  name: 'Lei',
  example,
  db: reads,
  get: {
    summary: 'A Legal Entity Identifier (ISO 17442, GLEIF)',
    param: [
      'LEI (ISO 17442), 20 characters, any case: 18 letters or digits and 2 check digits (ISO 7064 MOD 97-10; wrong ones: 400 with did_you_mean)',
      '^[A-Za-z0-9]{18}[0-9]{2}$',
      [20, 20],
    ],
    answers: ['The LEI record', 'no such LEI'],
    invalid: 'Not an LEI (ISO 17442)',
    // A well-shaped code failing only its check digits (ISO 17442 MOD 97-10) may still be one
    // GLEIF published: the import keeps such records, flagged. Look it up before answering 400.
    read: (raw) => {
      const result = KIND_VALIDATORS.lei.validate(raw);
      const shaped = KIND_VALIDATORS.lei.normalize(raw);
      const checksumOnly = !result.valid && /^[0-9A-Z]{20}$/.test(shaped);
      return { code: result.canonical ?? (checksumOnly ? shaped : null), valid: result.valid, errors: result.errors };
    },
    meant: { on: 'wrong', codes: (db, _raw, code) => existingCodes(db, 'lei', code ? suggestLei(code, 60) : []) },
  },
  list: {
    summary: 'LEIs, of a country or of a bank',
    schema: 'LeiSummary',
    found: 'A page of LEIs',
    // With a bank, `country` names the bank's country (as for swifts), not a filter on the LEIs.
    narrow: (f) => ({ ...f, country: f.bankId === null && !f.bankKey ? f.country : null }),
  },
});
