import { describe, expect, it } from 'vitest';
import { expectJson, get } from './fetch';

// A code that fails its check digits: the API's 400 names the existing codes one typing slip
// away (shared/validators/did-you-mean.ts), and the page links them.

const swap = (s: string, i: number) => s.slice(0, i) + s[i + 1] + s[i] + s.slice(i + 2);

describe('did you mean', () => {
  it('suggests the LEI a transposition away', async () => {
    const typo = swap('7LTWFZYICNSX8D621K86', 3); // 7LTFWZ...: fails ISO 17442's MOD 97-10
    const body = await expectJson<{ error: { details: { did_you_mean: string[] } } }>(`/api/v1/leis/${typo}`, 400);
    expect(body.error.details.did_you_mean).toContain('7LTWFZYICNSX8D621K86');
    const page = await get(`/leis/${typo}`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('href="/leis/7LTWFZYICNSX8D621K86"');
  });

  it('suggests the routing number a transposition away, on the not-found page and the validator', async () => {
    const typo = swap('021000089', 6); // 021000809: fails the 3-7-1 check digit
    const body = await expectJson<{ error: { details: { did_you_mean: string[] } } }>(
      `/api/v1/us_routings/${typo}`,
      400,
    );
    expect(body.error.details.did_you_mean).toContain('021000089');
    expect(await (await get(`/usroutings/${typo}`)).text()).toContain('href="/usroutings/021000089"');
    expect(await (await get(`/usroutings?number=${typo}`)).text()).toContain('href="/usroutings/021000089"');
  });

  it('suggests nothing when no existing code is one typing slip away', async () => {
    const res = await get('/api/v1/leis/5299000J2N45DDNE4Y99');
    const body = (await res.json()) as { error: { details?: { did_you_mean?: string[] } } };
    expect(body.error.details?.did_you_mean ?? []).toEqual([]);
  });
});
