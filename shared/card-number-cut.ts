// The one rule by which a card number is cut to its BIN (ISO/IEC 7812-1) wherever a person's
// text enters: the Worker's request entry (worker/middleware/card-numbers.ts: every path segment,
// query value and form field), bulk validation's echo (worker/validate), and the search box
// (shared/components/search-suggest.tsx) and the search and suggest APIs, through shared/kinds/bin/lookup.ts.
// No validator is imported here, so the search box on every page ships without the card tables.

/**
 * Decimal digits a person may type for 0-9: ASCII, full-width (an East Asian keyboard's), Arabic-
 * Indic, extended Arabic-Indic and Devanagari; the zero of each block. A number typed in any of
 * them is the same card number, and is read (and cut) as its ASCII digits.
 */
const DIGIT_ZEROS = [0x30, 0xff10, 0x660, 0x6f0, 0x966] as const;
const DIGIT = '[0-9\\uFF10-\\uFF19\\u0660-\\u0669\\u06F0-\\u06F9\\u0966-\\u096F]';
/** What people put between a card's groups of digits: spaces (ideographic too), dashes, dots. */
const SEPARATOR = '[\\s\\u200b\\u3000.\\-\\u2010-\\u2015\\uFF0D\\uFF0E]';

/** `text` with every digit of DIGIT_ZEROS's blocks written as its ASCII digit. */
export function asciiDigits(text: string): string {
  return text.replace(new RegExp(DIGIT, 'g'), (d) => {
    const code = d.charCodeAt(0);
    const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9) ?? 0x30;
    return String(code - zero);
  });
}

/** The BIN a card number of `digits` keeps: 8 digits from 16 on (2017 edition), else 6. */
const binLength = (digits: string) => (digits.length >= 16 ? 8 : 6);

/**
 * A card number among other text: 12 to 19 digits, in groups split by single separators, that
 * neither touch a letter or digit nor continue with another group of digits (a 20-digit account
 * number is not a card number and is left whole).
 */
const CARD_RUN = new RegExp(
  `(?<![\\p{L}\\p{N}]|\\p{N}${SEPARATOR})${DIGIT}(?:${SEPARATOR}?${DIGIT}){11,18}(?![\\p{L}\\p{N}]|${SEPARATOR}\\p{N})`,
  'gu',
);

/**
 * Whether the digits starting at `at` continue an IBAN printed in groups of four (ISO 13616-1
 * section 5.1): walking back over groups of at most four letters or digits, one of them is a
 * country code with check digits ("DE89 3704 0044 0532 0130 00", "GB82 WEST 1234 5698 7654 32").
 * Such digits are an account's, not a card's, and the IBAN is left as typed.
 */
function continuesIban(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - 40), at);
  const groups = /(?:^|[^\p{L}\p{N}])((?:[\p{L}\p{N}]{1,4}[\s.-])+)$/u.exec(before)?.[1];
  return !!groups && groups.split(/[\s.-]/).some((g) => /^[A-Za-z]{2}[0-9]{2}$/.test(g));
}

/** A card number found in a text: where, its digits, and the BIN it is cut to. */
export interface CardNumberFound {
  /** The number's ASCII digits (never to leave the function that asked). */
  digits: string;
  bin: string;
  /** Whether the number was the whole text (separators and surrounding spaces aside). */
  whole: boolean;
}

/** Every card number in `text` (see CARD_RUN and continuesIban), in order. */
export function cardNumbersIn(text: string): CardNumberFound[] {
  const found: CardNumberFound[] = [];
  for (const m of text.matchAll(CARD_RUN)) {
    if (continuesIban(text, m.index)) continue;
    const digits = asciiDigits(m[0]).replace(/\D/g, '');
    found.push({ digits, bin: digits.slice(0, binLength(digits)), whole: m[0].length === text.trim().length });
  }
  return found;
}

/**
 * `text` with every card number in it cut to its BIN (see cardNumbersIn), everything else as
 * typed: "sberbank 4276 5500 1234 5678" becomes "sberbank 42765500".
 */
export function cutCardNumbers(text: string): string {
  if (!new RegExp(DIGIT).test(text)) return text; // most text: nothing to look at
  return text.replace(CARD_RUN, (run, at: number) => {
    if (continuesIban(text, at)) return run;
    const digits = asciiDigits(run).replace(/\D/g, '');
    return digits.slice(0, binLength(digits));
  });
}

/**
 * The query text with a card number in it cut to its BIN (what the search API echoes and looks
 * up). A number still being typed counts too: autocompletion asks as the user types, so the
 * digits between the BIN and a complete number would otherwise leave the page. No other code
 * kind has 10 or 11 digits, and a 9-digit routing number or Russian BIC is not typed in a
 * card's groups of four; so 10 or more digits, or more than 8 typed in groups of four, are a
 * card number, cut to 6 digits until it is long enough (16) to carry an 8-digit BIN. A card
 * number among words is cut as everywhere else (cutCardNumbers).
 */
export function withoutCardNumber(text: string): string {
  const digits = asciiDigits(text).replace(/[\s\u200b\u3000.-]+/g, '');
  if (!/^\d{9,19}$/.test(digits)) return cutCardNumbers(text);
  const grouped = new RegExp(`^\\s*${DIGIT}{4}${SEPARATOR}`).test(text);
  if (digits.length < 10 && !grouped) return text;
  return digits.slice(0, binLength(digits));
}
