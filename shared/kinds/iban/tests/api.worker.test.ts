import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import type { Iban } from '../../../api-types';
import { refIban } from '../../../../tests/unit/validators/reference';
import { example as ibanExample } from '../worker/example';
import {
  type ApiError,
  expectPage,
  expectRedirect,
  get,
  json,
  pageTests,
  SCRIPT,
} from '../../../../tests/worker/fetch';

// GET /api/v1/ibans/{code} and the /iban page, against a real D1 holding tests/fixtures/seed/*.sql.

const api = (code: string) => json<Iban & Partial<ApiError>>(`/api/v1/ibans/${encodeURIComponent(code)}`);

/** Registry examples (SWIFT IBAN registry), one or more per IBAN length 15..33 (no country uses 17). */
const EXAMPLES = [
  'NO9386011117947',
  'BE68539007547034',
  'NL91ABNA0417164300',
  'SI56263300012039086',
  'AT611904300234573201',
  'CH9300762011623852957',
  'DE89370400440532013000',
  'AE070331234567890123456',
  'ES9121000418450200051332',
  'PT50000201231234567890154',
  'IS140159260076545510730339',
  'FR1420041010050500013M02606',
  'PL61109010140000071219812874',
  'BR1800360305000010009795493C1',
  'KW81CBKU0000000000001234560101',
  'MT84MALT011000012345MTLCAST001S',
  'LC55HEMM000100010012001200023015',
  'RU0304452522540817810538091310419',
];

describe('GET /api/v1/ibans/{code}', () => {
  it('validates a German IBAN given with spaces and in lower case, with its parts and bank', async () => {
    const { status, body } = await api('de89 3704 0044 0532 0130 00');
    expect(status).toBe(200);
    // The API docs' example is this answer, but for the fixture's source line and date.
    expect(body).toMatchObject({
      ...ibanExample,
      bank: { ...ibanExample.bank, source: 'test fixture', as_of: '2026-06-08' },
    });
  });

  it('answers the same record for any spelling of the same IBAN', async () => {
    const a = await api('DE89370400440532013000');
    const b = await api('de89-3704-0044-0532-0130-00');
    expect(b.body).toEqual(a.body);
  });

  it('validates GB, FR and NO IBANs with their banks and national checks', async () => {
    const gb = await api('GB29 NWBK 6016 1331 9268 19');
    expect(gb.status).toBe(200);
    expect(gb.body).toMatchObject({
      valid: true,
      sepa: true,
      expected_length: 22,
      parts: { bank_identifier: 'NWBK', branch_identifier: '601613', account_number: '31926819' },
      bank: { name: 'NATIONAL WESTMINSTER BANK PLC', bic: 'NWBKGB2LXXX', bic_listed: false, bank: null },
    });
    const fr = await api('FR1420041010050500013M02606');
    expect(fr.body).toMatchObject({
      valid: true,
      checks: { national_checksum: 'valid' },
      parts: {
        bank_identifier: '20041',
        branch_identifier: '01005',
        account_number: '0500013M026',
        bban_check_digits: '06',
      },
      bank: { name: 'LA BANQUE POSTALE' },
    });
    const no = await api('NO9386011117947');
    expect(no.body).toMatchObject({
      valid: true,
      expected_length: 15,
      checks: { national_checksum: 'valid' },
      bank: { name: 'Danske Bank', bic: null },
    });
  });

  it('finds a bank listed under bank + branch code (Slovenia)', async () => {
    const { body } = await api('SI56263300012039086');
    expect(body.bank).toMatchObject({ bank_code: '26330', name: 'NOVA KBM D.D.' });
  });

  it.each(EXAMPLES)('validates %s (length %#)', async (iban) => {
    const { status, body } = await api(iban);
    expect(status).toBe(200);
    expect(body.valid).toBe(true);
    expect(body.expected_length).toBe(iban.length);
  });

  it('covers every IBAN length from 15 to 33 except 17, which no country uses', () => {
    const lengths = new Set(EXAMPLES.map((e) => e.length));
    for (let n = 15; n <= 33; n++) expect(lengths.has(n), String(n)).toBe(n !== 17);
  });

  it('answers a failed IBAN checksum with 200, valid false and did-you-mean suggestions', async () => {
    // "37" typed as "73": an adjacent transposition, which MOD 97-10 always detects.
    const { status, body } = await api('DE89730400440532013000');
    expect(status).toBe(200);
    expect(body.valid).toBe(false);
    expect(body.errors).toEqual(['iban.checksum']);
    expect(body.checks).toMatchObject({ structure: true, checksum: false, length: true });
    expect(body.suggestions).toContain('DE89370400440532013000');
    expect(body.suggestions.length).toBeLessThanOrEqual(5);
  });

  it('reports a wrong national check digit (French RIB key) though the IBAN checksum is right', async () => {
    const iban = refIban('FR', '20041010050500013M02607');
    const { status, body } = await api(iban);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      valid: false,
      errors: ['iban.national_checksum'],
      checks: { checksum: true, national_checksum: 'invalid' },
    });
  });

  it('reports a wrong length for the country with 200', async () => {
    const { status, body } = await api('DE8937040044053201300');
    expect(status).toBe(200);
    expect(body.valid).toBe(false);
    expect(body.checks.length).toBe(false);
    expect(body.errors).toContain('iban.invalid_length');
    expect(body.parts).toBeNull();
  });

  it.each([
    ['<script>alert(1)</script>', 'iban.invalid_characters'],
    ['QQ89370400440532013000', 'iban.unknown_country'],
    ['1234567890', 'iban.unknown_country'],
    [`DE89${'1'.repeat(40)}`, 'iban.invalid_length'],
  ])('answers 400 invalid_iban for %j, which cannot be an IBAN', async (input, error) => {
    const { status, body } = await api(input);
    expect(status).toBe(400);
    expect(body.error?.code).toBe('invalid_iban');
    expect(body.error?.details.errors).toContain(error);
  });
});

describe('/iban page', () => {
  it('redirects the form submission to the canonical URL, keeping the language', async () => {
    await expectRedirect('/iban?iban=de89+3704+0044+0532+0130+00', '/iban/DE89370400440532013000');
    await expectRedirect('/de/iban/de89%203704%200044%200532%200130%2000', '/de/iban/DE89370400440532013000');
  });

  pageTests([
    {
      name: 'without a code shows the validation form (GET, works without JS)',
      path: '/iban',
      has: [/<form[^>]*action="\/iban" method="get"/, 'name="iban"'],
    },
    {
      name: 'shows the five checks passed, the success message, the parts and the bank with links',
      path: '/iban/DE89370400440532013000',
      has: [
        // Commerzbank's account passes its Bundesbank method (13): the national check too.
        ...['structure', 'checksum', 'length', 'national', 'sepa'].map((check) => `check check-${check} check-pass`),
        'Validation successfully completed!',
        'Length correct (Germany: 22 characters)',
        'DE89 3704 0044 0532 0130 00',
        '<span class="code">37040044</span>',
        'href="/banks/de/commerzbank-ag"',
        'href="/swifts/COBADEFFXXX"',
        'Source: test fixture, as of June 8, 2026.',
      ],
    },
    {
      name: 'shows the failures of an invalid IBAN with 200, and what was probably meant',
      path: '/iban/DE89730400440532013000',
      has: [
        'check check-checksum check-fail',
        'IBAN checksum invalid',
        'Did you mean?',
        'href="/iban/DE89370400440532013000"',
      ],
      lacks: ['Validation successfully completed!'],
    },
    {
      name: 'input that cannot be an IBAN is a 404 with the reasons, never echoed unescaped',
      path: `/iban/${SCRIPT}`,
      status: 404,
      has: ['NOT A VALID IBAN', 'It contains characters other than letters and digits.'],
      lacks: ['<script>alert(1)'],
    },
    {
      name: 'junk sent through the form is answered in place, escaped, with 404',
      path: '/iban?iban=%3Cimg+src%3Dx+onerror%3Dalert(1)%3E',
      status: 404,
      has: ['NOT A VALID IBAN'],
      lacks: ['<img src=x', '<IMG SRC=X'],
    },
    {
      name: 'speaks German under /de',
      path: '/de/iban/DE89370400440532013000',
      has: ['Prüfung erfolgreich abgeschlossen!', 'IBAN-Prüfsumme gültig'],
    },
  ]);
});

// Country-specific part names (ABI/CAB/CIN, clé RIB) only on that country's IBANs.
describe('/iban page: national part names', () => {
  const parts = async (path: string) => {
    const html = await (await get(path)).text();
    return [...html.matchAll(/<th scope="row">([^<]+)<\/th><td><span class="code">/g)].map((m) => m[1]);
  };

  it('an Italian IBAN names ABI, CAB and CIN beside the generic names', async () => {
    const it = await parts('/it/iban/IT60X0542811101000000123456');
    expect(it).toEqual(
      expect.arrayContaining(['Codice banca (ABI)', 'Codice filiale (CAB)', 'Cifre di controllo nazionali (CIN)']),
    );
    expect(await parts('/iban/IT60X0542811101000000123456')).toContain('Bank code (ABI)');
  });

  it('a French IBAN names the clé RIB; a Belgian one in French does not', async () => {
    expect(await parts('/fr/iban/FR1420041010050500013M02606')).toEqual(
      expect.arrayContaining(['Clé de contrôle nationale (clé RIB)', 'Code agence (code guichet)']),
    );
    const be = await parts('/fr/iban/BE68539007547034');
    expect(be).toContain('Clé de contrôle nationale');
    expect(be.join(' ')).not.toMatch(/RIB|ABI|guichet/);
  });
});

// An IBAN names a person's account: its page is kept as private as a card number's BIN page.
describe('/iban page: private to the one who asked', () => {
  const IBAN = 'DE89370400440532013000';

  it('is not indexed, valid or not, and never stored in the page cache', async () => {
    for (const path of [`/iban/${IBAN}`, '/de/iban/DE89370400440532013001', '/iban/XX00']) {
      for (let i = 0; i < 2; i++) {
        const res = await get(path);
        expect(res.headers.get('x-page-cache'), path).toBeNull();
        expect(await res.text(), path).toContain('<meta name="robots" content="noindex"/>');
      }
    }
  });

  it('is never a KV key, a recent view or a shared cache entry', async () => {
    // HEAD renders outside the page cache, through the KV-backed API client (worker/api-client.ts).
    await get(`/iban/${IBAN}`, { method: 'HEAD' });
    const keys = (await env.CACHE.list()).keys.map((k) => k.name);
    expect(keys.filter((k) => k.includes('ibans'))).toEqual([]);
    const views = await env.DB.prepare('SELECT * FROM recent_views').all();
    expect(JSON.stringify(views.results)).not.toContain(IBAN);
    const api = await get(`/api/v1/ibans/${IBAN}`);
    expect(api.status).toBe(200);
    expect(api.headers.get('cache-control')).toBe('private, no-store');
  });
});

// Where the sources disagree, no verdict: Norway's check with 00 in digits 5-6 (ECBS TR201 and
// schwifty against DNB, NAV, python-stdnum and iban4j); and what the registry decides: an IBAN
// never starts with a territory's own code (shared/kinds/iban/validator.ts).
describe('contested rules and the registry', () => {
  // Bank 1234, 00, 1234: TR201 (digits 7-10) gives check digit 3, all ten digits give 6.
  const contested = refIban('NO', '12340012343');
  // Bank 1115 adds nothing mod 11: both readings give 3.
  const agreed = refIban('NO', '11150012343');

  it('the API says "contested" for a Norwegian account the readings disagree on, a verdict where they agree', async () => {
    const { status, body } = await api(contested);
    expect(status).toBe(200);
    expect(body.checks.national_checksum).toBe('contested');
    expect(body.errors).toEqual([]);
    expect((await api(agreed)).body.checks.national_checksum).toBe('valid');
  });

  it('the IBAN page says so in each language, with no pass or fail mark', async () => {
    for (const lang of ['en', 'de', 'ja'] as const) {
      const messages = (await import(`../../../../locales/${lang}.json`)).default as { iban: Record<string, string> };
      const prefix = lang === 'en' ? '' : `/${lang}`;
      // As React writes text into HTML (the English text has an apostrophe).
      const text = messages.iban.national_contested!.replaceAll("'", '&#x27;');
      const html = await expectPage(`${prefix}/iban/${contested}`, { has: [text] });
      expect(html).toMatch(/check-national check-contested/);
      expect(html).not.toContain(messages.iban.national_pass!);
      expect(html).not.toContain(messages.iban.national_fail!);
      // Nor a verdict in the banner: the IBAN's own checks passed, the account check is contested.
      expect(html).toContain(messages.iban.success_contested!);
      expect(html).not.toContain(messages.iban.success!);
    }
  });

  it('an IBAN starting with a territory code (GP, AX, JE, ...) is no IBAN: 400, and the page says why', async () => {
    for (const [territory, registered] of [
      ['GP', 'FR1420041010050500013M02606'],
      ['AX', 'FI2112345600000785'],
      ['JE', 'GB29NWBK60161331926819'],
    ] as const) {
      // The same account: valid under the registry's country code, refused under the territory's.
      const valid = (await api(registered)).body;
      expect(valid.valid, registered).toBe(true);
      const iban = refIban(territory, valid.iban.slice(4));
      const { status, body } = await api(iban);
      expect(status, iban).toBe(400);
      expect(body.error?.details.errors).toEqual(['iban.territory_country']);
    }
    await expectPage(`/iban/${refIban('GP', '20041010050500013M026')}`, {
      status: 404,
      has: ['NOT A VALID IBAN', 'It starts with a territory'],
    });
  });
});
