import { describe, expect, it } from 'vitest';
import {
  detectIdentifier,
  validateRouting,
  validateCardNumber,
  validateIban,
  validateLei,
  validateSwift,
} from '../../../shared/validators';
import { normalizeRouting, normalizeBic, normalizeIban, normalizeLei } from '../../../shared/validators/normalize';

// The forms people paste. One normaliser per kind (shared/validators/normalize.ts),
// used by the validator and by type detection alike: each input here is accepted by both.

/** A kind's normaliser, its validator, and the forms people paste, grouped by the value they normalise to. */
interface Kind {
  name: string;
  type: string;
  normalize: (input: string) => string;
  valid: (input: string) => boolean;
  /** The normalised form type detection reports, where it is not the value (a BIC8 is reported with its branch XXX). */
  detected?: (value: string) => string;
  forms: Record<string, readonly string[]>;
}

const KINDS: Kind[] = [
  {
    name: 'IBAN',
    type: 'iban',
    normalize: normalizeIban,
    valid: (s) => validateIban(s).valid,
    forms: {
      NO9386011117947: ['NO93 8601.11.17947'], // the Norwegian dotted notation (stdnum's own valid list)
      DE89370400440532013000: [
        'DE89–3704–0044–0532–0130–00', // en dashes
        'DE89—3704‐0044−0532 0130 00', // em dash, hyphen, minus sign
        'ＤＥ８９ ３７０４ ００４４ ０５３２ ０１３０ ００', // full width (NFKC)
        'IBAN: DE89 3704 0044 0532 0130 00',
        '\u00a0DE89\u200b3704 0044 0532 0130 00 ', // NBSP, zero-width space
      ],
    },
  },
  {
    name: 'BIC',
    type: 'swift',
    normalize: normalizeBic,
    valid: (s) => validateSwift(s).valid,
    detected: (v) => v.padEnd(11, 'X'),
    forms: {
      // 'swift：ＤＥＵＴＤＥＦＦ': a full-width colon and letters
      DEUTDEFF: ['BIC DEUTDEFF', 'SWIFT: DEUTDEFF', 'SWIFT code: deut de ff', 'swift：ＤＥＵＴＤＥＦＦ', 'DEUT.DE.FF'],
      DEUTDEFFXXX: ['BIC/SWIFT DEUTDEFFXXX'],
    },
  },
  {
    name: 'ABA',
    type: 'aba',
    normalize: normalizeRouting,
    valid: (s) => validateRouting(s).valid,
    forms: {
      // MICR transit symbols as printed on checks, labels, dashes, full-width digits
      '021000021': [
        '⑆021000021⑆',
        '⑆ 021000021 ⑆',
        'ABA 021000021',
        'Routing number: 021-000-021',
        'RTN #021000021',
        '０２１００００２１',
      ],
    },
  },
  {
    name: 'LEI',
    type: 'lei',
    normalize: normalizeLei,
    valid: (s) => validateLei(s).valid,
    forms: { '7LTWFZYICNSX8D621K86': ['LEI: 7LTWFZYICNSX8D621K86', '7LTW–FZYI–CNSX–8D62–1K86'] },
  },
];

describe('input normalisers', () => {
  for (const kind of KINDS) {
    const rows = Object.entries(kind.forms).flatMap(([value, inputs]) =>
      inputs.map((input) => [input, value] as const),
    );
    it.each(rows)(`${kind.name} %j`, (input, value) => {
      expect(kind.normalize(input)).toBe(value);
      expect(kind.valid(input)).toBe(true);
      expect(detectIdentifier(input)[0]).toEqual({
        type: kind.type,
        valid: true,
        normalized: kind.detected?.(value) ?? value,
      });
    });
  }

  it('keeps a BIC that merely starts with the letters BIC', () => {
    expect(normalizeBic('BICSDEFF')).toBe('BICSDEFF');
    expect(normalizeBic('BIC')).toBe('BIC');
  });

  it('card numbers with dots, dashes or full-width digits', () => {
    for (const input of ['4111.1111.1111.1111', '4111–1111–1111–1111', '４１１１ １１１１ １１１１ １１１１']) {
      expect(validateCardNumber(input).canonical).toBe('4111111111111111');
      expect(detectIdentifier(input)[0]).toEqual({ type: 'card', valid: true, normalized: '4111111111111111' });
    }
  });
});
