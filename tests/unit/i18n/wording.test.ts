import { describe, expect, it } from 'vitest';
import { leaves, readLocale } from '../../../scripts/i18n-missing.mjs';
import { createTranslator } from '../../../shared/i18n';
import { LOCALES, type Locale } from '../../../shared/locales';
import { nationalPartName } from '../../../shared/kinds/iban/part-names';
import { alternativesText, validatorWarning } from '../../../shared/validator-messages';

// The wording rules of the translation review (docs/translation-review.md) that a machine can
// hold: one term per concept and language, French typography, one register, counts in the
// language's plural form and digit grouping.

/** Every string of a locale, plural forms included, as [key, text]. */
function strings(lang: Locale): [string, string][] {
  const out: [string, string][] = [];
  for (const [key, leaf] of leaves(readLocale(lang)) as Map<string, { forms: Record<string, string> }>) {
    for (const [form, text] of Object.entries(leaf.forms)) out.push([form === 'text' ? key : `${key}.${form}`, text]);
  }
  return out;
}

const matching = (lang: Locale, re: RegExp) =>
  strings(lang)
    .filter(([, text]) => re.test(text))
    .map(([key, text]) => `${key}: ${text}`);

describe('French typography (Imprimerie nationale)', () => {
  const fr = strings('fr');
  // An HTTP header quoted as it is sent: its colon is code, not French punctuation.
  const code = (text: string) => text.replace('Access-Control-Allow-Origin: *', '');

  it('has strings to check', () => {
    expect(fr.filter(([, text]) => /[:;?!]/.test(text)).length).toBeGreaterThan(40);
  });

  it('puts a no-break space (U+00A0 or U+202F) before every : ; ? ! that ends a clause', () => {
    // A colon between two digits or in a URL (ISO 9362:2022, https://) is not punctuation.
    const bad = fr.filter(([, text]) =>
      /(?:^|[^\u00A0\u202F])[;?!]|(?:^|[^\u00A0\u202F\d])[:](?!\/\/|\d)/.test(code(text)),
    );
    expect(bad).toEqual([]);
  });

  it('puts a no-break space inside « »', () => {
    expect(fr.filter(([, text]) => /«[^\u00A0\u202F]|[^\u00A0\u202F]»/.test(text))).toEqual([]);
  });

  it('uses the typographic apostrophe, never the straight one', () => {
    expect(fr.filter(([, text]) => text.includes("'"))).toEqual([]);
  });

  it('needs no "en/au" before a country name', () => {
    expect(matching('fr', /\b(en\/au|au\/en)\b/)).toEqual([]);
  });
});

describe('one term per concept and language', () => {
  // The US routing number: one name in each language, the others it used to mix in are gone.
  const routing: Partial<Record<Locale, { term: RegExp; not: RegExp }>> = {
    de: { term: /Routing-Nummer/, not: /Routing Number|Bankleitzahlen? der USA|US-Bankleitzahl/ },
    it: { term: /routing number/i, not: /numer[oi] di routing|instradamento/i },
    pt: { term: /routing numbers?/i, not: /roteamento/i },
    ru: { term: /routing-номер/i, not: /маршрутн\S* номер|номер\S* маршрутизации/i },
    es: { term: /número de ruta/i, not: /routing number|número de enrutamiento/i },
    fr: { term: /numéro de routage/i, not: /routing number|numéro d’acheminement/i },
  };
  it.each(Object.entries(routing))('%s names the US routing number one way', (lang, { term, not }) => {
    expect(matching(lang as Locale, term).length).toBeGreaterThan(10);
    expect(matching(lang as Locale, not)).toEqual([]);
  });

  // Terms that read wrong to a banker of the language, and calques of "sublet" and
  // "field office" (ED807 PtType 40 is a field institution serving the armed forces).
  const wrong: Partial<Record<Locale, RegExp>> = {
    zh: /控制键|美联储总部|转租|野战机构(?!（)|俄罗斯银行(?!账号)/,
    ja: /ロシア銀行|サブレット|転貸/,
    ko: /지급 은행|기업 활동|현장 사무소|위탁 사용/,
    de: /Landesbank|untervergeben|Feldstelle/,
    en: /\bsublet\b|field office/i,
    es: /subarrend|oficina territorial/i,
    fr: /sous-lou|bureau régional de la Banque/i,
    pt: /subloca|escritório regional do Banco/i,
    it: /subconcession|ufficio territoriale della Banca/i,
    ru: /субаренд/i,
  };
  it.each(Object.entries(wrong))('%s has none of the terms the review replaced', (lang, re) => {
    expect(matching(lang as Locale, re)).toEqual([]);
  });

  it('German says der BIC, as the Bundesbank does', () => {
    expect(matching('de', /\b(die|eine|keine|diese) (russische )?BIC\b|zur BIC|BIK\b/)).toEqual([]);
  });
});

describe('one register per language', () => {
  it('Spanish addresses the visitor as usted', () => {
    expect(
      matching(
        'es',
        /\b(Usa|Pega|sube|Introduce|elige|Divide|Divídela|vuelve a intentarlo|Compruébalo|inténtalo|Comprueba hasta|descarga el|Valida hasta)\b/,
      ),
    ).toEqual([]);
  });

  it('German asks with "Sie" in the imperative, never with a bare infinitive', () => {
    expect(matching('de', /^Bitte [^.]* (eingeben|prüfen|versuchen)\.?$|Bitte prüfen und/)).toEqual([]);
  });
});

describe('counts: plural form and digit grouping of the language', () => {
  const translate = createTranslator(Object.fromEntries(LOCALES.map((l) => [l, readLocale(l)])));

  it('search.results', () => {
    expect(translate('en')('search.results', { count: 1 })).toBe('1 result found');
    expect(translate('en')('search.results', { count: 1234 })).toBe('1,234 results found');
    expect(translate('de')('search.results', { count: 1 })).toBe('1 Ergebnis gefunden');
    expect(translate('de')('search.results', { count: 12345 })).toBe('12.345 Ergebnisse gefunden');
    expect(translate('ru')('search.results', { count: 21 })).toBe('Найден 21 результат');
    expect(translate('ru')('search.results', { count: 3 })).toBe('Найдено 3 результата');
    expect(translate('ru')('search.results', { count: 1234 })).toBe('Найдено 1\u00A0234 результата');
    expect(translate('ru')('search.results', { count: 11 })).toBe('Найдено 11 результатов');
    expect(translate('fr')('search.results', { count: 1 })).toBe('1 résultat trouvé');
    expect(translate('fr')('search.results', { count: 1000000 })).toBe('1\u202F000\u202F000 de résultats trouvés');
    expect(translate('ja')('search.results', { count: 1234 })).toBe('検索結果：1,234件');
  });

  it('bulk.summary needs no agreement with the valid and found counts', () => {
    const fr = translate('fr')('bulk.summary', { count: 2, valid: '1', found: '1' });
    expect(fr).toBe('2 codes vérifiés. Valides\u00A0: 1\u202F; trouvés dans nos annuaires\u00A0: 1.');
    expect(translate('es')('bulk.summary', { count: 1, valid: '1', found: '0' })).toBe(
      '1 código comprobado. Válidos: 1; encontrados en nuestros directorios: 0.',
    );
    expect(translate('de')('bulk.summary', { count: 2500, valid: '1', found: '0' })).toMatch(/^2\.500 Codes geprüft/);
  });

  it('every plural key of every language keeps its {{count}} in each form', () => {
    for (const lang of LOCALES) {
      for (const [key, leaf] of leaves(readLocale(lang)) as Map<
        string,
        { kind: string; forms: Record<string, string> }
      >) {
        if (leaf.kind !== 'plural') continue;
        for (const text of Object.values(leaf.forms)) expect(`${lang} ${key}: ${text}`).toContain('{{count}}');
      }
    }
  });
});

describe('validator warnings and alternatives in every language', () => {
  it.each(LOCALES)('%s words swift.iso2022_party_prefix and bulk.alternatives', (lang) => {
    const t = createTranslator({ [lang]: readLocale(lang) })(lang);
    const warning = validatorWarning(t, 'swift.iso2022_party_prefix');
    expect(warning).not.toBeNull();
    expect(warning).toContain('9362');
    const alt = alternativesText(t, lang, ['iban', 'bin']);
    expect(alt).toContain(t('bulk.type_iban'));
    expect(alt).toContain(t('bulk.type_bin'));
    expect(alt).not.toContain('bulk.');
  });

  it('a warning no locale knows is left out, not shown as its key', () => {
    const t = createTranslator({ en: readLocale('en') })('en');
    expect(validatorWarning(t, 'swift.some_future_warning')).toBeNull();
    expect(alternativesText(t, 'en', [])).toBeNull();
    expect(alternativesText(t, 'en', ['iban', 'bin'])).toBe('Also has the form of: IBAN or BIN');
  });
});

describe('national IBAN part names only on that country’s IBANs', () => {
  it('Italy and San Marino: ABI, CAB, CIN; France and Monaco: clé RIB', () => {
    expect(nationalPartName('IT', 'bank_identifier')).toBe('ABI');
    expect(nationalPartName('SM', 'branch_identifier')).toBe('CAB');
    expect(nationalPartName('FR', 'bban_check_digits')).toBe('clé RIB');
    expect(nationalPartName('MC', 'bban_check_digits')).toBe('clé RIB');
  });

  it('other countries get the generic name', () => {
    expect(nationalPartName('DE', 'branch_identifier')).toBeNull();
    expect(nationalPartName('BE', 'bban_check_digits')).toBeNull();
    expect(nationalPartName('NL', 'bank_identifier')).toBeNull();
  });

  it.each(LOCALES)('%s has generic part names without a national abbreviation', (lang) => {
    const generic = strings(lang).filter(([key]) =>
      /^iban\.part_(bank|branch)_identifier$|^iban\.part_bban_check_digits$/.test(key),
    );
    expect(generic).toHaveLength(3);
    expect(generic.filter(([, text]) => /\b(ABI|CAB|CIN|RIB|BLZ)\b|guichet|sportello/.test(text))).toEqual([]);
  });
});

describe('sentences assembled from a country name', () => {
  // A country name brings its own article, gender and number (la France, il Regno Unito, die
  // Schweiz, los Países Bajos, Нидерланды входят): a string that makes it the subject or puts
  // it after a preposition is right for some names only. Where a language inflects, the name
  // stands alone: after a colon or dash, in brackets, at the head of a label, or in apposition
  // to "страна" in Russian.
  const alone = /(?:^|\(|: |– |, |\u00A0: |стран[аеы] |\}\} )\{\{country\}\}(?=\)|:|\u00A0:|,|\.|\s[–—(]|$)/g;
  const names = ['FR', 'GB', 'NL', 'US', 'CH', 'IT'];

  it.each(['de', 'en', 'es', 'fr', 'it', 'pt', 'ru'] as const)(
    '%s puts every country name where no grammar depends on it, for several names',
    (lang) => {
      const t = createTranslator({ [lang]: readLocale(lang) })(lang);
      const region = new Intl.DisplayNames([lang], { type: 'region' });
      const withCountry = strings(lang).filter(([, text]) => text.includes('{{country}}'));
      expect(withCountry.length).toBeGreaterThan(10);
      const bound = withCountry.filter(
        ([, text]) => (text.match(alone) ?? []).length !== (text.match(/\{\{country\}\}/g) ?? []).length,
      );
      expect(bound.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
      for (const code of names) {
        const country = region.of(code) ?? code;
        const sepa = t('iban.sepa_pass', { country });
        expect(sepa).toContain(country);
        expect(sepa.startsWith(country), `${lang} ${sepa}`).toBe(false);
        expect(t('country.heading', { country })).toContain(country);
      }
    },
  );
});

describe('Italian typography', () => {
  it('uses the typographic apostrophe, never the straight one', () => {
    expect(matching('it', /'/)).toEqual([]);
  });
});
