import { codeResource } from '../../../../worker/api/resource';
import { example } from './example';
import { reads } from './db';
import { params } from '../../../../worker/api/openapi/schemas';

// Russian BICs (Bank of Russia directory ED807). SPEC.md section 7: rubics/{code} and
// rubics?bank=&page=&page_size= (a bank is country + slug; the country defaults to RU here,
// since the SPEC's call passes only the bank).
export const rubics = codeResource({
  kind: 'rubic',
  name: 'Rubic',
  example,
  db: reads,
  get: {
    summary: 'A Russian BIC (Bank of Russia directory ED807)',
    param: ['Russian BIC, 9 digits starting with a known prefix (04 for Russia; else 400)', '^[0-9]{9}$', [9, 9]],
    answers: ['The BIC with its accounts and requisites', 'no such BIC'],
    invalid: 'Not a Russian BIC (9 digits)',
  },
  list: {
    summary: 'Russian BICs, of a bank, of a country or all',
    country: params.country(
      "With `bank`: the bank's country, default ru. Without: the BICs of that country (the directory's own country of each BIC); empty or absent: all",
    ),
    schema: 'RubicSummary',
    found: 'A page of BICs',
  },
});
