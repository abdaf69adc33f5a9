// German account numbers: the Deutsche Bundesbank's check digit methods ("Prüfzifferberechnungs-
// methoden", the document the Bundesbank publishes beside its bank code file, where each bank
// code names the method, "Prüfzifferberechnungsmethode", its account numbers follow).
//
// Hand-written: no npm package implements these methods, so the project carries its own, pure
// TypeScript (no Node or DOM API; it runs in the Worker). The methods are split by code range into
// de-methods-0 (00-49), de-methods-5 (50-99) and de-methods-a (A0-E4) over the arithmetic in
// de-core; each method's comment says what the Bundesbank's section prescribes. de.test.ts checks
// them against the Bundesbank's published example accounts and, over a seeded corpus of real bank
// codes, against two independent implementations (Debian's ktoblzcheck and schwifty); where they
// disagree, docs/decisions/german-account-checks.md records which answer follows the document.
import type { Method } from './de-core';
import { methods0 } from './de-methods-0';
import { methods5 } from './de-methods-5';
import { methodsA } from './de-methods-a';

const METHODS: Readonly<Record<string, Method>> = { ...methods0, ...methods5, ...methodsA };

/** The method codes implemented: every method the Bundesbank's bank code file assigns, and those they build on. */
export const GERMAN_ACCOUNT_METHODS: ReadonlySet<string> = new Set(Object.keys(METHODS));

/**
 * Whether `account` (up to ten digits, padded with zeros on the left) is valid under the Bundesbank
 * check method `method` ("00".."E4") at the bank `blz` (eight digits; only methods 52, 53, B6 and
 * C0 read it). null when the method is not implemented: an unknown method is never guessed.
 */
export function checkGermanAccount(method: string, account: string, blz: string): boolean | null {
  const check = Object.hasOwn(METHODS, method) ? METHODS[method] : undefined;
  if (!check) return null;
  if (!/^\d{1,10}$/.test(account) || !/^\d{8}$/.test(blz)) return false;
  return check([...account.padStart(10, '0')].map(Number), blz);
}
