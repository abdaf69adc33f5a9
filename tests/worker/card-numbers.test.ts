import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { expectPage, expectRedirect, get, page } from './fetch';
import type { SearchResult } from '../../shared/api-types';

// A card number is cut to its BIN before it reaches any URL, title, heading,
// input value, canonical link or stored row. Fixture: BIN 45717360 (DEUTSCHE BANK AG, DE).

const CARD = '4571736012345678';
const ACCOUNT = '12345678'; // the digits after the 8-digit BIN: never to be seen again
const LUHN_VALID = '4571736000000000';

describe('card numbers', () => {
  it('/bins/{card number} redirects to the BIN page, keeping only the Luhn verdict', async () => {
    await expectRedirect(`/bins/${CARD}`, '/bins/45717360?card=invalid');
    const ok = await get(`/de/bins/${LUHN_VALID.replace(/(\d{4})/g, '$1 ').trim()}`);
    expect(ok.headers.get('location')).toBe('/de/bins/45717360?card=valid');
    // A 12- to 15-digit number has a 6-digit IIN.
    expect((await get('/bins/371241000000000')).headers.get('location')).toMatch(/^\/bins\/371241\?card=/);
  });

  it('the lookup form redirects straight to the BIN', async () => {
    await expectRedirect(`/bins?number=${CARD}`, '/bins/45717360?card=invalid');
  });

  it('the BIN page says the rest of the number was not kept, canonical to the BIN', async () => {
    await expectPage('/bins/45717360?card=valid', {
      has: [
        'Only its BIN, 45717360, was kept',
        'Luhn check passed',
        /<link rel="canonical" href="[^"]*\/bins\/45717360"\/>/,
        '<meta name="robots" content="noindex"/>',
      ],
    });
    expect(await (await get('/bins/45717360?card=invalid')).text()).toContain('Luhn check failed');
  });

  it('/search?q={card number} goes to the BIN page and never repeats the number', async () => {
    for (const q of [CARD, '4571 7360 1234 5678', '4571-7360-1234-5678']) {
      await expectRedirect(`/search?q=${encodeURIComponent(q)}&types=banks`, '/bins/45717360?card=invalid');
    }
  });

  it('/search?q={part of a card number} searches its BIN, keeping the filters', async () => {
    for (const q of ['4571736012', '45717360123', '4571 7360 1']) {
      await expectRedirect(`/search?q=${encodeURIComponent(q)}&types=bins`, '/search?q=457173&types=bins');
    }
    await expectRedirect('/de/search?q=4571736012', '/de/search?q=457173');
    // A 9-digit routing number or Russian BIC is searched as typed.
    expect((await get('/search?q=044525225')).status).not.toBe(302);
  });

  it('the search API looks up and echoes the BIN only', async () => {
    const res = await get(`/api/v1/search?q=${CARD}`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain(ACCOUNT);
    expect((JSON.parse(text) as SearchResult).query).toBe('45717360');
    const suggest = await get(`/api/v1/suggest?q=${CARD}`);
    expect(await suggest.text()).not.toContain(ACCOUNT);
  });

  it('bulk validation links a card number to its BIN', async () => {
    const res = await get('/api/v1/validate', {
      method: 'POST',
      body: JSON.stringify([CARD]),
      headers: { 'Content-Type': 'application/json' },
    });
    const body = (await res.json()) as { items: { path: string | null }[] };
    expect(body.items[0]?.path).toBe('/bins/45717360');
  });

  it('no stored row holds the account digits', async () => {
    await get(`/bins/${CARD}`);
    await get('/bins/45717360?card=invalid');
    const rows = await env.DB.prepare('SELECT * FROM recent_views').all();
    expect(JSON.stringify(rows.results)).not.toContain(ACCOUNT);
  });

  // Every way the full number used to get past the entry (worker/middleware/card-numbers.ts).
  it('a card number in any lookup form or code page is answered with its BIN page, never echoed', async () => {
    for (const path of [
      `/iban?iban=${CARD}`,
      `/ifscs?code=${CARD}`,
      `/bics?code=${CARD}`,
      `/leis?code=${CARD}`,
      `/swifts/${CARD}`,
      `/iban/${CARD}`,
      `/de/leis/${CARD}`,
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location'), path).toMatch(/^(\/de)?\/bins\/45717360\?card=invalid$/);
    }
  });

  it('a card number among words or in full-width digits is cut to its BIN, in every page and answer', async () => {
    const fullWidth = [...CARD].map((d) => String.fromCharCode(0xff10 + Number(d))).join('');
    for (const typed of [`sberbank ${CARD}`, `sberbank ${fullWidth}`, `sberbank 4571 7360 1234 5678`]) {
      const q = encodeURIComponent(typed);
      await expectRedirect(`/search?q=${q}`, '/search?q=sberbank+45717360');
      await expectRedirect(`/bins?number=${q}`, '/bins?number=sberbank+45717360');
      const api = await get(`/api/v1/search?q=${q}`);
      expect(api.status).toBe(200);
      expect(((await api.json()) as SearchResult).query).toBe('sberbank 45717360');
    }
    // The page it is cut to says the BIN, not the number.
    const cut = await page('/search?q=sberbank+45717360');
    expect(cut.status).toBe(200);
    expect(cut.text).toContain('45717360');
    expect(cut.text).not.toContain(ACCOUNT);
    // An IBAN printed in groups of four keeps its digits.
    const iban = await get(`/iban?iban=${encodeURIComponent('DE89 3704 0044 0532 0130 00')}`);
    expect(iban.headers.get('location')).toBe('/iban/DE89370400440532013000');
  });

  it('bulk validation echoes a card number as its BIN, in JSON, in CSV and on the form', async () => {
    const body = JSON.stringify([CARD, `card ${CARD}`]);
    const headers = { 'Content-Type': 'application/json' };
    const json = await get('/api/v1/validate', { method: 'POST', body, headers });
    const text = await json.text();
    expect(text).not.toContain(ACCOUNT);
    const report = JSON.parse(text) as { items: { input: string; type: string | null; valid: boolean }[] };
    expect(report.items.map((i) => i.input)).toEqual(['45717360', 'card 45717360']);
    // The Luhn check still ran on the whole number.
    expect(report.items[0]).toMatchObject({ type: 'card', valid: false });
    const csv = await get('/api/v1/validate', { method: 'POST', body, headers: { ...headers, Accept: 'text/csv' } });
    expect(await csv.text()).not.toContain(ACCOUNT);
    const form = new FormData();
    form.set('codes', `${CARD}\nDEUTDEFF`);
    const posted = await page('/validate', { method: 'POST', body: form });
    expect(posted.status).toBe(200);
    expect(posted.text).toContain('45717360');
    expect(posted.text).not.toContain(ACCOUNT);
    // The form's prefill from an address.
    const prefill = await get(`/validate?codes=${encodeURIComponent(`x ${CARD}`)}`);
    expect(prefill.headers.get('location')).toBe('/validate?codes=x+45717360');
  });

  it('the BIN form posts, so that the number never reaches an address, and is redirected to its BIN', async () => {
    const form = await page('/bins');
    expect(form.text).toMatch(
      /<form[^>]*method="post"[^>]*action="\/bins"|<form[^>]*action="\/bins"[^>]*method="post"/,
    );
    const posted = await get('/de/bins', {
      method: 'POST',
      body: new URLSearchParams({ number: '4571 7360 1234 5678' }),
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/de/bins/45717360?card=invalid');
    const bin = await get('/bins', { method: 'POST', body: new URLSearchParams({ number: '45717360' }) });
    expect(bin.headers.get('location')).toBe('/bins/45717360');
  });

  it('the KV cache keeps no search answer: no key holds what a person typed', async () => {
    await get(`/search?q=${encodeURIComponent('deutsche bank frankfurt')}`);
    await get('/search?q=sberbank+45717360');
    const keys = (await env.CACHE.list()).keys.map((k) => k.name);
    expect(keys.filter((k) => /search|frankfurt|sberbank/i.test(k))).toEqual([]);
  });
});
