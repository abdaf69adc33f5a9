// Independent reference implementations written straight from the standards' definitions, used
// by the tests to derive expected values (never taken from the implementation under test).

/** ISO 7064 MOD 97-10 remainder with BigInt, letters A=10..Z=35 (ISO 13616 / ISO 17442). */
export function refMod97(s: string): number {
  const digits = [...s].map((c) => (/[A-Z]/.test(c) ? String(c.charCodeAt(0) - 55) : c)).join('');
  return Number(BigInt(digits) % 97n);
}

/** IBAN check digits for a country and BBAN: 98 - (BBAN + country + "00" mod 97). */
export function refIbanCheckDigits(country: string, bban: string): string {
  return String(98 - refMod97(bban + country + '00')).padStart(2, '0');
}

/** A complete IBAN with correct ISO 13616 check digits. */
export function refIban(country: string, bban: string): string {
  return country + refIbanCheckDigits(country, bban) + bban;
}

/** Luhn per ISO/IEC 7812-1 Annex B, with the doubling table instead of arithmetic. */
const DOUBLED = [0, 2, 4, 6, 8, 1, 3, 5, 7, 9];
export function refLuhnSum(digits: string): number {
  return [...digits].reverse().reduce((sum, c, i) => sum + (i % 2 === 1 ? (DOUBLED[Number(c)] ?? 0) : Number(c)), 0);
}
export function refLuhnValid(digits: string): boolean {
  return refLuhnSum(digits) % 10 === 0;
}
/** Appends the Luhn check digit to a payload. */
export function refWithLuhn(payload: string): string {
  for (let d = 0; d < 10; d++) if (refLuhnValid(payload + d)) return payload + d;
  throw new Error('unreachable');
}

/** ABA: 3·d1 + 7·d2 + d3 + 3·d4 + 7·d5 + d6 + 3·d7 + 7·d8 + d9 ≡ 0 mod 10. */
export function refAbaValid(rtn: string): boolean {
  const d = [...rtn].map(Number);
  const [a = 0, b = 0, c = 0, e = 0, f = 0, g = 0, h = 0, i = 0, j = 0] = d;
  return (3 * (a + e + h) + 7 * (b + f + i) + (c + g + j)) % 10 === 0;
}
export function refWithAbaCheck(eight: string): string {
  for (let d = 0; d < 10; d++) if (refAbaValid(eight + d)) return eight + d;
  throw new Error('unreachable');
}

/** Bank of Russia account control key: 7,1,3 weights over 3 + 20 digits, sum ≡ 0 mod 10. */
export function refRuKeyOk(prefix3: string, account: string): boolean {
  const s = prefix3 + account;
  let sum = 0;
  for (let i = 0; i < 23; i++) sum += Number(s[i]) * [7, 1, 3][i % 3]!;
  return sum % 10 === 0;
}

/** Replaces the character at i. */
export function replaceAt(s: string, i: number, c: string): string {
  return s.slice(0, i) + c + s.slice(i + 1);
}
