import { describe, expect, it } from 'vitest';
import { acronyms, tokens } from '../../shared/search-text';

// The acronyms the search index gives a bank name (shared/search-text.ts): initials of the
// significant words of the name without its legal form.
describe('acronyms of a bank name', () => {
  it.each([
    ['Industrial and Commercial Bank of China Limited', 'icbc'],
    ['State Bank of India', 'sbi'],
    ['Raiffeisen Bank International AG', 'rbi'],
  ])('%s is %s', (name, acronym) => {
    expect(acronyms(tokens(name))).toEqual([acronym]);
  });

  it.each([
    ['Unicaja Banco SA', 'ubs'],
    ['ICE Clear Europe Limited', 'icel'],
  ])('%s is not %s: a legal form is not part of the initials', (name, acronym) => {
    expect(acronyms(tokens(name))).not.toContain(acronym);
  });
});
