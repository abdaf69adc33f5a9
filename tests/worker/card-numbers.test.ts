import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { expectPage, expectRedirect, get } from './fetch';
import type { SearchResult } from '../../shared/api-types';

// Issue 12 item 2: a card number is cut to its BIN before it reaches any URL, title, heading,
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
});
