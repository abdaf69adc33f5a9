// Decided categories of disagreement: where a peer and our validator disagree, the rule that
// decides who is right. Each category is a narrow test on the input and the two verdicts;
// a disagreement that none of them covers fails tests/unit/validators/differential.test.ts.
// docs/validation-comparison.md lists them with their counts.
import { countrySpecs } from 'ibantools';
import cardValidator from 'card-validator';
import { validateIban } from '../../shared/kinds/iban/validator';
import { validateSwift } from '../../shared/kinds/swift/validator';
import { validateRouting } from '../../shared/kinds/routing/validator';
import { validateCardNumber } from '../../shared/validators/card';
import { CARD_SCHEMES, type CardScheme } from '../../shared/kinds/bin/validator';
import { luhnValid } from '../../shared/validators/common';
import { CCT_SCHEMES, creditCardTypeScheme } from './peers';

export type Verdict = boolean | string;

/** One input on which we and a peer answer differently. */
export interface Disagreement {
  input: string;
  kind: string;
  ours: Verdict;
  peer: Verdict;
}

export interface Category {
  comparison: string;
  peer: string;
  id: string;
  /** Who is right, and the rule that decides it (shown in docs/validation-comparison.md). */
  rule: string;
  applies: (d: Disagreement) => boolean;
}

/** Countries whose national check digits ibantools 4.5.4 verifies (its bban_validation_func). */
const IBANTOOLS_NATIONAL = new Set([
  'BA',
  'BE',
  'CZ',
  'EE',
  'ES',
  'FR',
  'HR',
  'HU',
  'MC',
  'ME',
  'MK',
  'NO',
  'PL',
  'PT',
  'RS',
  'SI',
  'SK',
]);
const MOD97_NATIONAL = new Set(['BA', 'ME', 'MK', 'RS', 'SI', 'PT', 'TL', 'XK', 'AO', 'CV', 'MZ']);
const onlyError = (errors: readonly string[], code: string) => errors.length === 1 && errors[0] === code;
const isAltPair = (pair: string) => pair === '00' || pair === '01' || pair === '99';

/** Whether ibantools' own country table (length, BBAN pattern) judges the structure of `iban` otherwise than the registry. */
function ibantoolsStructureDiffers(iban: string): boolean {
  const spec = (countrySpecs as Record<string, { chars?: number; bban_regexp?: string }>)[iban.slice(0, 2)];
  const r = validateIban(iban);
  const ours =
    r.checks.length && !r.errors.includes('iban.invalid_structure') && !r.errors.includes('iban.unknown_country');
  const peer =
    !!spec?.chars &&
    !!spec.bban_regexp &&
    spec.chars === iban.length &&
    new RegExp(spec.bban_regexp).test(iban.slice(4));
  return ours !== peer;
}

const cvType = (pan: string) => cardValidator.number(pan).card;
const CV_NAMES: Record<string, string> = { 'american-express': 'amex', 'diners-club': 'diners' };
const ourScheme = (pan: string) => validateCardNumber(pan).parts?.schemes[0]?.scheme ?? '';

/** Card scheme disagreements, each with the rule; shared by the scheme and the validity comparisons. */
const SCHEME_RULES: readonly {
  id: string;
  rule: string;
  applies: (pan: string, ours: string, peer: string) => boolean;
}[] = [
  {
    id: 'scheme-unknown-to-peer',
    rule: 'The scheme is one credit-card-type does not know (RuPay, Dankort, UATP, UzCard, Humo, Belkart): ours names it from the range the scheme publishes.',
    applies: (_p, ours) => ours !== '' && !CCT_SCHEMES.has(ours),
  },
  {
    id: 'brand-unknown-to-us',
    rule: 'credit-card-type knows regional brands we do not (Naranja in Argentina, Hiper in Brazil): a gap of ours, kept visible here.',
    applies: (_p, _ours, peer) => peer === 'naranja' || peer === 'hiper',
  },
  {
    id: 'unionpay-62',
    rule: "UnionPay's IIN range is all of 62 (except the Discover-carried and Elo blocks); credit-card-type lists sub-blocks of it and falls back to Maestro between them.",
    applies: (p, ours, peer) => p.startsWith('62') && ours === 'unionpay' && (peer === 'maestro' || peer === ''),
  },
  {
    id: 'verve-blocks',
    rule: "Verve's published blocks are 506099-506198, 507865-507964 and 650002-650027 (Interswitch); credit-card-type lists part of them.",
    applies: (_p, ours, peer) => ours === 'verve' || peer === 'verve',
  },
  {
    id: 'diners-3095-hipercard-384',
    rule: "Diners Club International's 3095 and Hipercard's 384100/384140/384160 are published ranges credit-card-type lacks.",
    applies: (p, ours) => (ours === 'diners' && p.startsWith('3095')) || (ours === 'hipercard' && p.startsWith('384')),
  },
];

const schemeRule = (pan: string) => {
  const ours = ourScheme(pan);
  const peer = creditCardTypeScheme(pan);
  return SCHEME_RULES.find((r) => r.applies(pan, ours, peer));
};

export const CATEGORIES: readonly Category[] = [
  // IBAN vs ibantools
  {
    comparison: 'IBAN',
    peer: 'ibantools',
    id: 'national-check-peer-lacks',
    rule: 'ibantools verifies national check digits in 17 countries; ours applies the published rule of every country that has one (iban-national.ts). Ours is right where the rule is public.',
    applies: (d) =>
      d.peer === true &&
      onlyError(validateIban(d.input).errors, 'iban.national_checksum') &&
      !IBANTOOLS_NATIONAL.has(d.input.slice(0, 2)),
  },
  {
    comparison: 'IBAN',
    peer: 'ibantools',
    id: 'national-mod97-pair-00-01-99',
    rule: 'ISO 7064 MOD 97-10 produces check pairs 02-98 only; ibantools accepts 00, 01 and 99 in national check digits.',
    applies: (d) =>
      d.peer === true &&
      MOD97_NATIONAL.has(d.input.slice(0, 2)) &&
      isAltPair(d.input.slice(-2)) &&
      onlyError(validateIban(d.input).errors, 'iban.national_checksum'),
  },
  {
    comparison: 'IBAN',
    peer: 'ibantools',
    id: 'country-format-differs-from-registry',
    rule: "ibantools' own length or BBAN pattern differs from the SWIFT IBAN registry (ISO 13616 registration authority) for this country (BY, CI, DO, GG, GW, IM, JE, PK, PS...); the registry decides.",
    applies: (d) => ibantoolsStructureDiffers(d.input),
  },
  {
    comparison: 'IBAN',
    peer: 'ibantools',
    id: 'mk-letters-mod97',
    rule: 'North Macedonian account numbers may hold letters; ISO 7064 MOD 97-10 converts them (A=10 ... Z=35), ibantools does not.',
    applies: (d) => d.input.startsWith('MK') && /[A-Z]/.test(d.input.slice(4)),
  },
  // Norwegian account numbers vs stdnum (python-stdnum's no.kontonr)
  {
    comparison: 'Norwegian account (national check)',
    peer: 'stdnum',
    id: 'norway-00-accounts',
    rule: 'Contested: with 00 in digits 5-6 ECBS TR201 has the MOD 11 check cover digits 7-10 only, DNB, NAV, stdnum and iban4j all ten; where the two verdicts differ we say "contested", stdnum gives its all-ten verdict.',
    // Checked against both readings written out here: MOD 11, weights 5,4,3,2,7,6,5,4,3,2.
    applies: (d) => {
      if (d.input.slice(4, 6) !== '00' || d.ours !== 'contested') return false;
      const mod11 = (ten: string) => {
        const r = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2].reduce((sum, w, i) => sum + w * Number(ten[i]), 0) % 11;
        return r !== 1 && (r === 0 ? 0 : 11 - r) === Number(d.input[10]);
      };
      const allTen = mod11(d.input.slice(0, 10));
      return allTen !== mod11(`000000${d.input.slice(6, 10)}`) && d.peer === allTen;
    },
  },
  {
    comparison: 'Norwegian account (national check)',
    peer: 'stdnum',
    id: 'norway-0000-postgiro',
    rule: 'stdnum strips a bank code 0000 and checks the 7 digits left with Luhn (old Postgiro numbers); an IBAN carries the 11-digit account number, which ECBS TR201, DNB, NAV and iban4j check with MOD 11 over all of it.',
    applies: (d) => d.input.startsWith('0000') && d.ours !== 'contested',
  },
  // LEI vs stdnum
  {
    comparison: 'LEI',
    peer: 'stdnum',
    id: 'check-pair-00-01-99',
    rule: 'ISO 17442 check digits come from ISO 7064 MOD 97-10 as 98 - r, so 02-98; stdnum tests the remainder only and accepts 00, 01 and 99.',
    applies: (d) => d.ours === false && isAltPair(d.input.slice(18)),
  },
  // BIC vs ibantools
  {
    comparison: 'BIC',
    peer: 'ibantools',
    id: 'location-rules',
    rule: "SWIFT's location code: the first character is never 0 or 1, the second never the letter O; ibantools checks only the character classes.",
    applies: (d) => d.peer === true && validateSwift(d.input).errors.includes('swift.invalid_location'),
  },
  {
    comparison: 'BIC',
    peer: 'ibantools',
    id: 'branch-x',
    rule: 'A branch code starting with X other than XXX is not issued (SWIFT BIC policy); ibantools accepts it.',
    applies: (d) => d.peer === true && validateSwift(d.input).errors.includes('swift.invalid_branch'),
  },
  {
    comparison: 'BIC',
    peer: 'ibantools',
    id: 'iso9362-2022-party-prefix',
    rule: 'ISO 9362:2022 allows digits in the party prefix; ours accepts it, flagged (SWIFT has issued letters only); ibantools follows the older letters-only rule.',
    applies: (d) =>
      d.ours === true && d.peer === false && validateSwift(d.input).warnings.includes('swift.iso2022_party_prefix'),
  },
  // ABA vs abavalidator
  {
    comparison: 'ABA routing number',
    peer: 'abavalidator',
    id: 'unassigned-prefix',
    rule: 'The first two digits must be a Federal Reserve routing symbol range (00-12, 21-32, 61-72, 80) or a number the Federal Reserve directory lists; abavalidator checks the check digit only.',
    applies: (d) => d.peer === true && onlyError(validateRouting(d.input).errors, 'aba.invalid_prefix'),
  },
  // Card numbers vs card-validator
  {
    comparison: 'Card number',
    peer: 'card-validator',
    id: 'no-known-scheme',
    rule: 'ISO/IEC 7812-1: 12-19 digits with a right Luhn digit make a valid card number whatever the scheme; card-validator refuses numbers of schemes it does not know.',
    applies: (d) =>
      d.ours === true &&
      d.peer === false &&
      (ourScheme(d.input) === '' || !CCT_SCHEMES.has(ourScheme(d.input)) || !cvType(d.input)),
  },
  {
    comparison: 'Card number',
    peer: 'card-validator',
    id: 'unionpay-without-luhn',
    rule: 'ISO/IEC 7812-1 Annex B: every card number ends in a Luhn check digit; card-validator skips the Luhn check for UnionPay by default.',
    applies: (d) => d.peer === true && !luhnValid(d.input) && cvType(d.input)?.type === 'unionpay',
  },
  {
    comparison: 'Card number',
    peer: 'card-validator',
    id: 'length-per-scheme',
    rule: "The lengths a scheme issues (Visa 13, 16, 19; Discover and Diners 14/16-19; Maestro 12-19...): the schemes' published lengths differ from card-validator's table for these.",
    applies: (d) => {
      const t = cvType(d.input);
      const ours = ourScheme(d.input);
      if (!t || !luhnValid(d.input) || (CV_NAMES[t.type] ?? t.type) !== ours) return false;
      const n = d.input.length;
      return CARD_SCHEMES[ours as CardScheme].lengths.includes(n) !== t.lengths.includes(n);
    },
  },
  {
    comparison: 'Card number',
    peer: 'card-validator',
    id: 'scheme-differs',
    rule: 'The two sides name different schemes for the number; the scheme rule decides (see the card scheme categories).',
    applies: (d) => {
      const t = cvType(d.input);
      return !!t && (CV_NAMES[t.type] ?? t.type) !== ourScheme(d.input) && schemeRule(d.input) !== undefined;
    },
  },
  // Card schemes vs credit-card-type
  ...SCHEME_RULES.map(
    (r): Category => ({
      comparison: 'Card scheme',
      peer: 'credit-card-type',
      id: r.id,
      rule: r.rule,
      applies: (d) => r.applies(d.input, String(d.ours), String(d.peer)),
    }),
  ),
];
