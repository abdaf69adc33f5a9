import { Hono } from 'hono';
import type { AppEnv } from '../../../../worker/env';
import type { Iban } from '../../../api-types';
import { getIbanCountrySpec, normalizeIban, validateIban, type IbanError, type IbanValidation } from '../validator';
import { suggestIban } from '../../../validators/did-you-mean';
import { countryName } from '../../../../worker/db/countries';
import { findIbanBank, ibanBankCodes, knownBankCodes } from './db';
import { withAccountCheck } from './account';
import { invalid } from '../../../../worker/api/errors';
import { describe } from '../../../../worker/api/openapi/describe';
import { params, responses } from '../../../../worker/api/openapi/schemas';
import { example } from './example';
import { recordParts } from './parts';
import { calculator } from './calculator-api';

/**
 * Status codes (decided here, the page follows them): the validation IS the record, so a
 * well-formed IBAN failing its checks (check digits, length for the country, BBAN structure,
 * national check digits) is 200 with `valid: false` and the failed checks. Only input that
 * cannot be an IBAN at all is 400 invalid_iban with the validator's codes: empty, characters
 * other than A-Z and 0-9 (spaces and hyphens are dropped first, lower case is upper-cased), no
 * country with an IBAN format, or a length outside ISO 13616-1's 5..34 (country code, two check
 * digits, a BBAN of at most 30).
 */
const NOT_AN_IBAN: ReadonlySet<IbanError> = new Set([
  'iban.empty',
  'iban.invalid_characters',
  'iban.unknown_country',
  'iban.territory_country',
]);

export function isIbanAtAll(iban: string, result: IbanValidation): boolean {
  return !result.errors.some((e) => NOT_AN_IBAN.has(e)) && iban.length >= 5 && iban.length <= 34;
}

/** Suggestions worth showing: at most this many, those whose bank code a register knows first. */
const MAX_SUGGESTIONS = 5;

export const ibans = new Hono<AppEnv>()
  // POST /ibans: the calculator (./calculator-api.ts).
  .route('/', calculator)
  .get(
    '/:code',
    describe({
      operationId: 'getIban',
      summary: 'Validate an IBAN (ISO 13616) and show its parts and bank',
      description:
        'The validation is the record: 200 for valid and invalid IBANs alike (valid, errors, checks). Only input that cannot be an IBAN at all is 400. Spaces and hyphens are ignored.',
      tags: ['lookup'],
      parameters: [
        params.path(
          'code',
          'IBAN (ISO 13616), any case, electronic or print format (spaces and hyphens are ignored): country, 2 check digits, the BBAN. Wrong check digits, length or national checks are a 200 with valid false and the errors; only input that cannot be an IBAN (no known country, other characters) is a 400',
          'DE89370400440532013000',
          '^[A-Za-z]{2}[0-9]{2}[A-Za-z0-9 -]{11,44}$',
          [15, 48],
        ),
        params.lang,
      ],
      responses: { 200: responses.one('Iban', 'The validation report', example), 400: responses.invalid('iban') },
    }),
    async (c) => {
      const raw = c.req.param('code').slice(0, 200); // longer than any IBAN with separators: not one
      const iban = normalizeIban(raw);
      const shared = validateIban(iban);
      if (!isIbanAtAll(iban, shared)) {
        const errors = shared.errors.length > 0 ? shared.errors : ['iban.invalid_length'];
        throw invalid('iban', 'Not an IBAN (ISO 13616)', { errors });
      }
      const country = iban.slice(0, 2);
      const spec = getIbanCountrySpec(country);
      const p = shared.parts;
      const db = c.env.DB;

      const codes = ibanBankCodes(iban, p);
      // Suggestions come from the shared validator's verdict, in parallel with the bank: an IBAN
      // that fails only its account check passes MOD 97-10, so none of its single typos does
      // (ISO 7064 catches each), and the account check would add no suggestion.
      const [found, name, suggestions] = await Promise.all([
        findIbanBank(db, country, codes),
        countryName(db, country, c.req.query('lang')),
        suggestionsFor(db, iban, shared),
      ]);
      const result = withAccountCheck(shared, found?.checkMethod ?? null);

      const body: Iban = {
        iban,
        iban_print: p?.formatted ?? iban.replace(/(.{4})(?=.)/g, '$1 '),
        valid: result.valid,
        errors: result.errors,
        checks: {
          structure: result.checks.structure,
          checksum: result.checks.checksum,
          length: result.checks.length,
          national_checksum: result.checks.nationalChecksum,
          sepa: result.checks.sepa,
        },
        country,
        country_name: name,
        expected_length: spec?.ibanLength ?? 0,
        sepa: spec?.sepa ?? false,
        parts: p && recordParts(p),
        bank: found?.bank ?? null,
        suggestions,
      };
      return c.json(body);
    },
  );

/**
 * "Did you mean": only for an IBAN of the right length and structure whose check digits (IBAN
 * or national) fail, i.e. a probable typo; ISO 7064 MOD 97-10 catches every single substitution
 * and adjacent transposition, so the original is usually among the candidates one edit away.
 */
async function suggestionsFor(db: D1DatabaseSession, iban: string, result: IbanValidation): Promise<string[]> {
  const { structure, length, checksum, nationalChecksum } = result.checks;
  if (!structure || !length || (checksum && nationalChecksum !== 'invalid')) return [];
  const candidates = suggestIban(iban, 20).filter((s) => s.slice(0, 2) === iban.slice(0, 2));
  const bankCodeOf = (s: string) => validateIban(s).parts?.bankCode ?? null;
  const codes = [...new Set(candidates.map(bankCodeOf).filter((x): x is string => x !== null))];
  const known = await knownBankCodes(db, iban.slice(0, 2), codes);
  const ranked = [
    ...candidates.filter((s) => known.has(bankCodeOf(s) ?? '')),
    ...candidates.filter((s) => !known.has(bankCodeOf(s) ?? '')),
  ];
  return ranked.slice(0, MAX_SUGGESTIONS);
}
