import { env } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectJson, page as fetchPage } from './fetch';
import { LOCALES, type Locale } from '../../shared/locales';
import en from '../../locales/en.json';
import de from '../../locales/de.json';
import es from '../../locales/es.json';
import fr from '../../locales/fr.json';
import it_ from '../../locales/it.json';
import ja from '../../locales/ja.json';
import ko from '../../locales/ko.json';
import pt from '../../locales/pt.json';
import ru from '../../locales/ru.json';
import zh from '../../locales/zh.json';
import type { Ifsc } from '../../shared/api-types';

// The answer where the eye lands: a verdict under the heading of SWIFT, IFSC and BIN pages (as
// routing, LEI, IBAN and Russian BIC pages have), the IBAN's bank before its checks, an IFSC's
// payment systems and its bank's nearest branches, what a BIN's shorter source record means,
// related banks only where a relation exists, one trail on every page state, and the home page's
// count of countries the one /countries lists. Over the fixture seed (tests/fixtures/seed).

const MESSAGES: Record<Locale, unknown> = { en, de, es, fr, it: it_, ja, ko, pt, ru, zh };

/** A string of `lang` by its dotted key (plural forms: `form`). */
function message(lang: Locale, key: string, form = 'other'): string {
  let node: unknown = MESSAGES[lang];
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  return typeof node === 'string' ? node : (node as Record<string, string>)[form]!;
}

/** Text as React writes it in HTML (the characters it escapes). */
const html = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** A page, its HTML without the comments React puts between adjacent texts. */
async function page(path: string) {
  const { status, text } = await fetchPage(path);
  return { status, text: text.replaceAll('<!-- -->', '') };
}

const prefix = (lang: Locale) => (lang === 'en' ? '' : `/${lang}`);

/** Where `needle` first occurs in `text`, failing when it does not. */
function at(text: string, needle: string): number {
  const i = text.indexOf(needle);
  expect(i, needle).toBeGreaterThanOrEqual(0);
  return i;
}

/** The verdict banner's class and text. */
function verdict(text: string): { valid: boolean; text: string } {
  const m =
    /<div class="verdict (verdict-valid|verdict-invalid)" role="status"><p class="verdict-title">(.*?)<\/p>/s.exec(
      text,
    );
  expect(m, 'a verdict banner').not.toBeNull();
  return { valid: m![1] === 'verdict-valid', text: m![2]!.replace(/<[^>]+>/g, '') };
}

/** The breadcrumb trail's names (its JSON-LD). */
function trail(text: string): string[] {
  const m = /"@type":"BreadcrumbList","itemListElement":(\[.*?\])\}<\/script>/s.exec(text);
  expect(m, 'a breadcrumb trail').not.toBeNull();
  return (JSON.parse(m![1]!) as { name: string }[]).map((c) => c.name);
}

/** Checks that the page at `path` in `lang` says valid with the string `key`, above the record's details. */
async function expectListedFirst(lang: Locale, path: string, key: string): Promise<void> {
  const { text } = await page(`${prefix(lang)}${path}`);
  expect(verdict(text)).toEqual({ valid: true, text: `✓ ${message(lang, key)}` });
  expect(at(text, 'class="verdict ')).toBeLessThan(at(text, 'class="details"'));
}

/** Checks that the page at `path` in `lang` says invalid with the string `key`. */
async function expectNotValid(lang: Locale, path: string, key: string): Promise<void> {
  const { text } = await page(`${prefix(lang)}${path}`);
  expect(verdict(text)).toEqual({ valid: false, text: `✗ ${message(lang, key)}` });
}

describe('a verdict under the heading, in every language', () => {
  it.each(LOCALES)('%s: a listed SWIFT code is valid before its details; a gone institution is not', async (lang) => {
    await expectListedFirst(lang, '/swifts/DEUTDEFFXXX', 'swift.verdict_listed');
    await expectNotValid(lang, '/swifts/ALTBDEB1XXX', 'swift.institution_gone');
  });

  it.each(LOCALES)('%s: an IFSC in the RBI list is valid, one out of it is not, before the details', async (lang) => {
    await expectListedFirst(lang, '/ifscs/HDFC0000001', 'ifsc.verdict_listed');
    await expectNotValid(lang, '/ifscs/HDFC0000999', 'ifsc.not_in_list');
  });

  it.each(LOCALES)('%s: a listed BIN says so before its details', async (lang) => {
    await expectListedFirst(lang, '/bins/457173', 'bin.verdict_listed');
  });

  it.each(LOCALES)('%s: a BIN shown with a shorter or wider source record says why', async (lang) => {
    // 371243: only banks-db's 5-digit prefix 37124 covers it.
    const prefixed = (await page(`${prefix(lang)}/bins/371243`)).text;
    expect(prefixed).toContain(html(message(lang, 'bin.record')));
    expect(prefixed).toContain(
      `<span class="code">37124</span> ${html(message(lang, 'bin.record_prefix').replace('{{length}}', '5'))}`,
    );
    // 371242: binlist's range 371241-371242.
    const ranged = (await page(`${prefix(lang)}/bins/371242`)).text;
    expect(ranged).toContain(`<span class="code">371241–371242</span> ${html(message(lang, 'bin.record_range'))}`);
  });
});

describe('the IBAN page', () => {
  it('puts the bank and its BIC above the checks and the form, named as its bank page names it', async () => {
    const { text } = await page('/iban/DE89370400440532013000');
    const bank = at(text, 'id="iban-bank"');
    expect(at(text, 'class="verdict ')).toBeLessThan(bank);
    expect(bank).toBeLessThan(at(text, 'id="iban-checks"'));
    expect(bank).toBeLessThan(text.indexOf('<form', at(text, '<main'))); // the re-check form, not the header's
    // One name: the trail's and the section's (the bank page's), not the directory's "Commerzbank" beside it.
    expect(trail(text)).toContain('COMMERZBANK AG');
    const section = text.slice(bank, text.indexOf('</section>', bank));
    expect(section).toContain('>COMMERZBANK AG</a>');
    expect(section).toContain('COBADEFFXXX');
    expect(text).not.toContain('>Commerzbank<');
  });
});

describe('the IFSC page', () => {
  it('shows the branch’s payment systems under the verdict, each marked', async () => {
    const { text } = await page('/ifscs/HDFC0000001');
    const systems = text.slice(at(text, 'class="payment-systems"'));
    expect(at(text, 'class="payment-systems"')).toBeLessThan(at(text, 'class="details"'));
    for (const s of ['NEFT', 'RTGS', 'IMPS', 'UPI']) expect(systems).toMatch(new RegExp(`<li class="ok">${s} <`));
  });

  it('names the bank type once where the language names type and category alike', async () => {
    const { text } = await page('/de/ifscs/HDFC0000001');
    expect(text).toContain(`<dd>${message('de', 'ifsc.type_private')}</dd>`);
    expect(text).not.toContain(`${message('de', 'ifsc.type_private')} · ${message('de', 'ifsc.category.Private')}`);
  });

  it('lists the bank’s other branches nearest first: same state before code order', async () => {
    // HDFC0000001 is in Mumbai, Maharashtra; HDFC0000999 in Pune (Maharashtra), HDFC0000002 in
    // Delhi. HDFC0CAACOB is another bank's (a sublet code), not a branch of this one.
    const ifsc = await expectJson<Ifsc>('/api/v1/ifscs/HDFC0000001');
    expect(ifsc.nearby?.map((n) => n.code)).toEqual(['HDFC0000999', 'HDFC0000002']);
    expect(ifsc.nearby?.[1]).toEqual({
      code: 'HDFC0000002',
      branch: 'BHIKAJI CAMA PLACE',
      city: 'DELHI',
      district: 'NEW DELHI',
      neft: true,
      rtgs: true,
      imps: true,
      upi: true,
    });
    const { text } = await page('/ifscs/HDFC0000001');
    const list = text.slice(at(text, 'id="other-ifscs"'));
    expect(list.indexOf('HDFC0000999')).toBeLessThan(list.indexOf('HDFC0000002'));
    expect(list).toContain(html(message('en', 'ifsc.other_codes')));
    // Each branch with its own systems: the closed Pune branch states none.
    expect(list).toMatch(/HDFC0000999.*?<ul class="payment-systems"><li class="muted">NEFT /s);
  });
});

describe('related banks', () => {
  // A second German bank under Deutsche Bank's institution code (as the real directory lists
  // Deutsche Bank's entities apart), added for this file only.
  beforeAll(async () => {
    await env.DB.prepare(
      `INSERT INTO banks (id, country, slug, institution_code, name, city, head_office_swift, swifts_count, institution_active, source, as_of)
       VALUES (90001, 'DE', 'deutsche-bank-privat', 'DEUT', 'DEUTSCHE BANK PRIVAT', 'BERLIN', 'DEUTDEDB', 0, 1, 'test fixture', '2025-07-16')`,
    ).run();
  });
  afterAll(async () => {
    await env.DB.prepare('DELETE FROM banks WHERE id = 90001').run();
  });

  it('are banks of the same institution code, not the largest banks of the country, and say so', async () => {
    const bank = await expectJson<{ related_banks: { slug: string }[] }>('/api/v1/banks/de/deutsche-bank-ag');
    expect(bank.related_banks.map((b) => b.slug)).toEqual(['deutsche-bank-privat']);
    const { text } = await page('/banks/de/deutsche-bank-ag');
    const related = text.slice(at(text, 'id="related"'), text.indexOf('</section>', at(text, 'id="related"')));
    expect(related).toContain(html(message('en', 'bank.related').replace('{{code}}', 'DEUT')));
    expect(related).toContain('DEUTSCHE BANK PRIVAT');
    expect(related).not.toContain('COMMERZBANK');
    const de = (await page('/de/banks/de/deutsche-bank-ag')).text;
    expect(de).toContain(html(message('de', 'bank.related_other').replace('{{code}}', 'DEUT')));
  });

  it('are none for a bank no other bank shares its code with', async () => {
    const bank = await expectJson<{ related_banks: unknown[] }>('/api/v1/banks/de/commerzbank-ag');
    expect(bank.related_banks).toEqual([]);
    expect((await page('/banks/de/commerzbank-ag')).text).not.toContain('id="related"');
  });
});

describe('one trail on every state of a page', () => {
  it('a code no source lists has its country in the trail, as its page would', async () => {
    expect(trail((await page('/swifts/AAAADEFFXXX')).text)).toEqual(['Home', 'Countries', 'Germany', 'AAAADEFFXXX']);
    expect(trail((await page('/ifscs/ABCD0123456')).text)).toEqual(['Home', 'Countries', 'India', 'ABCD0123456']);
    expect(trail((await page('/de/bics/049999999')).text)).toEqual(['Startseite', 'Länder', 'Russland', '049999999']);
    // A BIN names no country: home and the number, as the page of a listed one without a bank.
    expect(trail((await page('/bins/999999')).text)).toEqual(['Home', '999999']);
  });

  it('lookup pages and the error page start at home too', async () => {
    expect(trail((await page('/ifscs')).text)).toEqual(['Home', message('en', 'ifsc.index_title')]);
    expect(trail((await page('/de/swifts')).text)).toEqual(['Startseite', message('de', 'swift.index_title')]);
    const missing = await page('/banks/zz');
    expect(missing.status).toBe(404);
    expect(trail(missing.text)).toEqual(['Home', message('en', 'error.not_found')]);
  });

  it('an IBAN failing its checks and a string that is none have a trail alike', async () => {
    expect(trail((await page('/iban/DE00123')).text)).toEqual(['Home', 'Countries', 'Germany', 'DE00 123']);
    // QQ names no country: home and the string, as any code that names none.
    const none = await page('/iban/QQ12345');
    expect(none.status).toBe(404);
    expect(trail(none.text)).toEqual(['Home', 'QQ12345']);
  });
});

describe('the home page', () => {
  it.each(['en', 'de', 'ru', 'ja'] as const)('%s: counts the countries /countries lists', async (lang) => {
    const listed = await expectJson<unknown[]>(`/api/v1/countries?lang=${lang}`);
    const n = listed.length;
    const form = new Intl.PluralRules(lang).select(n);
    const phrase = message(lang, 'home.in_countries', form).replace('{{count}}', String(n));
    const { text } = await page(`${prefix(lang)}/`);
    expect(text).toMatch(new RegExp(`<title>[^<]*${phrase}[^<]*</title>`));
    expect(text).not.toContain('231');
  });
});
