import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { KINDS, STORED_KINDS } from '../../shared/kinds';
import { get, page } from './fetch';

// One URL per record (worker/pages/canonical-code.ts, shared/kinds pageCode): a code page answers
// under one spelling, every other spelling of the code is a 301 to it, language and query kept.

const db = () => (env as unknown as { DB: D1Database }).DB;

/** Another spelling of a code: lower case, a dash inside, a space at the end. */
const respelled = (code: string) =>
  `${code.slice(0, 4).toLowerCase()}-${code.slice(4).toLowerCase()}%20`.replace(/^-/, '');

async function expectMoved(path: string, location: string) {
  const res = await get(path);
  expect(res.status, path).toBe(301);
  expect(res.headers.get('location'), path).toBe(location);
  await res.arrayBuffer();
}

describe('one URL per record', () => {
  it('a SWIFT code has one page, its 11-character code; the other spellings move there', async () => {
    for (const path of [
      '/swifts/DEUTDEFF',
      '/swifts/deutdeff',
      '/swifts/DEUTDEFF%20',
      '/swifts/deutdeffxxx',
      '/swifts/DEUT-DE-FF',
    ])
      await expectMoved(path, '/swifts/DEUTDEFFXXX');
    await expectMoved('/de/swifts/deutdeff?ref=mail', '/de/swifts/DEUTDEFFXXX?ref=mail');
    const { status, text } = await page('/swifts/DEUTDEFFXXX');
    expect(status).toBe(200);
    expect(text).toMatch(/<link rel="canonical" href="[^"]*\/swifts\/DEUTDEFFXXX"\/>/);
    // A card number is not this rule's: its own redirect cuts it to the BIN, never repeated here.
    const card = await get('/bins/4571-7360-1234-5678');
    expect(card.status).not.toBe(301);
    expect(card.headers.get('location') ?? '').not.toContain('4571736012345678');
  });

  it.each(STORED_KINDS)('%s: every spelling of a stored code moves to its one page', async (kind) => {
    const { table, key, page: segment } = KINDS[kind];
    // A code of the kind's own table (BINs: a 6- or 8-digit one, longer paths are card numbers).
    const row = await db()
      .prepare(`SELECT ${key} AS code FROM ${table} WHERE length(${key}) BETWEEN 6 AND 20 ORDER BY ${key} LIMIT 1`)
      .first<{ code: string }>();
    const code = String(row?.code);
    const canonical = kind === 'swift' && code.length === 8 ? `${code}XXX` : code;
    await expectMoved(`/${segment}/${respelled(code)}`, `/${segment}/${canonical}`);
    await expectMoved(`/ja/${segment}/${respelled(code)}?x=1`, `/ja/${segment}/${canonical}?x=1`);
    const res = await get(`/${segment}/${canonical}`);
    expect(res.status, canonical).toBe(200);
    await res.arrayBuffer();
  });

  it('bank pages and the sitemap link the one spelling', async () => {
    const { text } = await page('/banks/de/deutsche-bank-ag');
    expect(text).toContain('href="/swifts/DEUTDEFFXXX"');
    expect(text).not.toMatch(/href="\/swifts\/DEUTDEFF"/);
    const { text: sitemap } = await page('/sitemap-swifts-1.xml');
    expect(sitemap).toContain('/swifts/DEUTDEFFXXX</loc>');
    expect(sitemap).not.toMatch(/\/swifts\/[A-Z0-9]{8}<\/loc>/);
  });
});
