import { KINDS } from '../../shared/kinds';
import { KIND_VALIDATORS } from '../../shared/kinds/validators';
import { validateRouting } from '../../shared/kinds/routing/validator';
import { suggestRouting, suggestLei } from '../../shared/validators/did-you-mean';
import { countSwifts, getSwift, listSwifts } from '../../shared/kinds/swift/worker/db';
import { countIfscs, getIfsc, listIfscs } from '../../shared/kinds/ifsc/worker/db';
import { countLeis, getLei, listLeis } from '../../shared/kinds/lei/worker/db';
import { countRubics, getRubic, listRubics } from '../../shared/kinds/rubic/worker/db';
import { countRoutings, getRouting, listRoutings } from '../../shared/kinds/routing/worker/db';
import { swiftsMeant } from '../search/did-you-mean';
import { existingCandidates } from './did-you-mean';
import { codeResource } from './resource';
import { params } from './openapi/schemas';
import { examples } from './openapi/examples';

// The API resources of the code kinds (./resource.ts): each kind's OpenAPI texts, db functions
// and real differences. BINs, which also answer card numbers, are ./bins.ts.

/** The existing codes of a kind among the candidates one slip away (shared/validators/did-you-mean.ts). */
const existing = (db: D1DatabaseSession, kind: 'lei' | 'routing', candidates: string[]) =>
  existingCandidates(db, KINDS[kind].table, KINDS[kind].key, candidates);

export const swifts = codeResource({
  kind: 'swift',
  name: 'Swift',
  example: examples.swift,
  lang: 'both',
  db: { get: getSwift, count: countSwifts, list: listSwifts },
  get: {
    summary: 'A SWIFT/BIC code (ISO 9362)',
    description:
      'An 8-character BIC is answered as its primary office (XXX). Also lists the LEIs GLEIF maps to the BIC.',
    param: [
      'SWIFT/BIC (ISO 9362), 8 or 11 characters, any case: party prefix (4 letters or digits, ISO 9362:2022), an ISO 3166-1 country, location (not O second), branch (XXX or not starting X)',
      'DEUTDEFF',
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

// IFSC (RBI).
export const ifscs = codeResource({
  kind: 'ifsc',
  name: 'Ifsc',
  example: examples.ifsc,
  lang: 'both',
  db: { get: getIfsc, count: countIfscs, list: listIfscs },
  get: {
    summary: 'An Indian IFSC code (RBI)',
    param: [
      'IFSC: 4 letters, 0, 6 letters or digits, any case',
      'HDFC0000001',
      '^[A-Za-z]{4}0[A-Za-z0-9]{6}$',
      [11, 11],
    ],
    answers: ['The branch', 'no such IFSC'],
    invalid: 'Not an IFSC (4 letters, 0, 6 letters or digits)',
  },
  list: { summary: 'IFSC codes, of a country or of a bank', found: 'A page of IFSC codes' },
});

export const leis = codeResource({
  kind: 'lei',
  name: 'Lei',
  example: examples.lei,
  lang: 'get',
  db: { get: getLei, count: countLeis, list: listLeis },
  get: {
    summary: 'A Legal Entity Identifier (ISO 17442, GLEIF)',
    param: [
      'LEI (ISO 17442), 20 characters, any case: 18 letters or digits and 2 check digits (ISO 7064 MOD 97-10; wrong ones: 400 with did_you_mean)',
      '7LTWFZYICNSX8D621K86',
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
    meant: { on: 'wrong', codes: (db, _raw, code) => existing(db, 'lei', code ? suggestLei(code, 60) : []) },
  },
  list: {
    summary: 'LEIs, of a country or of a bank',
    schema: 'LeiSummary',
    found: 'A page of LEIs',
    // With a bank, `country` names the bank's country (as for swifts), not a filter on the LEIs.
    narrow: (f) => ({ ...f, country: f.bankId === null && !f.bankKey ? f.country : null }),
  },
});

// Russian BICs (Bank of Russia directory ED807). SPEC.md section 7: rubics/{code} and
// rubics?bank=&page=&page_size= (a bank is country + slug; the country defaults to RU here,
// since the SPEC's call passes only the bank).
export const rubics = codeResource({
  kind: 'rubic',
  name: 'Rubic',
  example: examples.rubic,
  lang: 'get',
  db: { get: getRubic, count: countRubics, list: listRubics },
  get: {
    summary: 'A Russian BIC (Bank of Russia directory ED807)',
    param: [
      'Russian BIC, 9 digits starting with a known prefix (04 for Russia; else 400)',
      '044525101',
      '^[0-9]{9}$',
      [9, 9],
    ],
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

// US routing numbers (ABA). Routing numbers are all American: the country defaults to us
// (SPEC.md section 7 sends only bank), and another country has none.
export const routings = codeResource({
  kind: 'routing',
  name: 'UsRouting',
  example: examples.routing,
  lang: 'none',
  db: { get: getRouting, count: countRoutings, list: listRoutings },
  get: {
    summary: 'A US routing number (ABA)',
    description:
      'Nine digits. A number failing the ABA check digit that the Fed still lists is answered with its failed checks; otherwise such a number is 400.',
    param: [
      'ABA routing number, 9 digits with a Federal Reserve prefix and a valid check digit (else 400 with did_you_mean)',
      '011000015',
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
    meant: { on: 'wrong', codes: (db, _raw, code) => existing(db, 'routing', code ? suggestRouting(code, 60) : []) },
  },
  list: {
    summary: 'US routing numbers, of a bank or all',
    country: params.country('Defaults to us; another country has none'),
    found: 'A page of routing numbers (ach and wire are null in lists)',
    example: [{ ...examples.routing, ach: null, wire: null }],
  },
});
