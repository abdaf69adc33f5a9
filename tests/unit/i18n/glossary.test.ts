import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { leaves, readLocale } from '../../../scripts/i18n-missing.mjs';
import { LOCALES, type Locale } from '../../../shared/locales';

// One term per thing in each language (locales/glossary/<lang>.json): a banking term has one
// translation, and the variants a reader would take for another thing (連邦財務省, the Ministry
// of Finance, for the Federal Treasury) or that mixed two words on one page (dígito de controle
// beside dígito verificador) appear in no string of that language.

interface Term {
  concept: string;
  term: string;
  forbidden: string[];
  allow?: string[];
}

const glossary = (lang: Locale): Term[] =>
  (JSON.parse(readFileSync(`locales/glossary/${lang}.json`, 'utf8')) as { terms: Term[] }).terms;

/** Every string of a locale, plural forms included, as [key, text]. */
function strings(lang: Locale): [string, string][] {
  const out: [string, string][] = [];
  for (const [key, leaf] of leaves(readLocale(lang)) as Map<string, { forms: Record<string, string> }>) {
    for (const [form, text] of Object.entries(leaf.forms)) out.push([form === 'text' ? key : `${key}.${form}`, text]);
  }
  return out;
}

/** The strings of `lang` that use a forbidden variant of a glossary term, as "key: variant in text". */
function offences(terms: Term[], texts: [string, string][]): string[] {
  return terms.flatMap(({ concept, forbidden, allow = [] }) =>
    forbidden.flatMap((variant) => {
      const re = new RegExp(variant, 'u');
      return texts
        .filter(([key, text]) => re.test(text) && !allow.some((a) => key === a || key.startsWith(`${a}.`)))
        .map(([key, text]) => `${concept} — ${key}: ${text}`);
    }),
  );
}

describe('the glossary of each language', () => {
  it.each(LOCALES)('%s has a glossary of banking terms, each with its one translation', (lang) => {
    const terms = glossary(lang);
    expect(terms.length).toBeGreaterThanOrEqual(5);
    for (const t of terms) {
      expect(t.term.trim(), t.concept).not.toBe('');
      for (const v of t.forbidden) expect(() => new RegExp(v, 'u'), v).not.toThrow();
    }
  });

  it.each(LOCALES)('%s strings use each glossary term somewhere', (lang) => {
    const texts = strings(lang).map(([, text]) => text.toLowerCase());
    const unused = glossary(lang).filter((t) => !texts.some((text) => text.includes(t.term.toLowerCase())));
    expect(unused.map((t) => t.concept)).toEqual([]);
  });

  it.each(LOCALES)('%s strings use no forbidden variant of a glossary term', (lang) => {
    expect(offences(glossary(lang), strings(lang))).toEqual([]);
  });

  it('the check finds a forbidden variant, and lets an allowed key keep it', () => {
    const terms: Term[] = [
      { concept: 'head office', term: '总行', forbidden: ['总部'], allow: ['lei.headquarters_address'] },
    ];
    expect(offences(terms, [['routing.office_main', '总部']])).toEqual(['head office — routing.office_main: 总部']);
    expect(offences(terms, [['lei.headquarters_address', '总部地址']])).toEqual([]);
  });
});
