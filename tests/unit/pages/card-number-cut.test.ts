import { describe, expect, it } from 'vitest';
import { withoutCardNumber } from '../../../shared/kinds/bin/lookup';

// SPEC: a card number never travels past its BIN. Autocompletion asks as the user types, so a
// number still being typed must be cut as well; codes of 9 digits (routing numbers, Russian
// BICs) and shorter inputs reach the API as typed.
describe('withoutCardNumber', () => {
  it.each([
    ['4571 7360 0', '457173'],
    ['4571 7360 00', '457173'],
    ['45717360000', '457173'],
    ['4571 7360 0000', '457173'],
    ['4571 7360 0000 0000', '45717360'],
    ['4571-7360-0000-0000-123', '45717360'],
  ])('%s is asked for as %s', (typed, sent) => {
    expect(withoutCardNumber(typed)).toBe(sent);
  });

  it.each([
    '021000021',
    '044525225',
    '45717360',
    '4571 7360',
    'DEUTDEFF',
    'deutsche bank',
    'DE89 3704 0044 0532 0130 00',
  ])('%s is sent as typed', (typed) => {
    expect(withoutCardNumber(typed)).toBe(typed);
  });
});
