// Comparison keys of bank names, shared by the identity model (banks.ts) and the linkers (BIN,
// LEI). Names in other scripts are compared twice: in their own script, and transliterated to
// Latin with any-ascii (Unicode's romanisation tables: "Сбербанк" -> "Sberbank"), so a Cyrillic
// issuer name meets the Latin ISO 9362 name. A key is never empty, generic or one common word:
// those return null and never link (the empty key once linked every Russian BIN to one bank).
import anyAscii from 'any-ascii';

/** The legal forms of English-law companies, spelled out and abbreviated (Ltd, Inc., Corp., Co., LLC). */
export const ENGLISH_LEGAL_FORMS = [
  'LTD',
  'LIMITED',
  'PLC',
  'INC',
  'INCORPORATED',
  'CORP',
  'CORPORATION',
  'CO',
  'COMPANY',
  'LLC',
];

/** Legal-form, filler and office words that differ between lists naming the same institution. */
const NOISE = new Set([
  'THE',
  ...ENGLISH_LEGAL_FORMS,
  'AG',
  'SA',
  'NA',
  'NV',
  'BV',
  'SPA',
  'AS',
  'ASA',
  'AB',
  'OY',
  'OYJ',
  'ABP',
  'SE',
  'GMBH',
  'KG',
  'EG',
  'EGEN',
  'JSC',
  'OJSC',
  'PJSC',
  'CJSC',
  'OAO',
  'PAO',
  'ZAO',
  'AO',
  'OOO',
  'TAS',
  'BHD',
  'BERHAD',
  'PT',
  'TBK',
  'SAL',
  'JOINT',
  'STOCK',
  'AKTIENGESELLSCHAFT',
  'HEAD',
  'OFFICE',
  'KB',
  'AKB',
  'NKO',
]);

/**
 * Words that name no institution by themselves: a key made of these only is generic. Scheme
 * and card product names are here too: "RUPAY PLATINUM" or "VISA" is never an issuer.
 */
const GENERIC = new Set([
  'BANK',
  'BANCO',
  'BANCA',
  'BANQUE',
  'BANKA',
  'BANKI',
  'BANKASI',
  'FIRST',
  'NATIONAL',
  'STATE',
  'TRUST',
  'SAVINGS',
  'AND',
  'OF',
  'DE',
  'DEL',
  'DI',
  'DU',
  'LA',
  'CREDIT',
  'UNION',
  'CITY',
  'COUNTY',
  'COMMUNITY',
  'CITIZENS',
  'PEOPLES',
  'FARMERS',
  'MERCHANTS',
  'SECURITY',
  'COMMERCIAL',
  'FINANCIAL',
  'FEDERAL',
  'INTERNATIONAL',
  'UNITED',
  'CENTRAL',
  'DEVELOPMENT',
  'INVESTMENT',
  'COOPERATIVE',
  'POPULAR',
  'SAVINGS',
  'GROUP',
  'HOLDING',
  'FINANCE',
  'CAPITAL',
  'SERVICES',
  'SECURITIES',
  'MUTUAL',
  'HOME',
  'AMERICAN',
  'EUROPEAN',
  'ASIA',
  'AFRICA',
  'VISA',
  'MASTERCARD',
  'MAESTRO',
  'AMEX',
  'AMERICAN EXPRESS',
  'DISCOVER',
  'DINERS',
  'JCB',
  'RUPAY',
  'UNIONPAY',
  'MIR',
  'ELO',
  'PLATINUM',
  'GOLD',
  'CLASSIC',
  'SIGNATURE',
  'INFINITE',
  'BUSINESS',
  'CORPORATE',
  'PREPAID',
  'DEBIT',
  'CARD',
  'CARDS',
  'ELECTRON',
  'STANDARD',
  'WORLD',
  'TITANIUM',
  'SELECT',
  'PREMIUM',
]);

/** Latin-script words of a name (transliterated when in another script), upper case, noise dropped. */
export function latinWords(name: string): string[] {
  return words(anyAscii(name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')));
}

/** Words in the name's own script (Cyrillic stays Cyrillic), upper case, noise dropped. */
export function scriptWords(name: string): string[] {
  return words(name.normalize('NFKD').replace(/[\u0300-\u036f]/g, ''));
}

function words(name: string): string[] {
  return (
    name
      .toUpperCase()
      .replace(/&/g, ' AND ')
      .replace(/\bNATIONAL ASSOCIATION\b/g, 'NA')
      // "N.A.", "S.A.", "S.P.A." -> NA, SA, SPA before punctuation becomes word breaks
      .replace(/\b(\p{L})\.(?=\p{L}\.)/gu, '$1')
      .replace(/\b(\p{L})\.(?!\p{L})/gu, '$1')
      .replace(/['\u2019]/g, '')
      // Legal forms written with a slash are one word: Danish "A/S", Brazilian "S/A".
      .replace(/\b(\p{L})\/(\p{L})\b/gu, '$1$2')
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w && !NOISE.has(w))
  );
}

/** True when a key cannot name one institution: empty, only generic words, or one short word. */
export function isWeakKey(words: readonly string[]): boolean {
  if (words.length === 0) return true;
  if (words.every((w) => GENERIC.has(w))) return true;
  return words.length === 1 && words[0]!.length < 4;
}

/** The Latin comparison key ("SBERBANK"), or null when the name is too weak to link on. */
export function nameKey(name: string | null | undefined): string | null {
  if (!name) return null;
  let key = keyCache.get(name);
  if (key === undefined) {
    const w = latinWords(name);
    key = isWeakKey(w) ? null : w.join(' ');
    if (keyCache.size > 200_000) keyCache.clear();
    keyCache.set(name, key);
  }
  return key;
}
// The import asks for the keys of the same names many times (banks, swift rows, LEI names).
const keyCache = new Map<string, string | null>();

/** Every strong key of a name: Latin (transliterated) and, for another script, the name's own. */
export function nameKeys(name: string | null | undefined): string[] {
  if (!name) return [];
  const keys = new Set<string>();
  const latin = nameKey(name);
  if (latin) keys.add(latin);
  const own = scriptWords(name);
  if (!isWeakKey(own)) keys.add(own.join(' '));
  return [...keys];
}

/** Words two names share (Latin keys), ignoring generic ones: the "same institution?" check. */
export function shareDistinctiveWord(a: string, b: string): boolean {
  const left = new Set(latinWords(a).filter((w) => !GENERIC.has(w) && w.length >= 3));
  return latinWords(b).some((w) => left.has(w));
}

/** Legal forms of holding and non-bank companies, at the end of a name. */
const HOLDING = /\b(CORPORATION|CORP|INC|INCORPORATED|HOLDINGS?|GROUP|LLC|LP|FINANCIAL SERVICES|SECURITIES)\b\.?\s*$/i;

/**
 * A holding or non-bank company's name: cards and routing numbers are a bank's, so where such a
 * company and its bank share a key ("Bank of America Corporation", "Bank of America, N.A."),
 * the bank is meant.
 */
export const isHoldingName = (name: string): boolean => HOLDING.test(name);

/**
 * A name's distinctive core for matching a brand-like issuer name against legal names: its
 * Latin words without the generic words it ends with ("CAPITAL ONE BANK" -> CAPITAL ONE,
 * "Wells Fargo" -> WELLS FARGO). Null when what is left is weak (see isWeakKey).
 */
export function coreWords(name: string | null | undefined): string[] | null {
  if (!name) return null;
  const w = latinWords(name);
  while (w.length > 1 && GENERIC.has(w.at(-1)!)) w.pop();
  return isWeakKey(w) ? null : w;
}

/** A word that names no institution by itself (GENERIC: "BANK", "NATIONAL", "VISA"). */
export const isGenericWord = (word: string): boolean => GENERIC.has(word);
