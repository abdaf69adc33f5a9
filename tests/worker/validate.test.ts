import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { get } from './fetch';
import type { ApiError, ValidationReport } from '../../shared/api-types';

// Bulk validation against the fixture rows of tests/fixtures/seed.

const post = (body: string, headers: Record<string, string> = { 'Content-Type': 'application/json' }) =>
  get('/api/v1/validate', { method: 'POST', body, headers });
const report = async (res: Response) => (await res.json()) as ValidationReport & ApiError;

const MIXED = [
  'deutdeff', // SWIFT, 8 characters, lower case
  'DE89 3704 0044 0532 0130 00', // IBAN with spaces: Commerzbank's bank code
  '7LTWFZYICNSX8D621K86', // LEI
  'HDFC0000001', // IFSC
  '026003780', // ABA routing number
  '044525101', // Russian BIC (also has the shape of an ABA number)
  '457173', // BIN
  '4571736000000000', // card number (Luhn-valid?) -> BIN 45717360
  'DEUTDEFX', // SWIFT shape, unknown
  'hello world', // nothing
  'XXDE123', // nothing
];

/** The example request and answer of POST /validate in the served OpenAPI document. */
async function documentedExample() {
  const doc = (await (await get('/api/v1/openapi.json')).json()) as { paths: { '/validate': { post: ValidatePost } } };
  const { requestBody, responses } = doc.paths['/validate'].post;
  return {
    request: requestBody.content['application/json'].example,
    response: responses[200].content['application/json'].example,
  };
}
interface ValidatePost {
  requestBody: { content: { 'application/json': { example: string[] } } };
  responses: { 200: { content: { 'application/json': { example: ValidationReport } } } };
}

describe('POST /api/v1/validate', () => {
  // The first request of the file builds the whole OpenAPI document: seconds on a loaded 2-core machine.
  it('answers the documented example as documented', { timeout: 30_000 }, async () => {
    const { request, response } = await documentedExample();
    const res = await post(JSON.stringify(request));
    expect(res.status).toBe(200);
    expect(await report(res)).toEqual(response);
  });

  it('validates a JSON array of any mix of types and looks each up', async () => {
    const res = await post(JSON.stringify(MIXED));
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    // The Worker-wide security headers (worker/middleware/security-headers.ts) cover the POST too.
    expect(res.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    const body = await report(res);
    expect(body.total).toBe(MIXED.length);
    const [swift, iban, lei, ifsc, aba, rubic, bin, card, unknownSwift, words, junk] = body.items;
    // The documented example's SWIFT verdict (OpenAPI: POST /validate), for the same code in lower case.
    const [documented] = (await documentedExample()).response.items;
    expect(swift).toEqual({ ...documented, input: 'deutdeff' });
    expect(iban).toMatchObject({
      type: 'iban',
      valid: true,
      canonical: 'DE89370400440532013000',
      found: true,
      bank_name: 'Commerzbank',
      country: 'DE',
      bank: { slug: 'commerzbank-ag' },
    });
    expect(lei).toMatchObject({
      type: 'lei',
      valid: true,
      found: true,
      bank_name: 'DEUTSCHE BANK AKTIENGESELLSCHAFT',
      path: '/leis/7LTWFZYICNSX8D621K86',
    });
    expect(ifsc).toMatchObject({
      type: 'ifsc',
      valid: true,
      found: true,
      country: 'IN',
      bank: { slug: 'hdfc-bank-ltd' },
    });
    expect(aba).toMatchObject({ type: 'aba', valid: true, found: true, country: 'US', path: '/usroutings/026003780' });
    // 044525101 has both shapes; the directory that holds it decides.
    expect(rubic).toMatchObject({
      type: 'rubic',
      valid: true,
      found: true,
      country: 'RU',
      bank_name: 'Deutsche Bank Ltd',
      path: '/bics/044525101',
      alternatives: ['aba'],
    });
    expect(bin).toMatchObject({ type: 'bin', valid: true, found: true, country: 'DE', path: '/bins/457173' });
    expect(card).toMatchObject({ type: 'card', found: true, country: 'DE', path: '/bins/45717360' });
    expect(unknownSwift).toMatchObject({ type: 'swift', valid: true, found: false, bank_name: null, path: null });
    expect(words).toMatchObject({ type: null, valid: false, errors: ['unrecognized'], found: null });
    expect(junk).toMatchObject({ type: null, valid: false });
  });

  it("reports the validator's error codes", async () => {
    const body = await report(
      await post(JSON.stringify(['DEUTZZFF', 'DE89370400440532013001', '7LTWFZYICNSX8D621K87', '021000022'])),
    );
    expect(body.items.map((i) => [i.type, i.valid, i.errors])).toEqual([
      ['swift', false, ['swift.invalid_country']],
      ['iban', false, ['iban.checksum']],
      ['lei', false, ['lei.checksum']],
      ['aba', false, ['aba.checksum']],
    ]);
    // Known to the directory, though invalid: the FedACH file lists it.
    expect(body.items[3]).toMatchObject({ found: true, bank_name: 'BAD CHECK DIGIT BANK' });
    expect(body.valid).toBe(0);
  });

  it('reads a CSV body: first column, quoted fields, optional header row', async () => {
    const csv = 'code,note\r\nDEUTDEFF,"main office"\r\n"COBA DEFF, XXX",quoted\r\n\r\n457173;semicolon\n';
    const body = await report(await post(csv, { 'Content-Type': 'text/csv' }));
    expect(body.items.map((i) => [i.input, i.canonical, i.found])).toEqual([
      ['DEUTDEFF', 'DEUTDEFFXXX', true],
      ['COBA DEFF, XXX', null, null],
      ['457173', '457173', true],
    ]);
    const plain = await report(await post('COBADEFFXXX\nHDFC0000002', { 'Content-Type': 'text/plain' }));
    expect(plain.items.map((i) => i.found)).toEqual([true, true]);
  });

  it('answers CSV for Accept: text/csv', async () => {
    const res = await post(JSON.stringify(['=cmd()', 'deutdeff']), {
      'Content-Type': 'application/json',
      Accept: 'text/csv',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines).toEqual([
      'input,type,valid,errors,canonical,found,bank_name,country,bank_path,path,scheme,did_you_mean',
      "'=cmd(),,false,unrecognized,,,,,,,,",
      'deutdeff,swift,true,,DEUTDEFFXXX,true,DEUTSCHE BANK AG,DE,/banks/de/deutsche-bank-ag,/swifts/DEUTDEFFXXX,,',
    ]);
  });

  it('takes 1,000 codes and refuses 1,001', async () => {
    const codes = Array.from({ length: 1000 }, (_, i) => MIXED[i % MIXED.length]!);
    const started = Date.now();
    const res = await post(JSON.stringify(codes));
    const ms = Date.now() - started;
    expect(res.status).toBe(200);
    const body = await report(res);
    expect(body.total).toBe(1000);
    expect(body.items[999]?.input).toBe(codes[999]);
    console.log(`validate: 1,000 mixed codes in ${ms} ms`);
    expect(ms).toBeLessThan(2000);

    const over = await post(JSON.stringify([...codes, 'DEUTDEFF']));
    expect(over.status).toBe(400);
    expect((await report(over)).error).toMatchObject({
      code: 'invalid_body',
      message: 'At most 1000 codes per request (got 1001)',
    });
    const overCsv = await post(['code', ...codes, 'DEUTDEFF'].join('\n'), { 'Content-Type': 'text/csv' });
    expect(overCsv.status).toBe(400);
    // With the header row it is exactly 1,000 codes.
    expect((await post(['code', ...codes].join('\n'), { 'Content-Type': 'text/csv' })).status).toBe(200);
  });

  it('takes 1,000 distinct codes of every type with few statements', async () => {
    const codes = Array.from({ length: 1000 }, (_, i) => {
      const n = String(i).padStart(3, '0');
      return [`DEUTDE${n.slice(0, 2)}`, `45717${n}`, `HDFC0000${n}`, `0445${n}01`, `7LTWFZYICNSX8D621${n}`][i % 5]!;
    });
    const started = Date.now();
    const res = await post(JSON.stringify(codes));
    const ms = Date.now() - started;
    expect(res.status).toBe(200);
    console.log(`validate: 1,000 distinct codes in ${ms} ms`);
    expect((await report(res)).total).toBe(1000);
  });

  it('refuses malformed, empty and mistyped bodies with 400 invalid_body (oversized: tests/worker/body-limits.test.ts)', async () => {
    const cases: [string, Record<string, string>][] = [
      ['["DEUTDEFF",', { 'Content-Type': 'application/json' }],
      ['{"codes":["DEUTDEFF"]}', { 'Content-Type': 'application/json' }],
      ['[1, 2]', { 'Content-Type': 'application/json' }],
      ['[]', { 'Content-Type': 'application/json' }],
      ['\n\n', { 'Content-Type': 'text/csv' }],
      ['<codes/>', { 'Content-Type': 'application/xml' }],
    ];
    for (const [body, headers] of cases) {
      const res = await post(body, headers);
      expect(res.status, body.slice(0, 30)).toBe(400);
      const json = await report(res);
      expect(json.error.code).toBe('invalid_body');
      expect(JSON.stringify(json)).not.toContain('AAAAAAAAAA');
    }
  });

  it('the /validate page takes a plain form POST (no JavaScript) and answers the results', async () => {
    const form = new FormData();
    form.set('codes', 'DEUTDEFF\nno code!');
    const res = await get('/de/validate', { method: 'POST', body: form });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Security-Policy')).toContain('nonce-');
    const html = await res.text();
    expect(html).toContain('DEUTSCHE BANK AG');
    expect(html).toContain('2 Codes geprüft: 1 gültig, 1 in unseren Verzeichnissen gefunden.');
    expect(html).toContain('no code!');
  });

  it('is POST only; pages other than the API still answer 405 to POST', async () => {
    expect((await get('/api/v1/validate')).status).toBe(405);
    expect((await get('/countries', { method: 'POST', body: 'x' })).status).toBe(405);
  });
});

// The type whose structure fits comes first with that type's errors, and
// the other possible types are named. Defect 6: the pasted forms are accepted here as by the
// single-code endpoints.
describe('POST /api/v1/validate: type detection keeps the diagnosis', () => {
  it('reports the IBAN reading of malformed IBANs and names the alternatives', async () => {
    const body = await report(
      await post(
        JSON.stringify([
          'DE89 3704 0044 0532 0130 0',
          'HR812407000577367469',
          '049999999',
          '⑆011000015⑆',
          'BIC DEUTDEFF',
          'DEU1DEFF',
        ]),
      ),
    );
    const [shortIban, hr, nine, micr, labelled, iso2022] = body.items;
    // was: type null, "unrecognized"
    expect(shortIban).toMatchObject({ type: 'iban', valid: false, errors: ['iban.invalid_length'], alternatives: [] });
    // A Croatian IBAN a digit short, or an LEI: the LEI reading passes its check digits and wins
    // (every reading weighed), the IBAN reading is named beside it.
    expect(hr).toMatchObject({ type: 'lei', valid: true, errors: [], alternatives: ['iban'] });
    // was: a valid Russian BIC
    expect(nine).toMatchObject({
      type: 'aba',
      valid: false,
      errors: ['aba.checksum'],
      alternatives: ['rubic'],
      found: false,
    });
    // was: unrecognized (the single-code endpoint accepted it)
    expect(micr).toMatchObject({ type: 'aba', valid: true, canonical: '011000015', found: true });
    expect(labelled).toMatchObject({ type: 'swift', valid: true, canonical: 'DEUTDEFFXXX', found: true });
    expect(iso2022).toMatchObject({ type: 'swift', valid: true, warnings: ['swift.iso2022_party_prefix'] });
  });

  it("the /validate page words the warning and the alternatives in the visitor's language", async () => {
    const form = new FormData();
    form.set('codes', 'DEU1DEFF\n049999999');
    const html = await (await get('/fr/validate', { method: 'POST', body: form })).text();
    // swift.iso2022_party_prefix, and the Russian BIC reading of a nine-digit number
    expect(html).toContain('Valide selon l’ISO 9362:2022');
    expect(html).toContain('A aussi la forme suivante\u00A0: BIC russe');
    expect(html).toContain('2 codes vérifiés. Valides\u00A0: 1\u202F; trouvés dans nos annuaires\u00A0: 0.');
    expect(html).not.toMatch(/swift\.iso2022|bulk\.alternatives/);
  });

  it('the single-code endpoint and bulk validation agree on the MICR form', async () => {
    const res = await get(`/api/v1/us_routings/${encodeURIComponent('⑆011000015⑆')}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ routing_number: '011000015' });
  });

  it('takes a first line without digits for a code when it has a code’s shape, not for a header', async () => {
    const text = await report(await post('COBADEF\nDEUTDEFF', { 'Content-Type': 'text/csv' }));
    expect(text.total).toBe(2);
    expect(text.items[0]).toMatchObject({ input: 'COBADEF', type: 'swift', valid: false });
    // Column names still are headers, also when they name a kind of code.
    for (const header of ['SWIFT code', 'swiftcode', 'IBAN']) {
      const body = await report(await post(`${header}\nDEUTDEFF`, { 'Content-Type': 'text/csv' }));
      expect(body.total, header).toBe(1);
    }
  });

  it('the /validate form counts CSV records, not lines: 600 records with quoted line breaks are checked', async () => {
    const csv = Array.from({ length: 600 }, (_, i) => `DEUTDEFF,"row ${i}\nsecond line"`).join('\n');
    const form = new FormData();
    form.set('codes', csv);
    const html = await (await get('/validate', { method: 'POST', body: form })).text();
    expect(html).not.toContain('At most 1,000 codes');
    expect(html).toContain('600 codes checked: 600 valid, 600 found in our directories.');
    // Over the limit by records, still refused with the page's message.
    const over = new FormData();
    over.set('codes', Array.from({ length: 1001 }, () => 'DEUTDEFF').join('\n'));
    expect(await (await get('/validate', { method: 'POST', body: over })).text()).toContain('At most 1,000 codes');
  });

  it('weighs every reading: the one whose checks pass, then the directory, decides the type', async () => {
    const body = await report(
      await post(
        JSON.stringify(['CH696GX5LZURG24C0162', 'EE21I29HG6U2CDOO8372', '100000101', '200000131', '1946123456789010']),
      ),
    );
    const [ch, ee, foreignRubic, otherRubic, gpn] = body.items;
    // LEIs that start like IBANs: the ISO 17442 check passes, the IBAN reading does not.
    expect(ch).toMatchObject({ type: 'lei', valid: true });
    expect(ee).toMatchObject({ type: 'lei', valid: true });
    // A Russian BIC of a foreign bank (prefix 10) the directory holds, though it has an ABA's shape.
    expect(foreignRubic).toMatchObject({ type: 'rubic', valid: true, found: true, alternatives: ['aba'] });
    // 20 is in no Federal Reserve range: a Russian BIC first.
    expect(otherRubic).toMatchObject({ type: 'rubic', valid: true, alternatives: ['aba'] });
    // GPN (Indonesia, IIN 1946, 16 digits) is not UATP's 15.
    expect(gpn).toMatchObject({ type: 'card', valid: true, errors: [], scheme: 'GPN' });
  });

  it('a valid routing number is a Russian BIC where only the Russian directory holds it', async () => {
    // A Federal Treasury BIC (prefix 01) that also passes the ABA check, added for this test only.
    await env.DB.prepare(
      "INSERT INTO rubics (code, country, locality, name, status, is_head_office, source) VALUES ('010051191','RU','Москва','УФК','active',1,'test fixture')",
    ).run();
    try {
      const [treasury, chase] = (await report(await post(JSON.stringify(['010051191', '021000021'])))).items;
      expect(treasury).toMatchObject({ type: 'rubic', valid: true, found: true, alternatives: ['aba'] });
      // A routing number the Russian directory does not hold names no Russian reading.
      expect(chase).toMatchObject({ type: 'aba', valid: true, alternatives: [] });
    } finally {
      await env.DB.prepare("DELETE FROM rubics WHERE code = '010051191'").run();
    }
  });

  it('diagnoses near misses as single lookups do, with their SWIFT suggestions and a card’s scheme', async () => {
    const inputs = [
      '7LTWFZYICNSX8D621K8', // LEI, 19 characters
      '7LTWFZYICNSX8D621K86A', // LEI, 21
      '7LTWFZYICNSX8D621KAB', // LEI, letters in the check digits
      'DEUTDEF', // BIC, 7
      'DEUTDEFF5', // BIC, 9
      'DEUTDEFF50', // BIC, 10
      'DEUTDEFF5000', // BIC, 12
      'DEUT1EFF', // BIC, a digit in the country
      '0210000210', // routing number, 10 digits
      'NO938601111794', // Norwegian IBAN, 14 characters
      'DEUTDEFG', // a valid BIC no directory has
      '4571736000000000', // a Visa card
    ];
    const items = (await report(await post(JSON.stringify(inputs)))).items;
    expect(items.map((i) => [i.type, i.valid, i.errors[0]])).toEqual([
      ['lei', false, 'lei.invalid_length'],
      ['lei', false, 'lei.invalid_length'],
      ['lei', false, expect.stringMatching(/^lei\./)],
      ['swift', false, 'swift.invalid_length'],
      ['swift', false, 'swift.invalid_length'],
      ['swift', false, 'swift.invalid_length'],
      ['swift', false, 'swift.invalid_length'],
      ['swift', false, 'swift.invalid_country'],
      ['aba', false, 'aba.invalid_length'],
      ['iban', false, 'iban.invalid_length'],
      ['swift', true, undefined],
      ['card', true, undefined],
    ]);
    // The suggestions GET /swifts/{code} gives, for the codes that are wrong or unknown.
    for (const i of [3, 10]) {
      const single = await get(`/api/v1/swifts/${inputs[i]}`);
      const details = ((await single.json()) as { error: { details?: { did_you_mean?: string[] } } }).error.details;
      expect(items[i]!.did_you_mean, inputs[i]).toEqual(details?.did_you_mean ?? []);
      expect(items[i]!.did_you_mean.length, inputs[i]).toBeGreaterThan(0);
    }
    expect(items[11]).toMatchObject({ scheme: 'Visa', did_you_mean: [] });
  });
});

describe('the /validate page', () => {
  it("links a found code to its bank under the bank page's name, not the record's capitals", async () => {
    // The importer gives a bank its display name; the SWIFT record keeps the directory's wording.
    await env.DB.prepare("UPDATE banks SET name = 'Commerzbank AG' WHERE id = 2").run();
    try {
      const form = new FormData();
      form.set('codes', 'COBADEFF');
      const html = await (await get('/validate', { method: 'POST', body: form })).text();
      expect(html).toMatch(/href="\/banks\/de\/commerzbank-ag"[^>]*>Commerzbank AG<\/a>/);
      expect(html).not.toContain('>COMMERZBANK AG</a>');
    } finally {
      await env.DB.prepare("UPDATE banks SET name = 'COMMERZBANK AG' WHERE id = 2").run();
    }
  });
});
