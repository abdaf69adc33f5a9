import { KINDS, STORED_KINDS, pageCode, pageUrl } from '../../shared/kinds';
import { localizedPath, type Locale } from '../../shared/locales';

// One URL per record: a code page answers under its code's one spelling (shared/kinds pageCode:
// upper case, no spaces or dashes, a SWIFT code in 11 characters), and every other spelling of
// the same code is a 301 to it (RFC 9110 section 15.4.2), with the language prefix and the query
// kept. Otherwise /swifts/deutdeff, /swifts/DEUTDEFF and /swifts/DEUTDEFFXXX are three pages,
// each declaring itself canonical and cached on its own. One rule for every stored kind of the
// registry, before any page is rendered.

/** Longest digit run of a card number cut to its BIN elsewhere: such paths are not this rule's. */
const CARD_NUMBER = /^\d{12,}$/;

/** Where a code page's request belongs when its code is not spelled in its one form, or null. */
export function canonicalCodeLocation(url: URL, lang: Locale, path: string): string | null {
  const match = /^\/([^/]+)\/([^/]+)$/.exec(path);
  if (!match) return null;
  const kind = STORED_KINDS.find((k) => KINDS[k].page === match[1]);
  if (!kind) return null;
  let raw: string;
  try {
    raw = decodeURIComponent(match[2] ?? '');
  } catch {
    return null; // a malformed escape: the page's own answer
  }
  const code = pageCode(kind, raw);
  if (!code || code === raw) return null;
  // A card number (a BIN page's 9+ digits, or 12+ digits anywhere) has its own redirect, which
  // cuts it to the BIN: never repeated in full in a Location here.
  if ((kind === 'bin' && code.length > 8) || CARD_NUMBER.test(code)) return null;
  return `${localizedPath(lang, pageUrl(kind, code))}${url.search}`;
}
