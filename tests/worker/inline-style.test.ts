import { describe, expect, it } from 'vitest';
import { get } from './fetch';
import { assets } from '../../worker/pages/manifest';

// The stylesheet is inlined in every page's head (worker/pages/render.tsx) with the response's CSP
// nonce, so that the first paint waits on no stylesheet request.

const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
const styleSrc = (res: Response) =>
  /(?:^|;)\s*style-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? '';

describe('inlined stylesheet', () => {
  it.each(['/', '/swifts/DEUTDEFFXXX', '/de/banks/de/deutsche-bank-ag', '/search?q=commerz', '/no-such-page'])(
    '%s carries the stylesheet in its head with its nonce, and links none',
    async (path) => {
      // Twice: the second may come from the page cache, whose copy must get this response's nonce.
      for (let i = 0; i < 2; i++) {
        const res = await get(path);
        const html = await res.text();
        const nonce = nonceOf(res);
        expect(nonce, path).toBeTruthy();
        const head = html.slice(0, html.indexOf('</head>'));
        // The built stylesheet, whole, in one nonced <style> of the head.
        expect(assets.cssText.length).toBeGreaterThan(1000);
        expect(head, path).toContain(`<style nonce="${nonce}">${assets.cssText}</style>`);
        expect(head).not.toMatch(/rel="stylesheet"/);
        expect(styleSrc(res)).toContain(`'nonce-${nonce}'`);
        expect(styleSrc(res)).not.toContain('unsafe-inline');
      }
    },
  );
});
