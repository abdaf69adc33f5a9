import { describe, expect, it } from 'vitest';
import { scriptJson } from '../../../shared/hydration';
import { splitLocale } from '../../../shared/locales';

// State serialised into the page stays inside its <script> (HTML Living Standard 4.12.1.3:
// "</script" and "<!--" end or confuse a script element; ECMAScript before ES2019 ended
// string literals at U+2028/U+2029), and the language redirect never leaves the site.
describe('scriptJson', () => {
  const hostile = {
    a: '</script><script>alert(1)</script>',
    b: '<!-- x -->',
    c: 'a & b > c',
    d: 'line\u2028para\u2029end',
  };
  const out = scriptJson(hostile);

  it('escapes <, >, & and the line separators', () => {
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(out).toContain('\\u003c/script\\u003e');
    expect(out).toContain('\\u0026');
    expect(out).toContain('\\u2028');
    expect(out).toContain('\\u2029');
  });

  it('is the same value once parsed', () => {
    expect(JSON.parse(out)).toEqual(hostile);
    // eslint-disable-next-line no-new-func -- parsing as script, as the browser will
    expect(new Function(`return ${out}`)()).toEqual(hostile);
  });
});

describe('splitLocale redirects', () => {
  it.each([
    ['/en//evil.com', '/evil.com'],
    ['/en/\\evil.com', '/evil.com'],
    ['/en/\\/evil.com', '/evil.com'],
    ['/en///evil.com', '/evil.com'],
    ['/en/%2F%2Fevil.com', '/%2F%2Fevil.com'],
    ['/en/%5Cevil.com', '/%5Cevil.com'],
    ['/en', '/'],
    ['/en/swifts/DEUTDEFFXXX', '/swifts/DEUTDEFFXXX'],
  ])('%s -> %s', (path, location) => {
    const split = splitLocale(path, '');
    expect(split).toEqual({ kind: 'redirect', location });
    if (split.kind !== 'redirect') return;
    expect(split.location).toMatch(/^\/(?![/\\])/);
    expect(new URL(split.location, 'https://bank.example').host).toBe('bank.example');
  });

  it('keeps the query but cannot be steered by it', () => {
    const split = splitLocale('/en//evil.com', '?next=//evil.com');
    expect(split).toEqual({ kind: 'redirect', location: '/evil.com?next=//evil.com' });
  });

  it('a route-level path (no /en prefix) is a page, not a redirect', () => {
    expect(splitLocale('//evil.com', '').kind).toBe('page');
    expect(splitLocale('/english', '').kind).toBe('page');
  });
});
