import { env } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { page } from './fetch';

// Dates, numbers, punctuation and words each language writes its own way on rendered pages
// (translation review 2026-11-28), from the seeded D1 (tests/fixtures/seed).

/** The page's visible HTML: scripts (hydration data, JSON-LD) left out. */
async function shown(path: string): Promise<string> {
  const { status, text } = await page(path);
  expect(status, path).toBe(200);
  return text.replace(/<script\b[\s\S]*?<\/script>/g, '');
}

describe('dates and punctuation', () => {
  it('the Russian BIC page writes its directory dates as the bank page does, not in ISO form', async () => {
    const ru = await shown('/ru/bics/044525101');
    expect(ru).toContain('26 мая 1998 г.');
    expect(ru).not.toContain('1998-05-26');
    expect(await shown('/de/bics/044525101')).toContain('26. Mai 1998');
  });

  it('a Russian source line ends once after "г."', async () => {
    const ru = await shown('/ru/banks/de/deutsche-bank-ag');
    expect(ru).toContain('дата данных: 16 июля 2025 г.');
    expect(ru).not.toContain('г..');
  });

  it.each(['ja', 'zh'])('%s: the About sentences are joined without a Latin space after 。', async (lang) => {
    const about = (await shown(`/${lang}/banks/de/deutsche-bank-ag`)).match(
      /<section aria-labelledby="bank-about">[\s\S]*?<\/section>/,
    )?.[0];
    expect(about).toMatch(/。[^ <]/);
    expect(about).not.toContain('。 ');
  });

  it('ja and zh write a bank’s place country first, without a Latin comma', async () => {
    expect(await shown('/ja/banks/de/deutsche-bank-ag')).toContain('<p class="lead">ドイツ、FRANKFURT AM MAIN</p>');
    expect(await shown('/zh/banks/de/deutsche-bank-ag')).toContain('<p class="lead">德国，FRANKFURT AM MAIN</p>');
    expect(await shown('/banks/de/deutsche-bank-ag')).toContain('<p class="lead">FRANKFURT AM MAIN, Germany</p>');
  });

  it('the screen-reader mark of an IBAN check takes the French no-break space before its colon', async () => {
    expect(await shown('/fr/iban/DE89370400440532013000')).toContain(
      '<span class="visually-hidden">réussi\u00A0: </span>',
    );
  });
});

describe('words', () => {
  it.each([
    ['ru', '2 (Нью-Йорк)'],
    ['ja', '2（ニューヨーク）'],
    ['es', '2 (Nueva York)'],
    ['zh', '2（纽约）'],
  ])('%s names the Federal Reserve district in its own language', async (lang, district) => {
    const html = await shown(`/${lang}/usroutings/026003780`);
    expect(html).toContain(district);
    expect(html).not.toContain('New York)');
  });

  it('a national IBAN part name is not repeated in brackets when the label already says it', async () => {
    const es = await shown('/es/iban/ES9121000418450200051332');
    expect(es).toContain('Código de entidad');
    expect(es).not.toContain('(entidad)');
  });

  it('the API reference says once, in the visitor’s language, that its descriptions are English', async () => {
    expect(await shown('/de/api-docs')).toContain('sind englisch');
    expect(await shown('/api-docs')).not.toContain('are in English');
  });
});

describe('/sources in the visitor’s language', () => {
  // The importer's reconciliation as a run stores it: reason codes are engineers' words.
  const summary = {
    importerVersion: 1,
    finishedAt: '2026-11-27T00:00:00Z',
    tallies: [
      {
        file: 'swift/banknames.csv',
        table: 'swifts',
        source: 'lobax/banknames (internal note)',
        read: 1016,
        stored: 1000,
        rejected: { duplicate: 10, superseded: 4, missing_bank_code: 2 },
        flagged: { 'aba.checksum': 3 },
      },
    ],
  };
  beforeAll(async () => {
    await env.DB.prepare(
      "INSERT INTO import_runs (importer_version, finished_at, summary) VALUES (1, '2026-11-27T00:00:00Z', ?1)",
    )
      .bind(JSON.stringify(summary))
      .run();
  });
  afterAll(async () => {
    await env.DB.prepare("DELETE FROM import_runs WHERE finished_at = '2026-11-27T00:00:00Z'").run();
  });

  it('names the rejection reasons and licences in Russian, and leaves the importer’s internals out', async () => {
    const ru = await shown('/ru/sources');
    expect(ru).toContain('Дубликат: 10');
    expect(ru).toContain('Нет обязательных данных: 2');
    expect(ru).toContain('Неверные контрольные цифры: 3');
    expect(ru).toContain('Лицензия: Банк России, общедоступный справочник');
    for (const english of [
      'duplicate',
      'superseded',
      'missing_bank_code',
      'aba.checksum',
      'internal note',
      'public directory',
    ])
      expect(ru).not.toContain(english);
    expect(ru).not.toMatch(/<td[^>]*>swifts<\/td>/);
    expect(ru).toContain('Последний импорт: 27 ноября 2026 г.');
    expect(ru).not.toContain('г..');
  });

  it('French puts its no-break space before the colon of each reason', async () => {
    expect(await shown('/fr/sources')).toContain('Doublon\u00A0: 10');
  });
});
