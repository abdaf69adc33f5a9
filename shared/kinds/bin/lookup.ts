// Which BIN a lookup is about, and what the published IIN ranges say about it: shared by the
// API (shared/kinds/bin/worker/api.ts) and the BIN page, so both read a number by the same rules.
import type { BinDerived } from '../../api-types';
import { detectCardSchemes, MAJOR_INDUSTRY_IDENTIFIERS, validateBin, type BinError } from './validator';
import { validateCardNumber } from '../../validators/card';
import { pageUrl } from '../index';

/**
 * The BIN a lookup asks for: a 6- or 8-digit BIN or a 5-digit prefix (banks-db's records, and
 * the head of the longer BINs under it) as given, or the issuer identification
 * number of a card number (12-19 digits, ISO/IEC 7812-1): its first 8 digits from 16 digits
 * on (8-digit IINs, 2017 edition), else its first 6. A card number failing the Luhn check
 * still names its issuer, so it is looked up all the same. Otherwise the BIN validator's
 * error codes (bin.empty, bin.invalid_characters, bin.invalid_length).
 */
export function binOf(raw: string): { bin: string } | { errors: BinError[] } {
  const bin = validateBin(raw);
  if (bin.valid && bin.canonical) return { bin: bin.canonical };
  if (/^\d{5}$/.test(raw)) return { bin: raw };
  const card = validateCardNumber(raw);
  if (card.parts) return { bin: card.parts.issuerIdentifier8 ?? card.parts.issuerIdentifier };
  return { errors: bin.errors };
}

/** What the IIN ranges the schemes publish say about any BIN, whether we know it or not. */
export function deriveBin(bin: string): BinDerived {
  const mii = Number(bin[0]);
  return {
    number: bin,
    mii,
    mii_name: MAJOR_INDUSTRY_IDENTIFIERS[mii] ?? '',
    iin_schemes: detectCardSchemes(bin).map((s) => ({ scheme: s.scheme, name: s.name, lengths: [...s.lengths] })),
  };
}

/** What the BIN page says about the card number it was cut from: its Luhn check only. */
export type CardVerdict = 'valid' | 'invalid';

/**
 * Where a card number (12-19 digits once spaces and dashes are gone, ISO/IEC 7812-1) is sent:
 * the page of its BIN, with the Luhn verdict and nothing else of the number, so that the account
 * digits never reach a URL, title, heading, input value, canonical link, log line or stored row
 * (the safety note under every search box promises this). null for anything else. The path is
 * relative to the router's basename, so a language prefix stays.
 */
export function cardNumberRedirect(raw: string): string | null {
  const digits = raw.replace(/[\s\u200b.-]+/g, '');
  if (!/^\d{12,19}$/.test(digits)) return null;
  const card = validateCardNumber(digits);
  const bin = card.parts?.issuerIdentifier8 ?? card.parts?.issuerIdentifier ?? digits.slice(0, 6);
  const verdict: CardVerdict = card.errors.includes('card.checksum') ? 'invalid' : 'valid';
  return `${pageUrl('bin', bin)}?card=${verdict}`;
}

// Kept apart (no validator behind it) so the search box on every page ships without the card tables.
export { withoutCardNumber } from '../../card-number-cut';
