// What a search box may send while a card number is typed: the number cut to its BIN
// (ISO/IEC 7812-1). Shared by the search box (shared/components/search-suggest.tsx) and, through
// shared/bin-lookup.ts, the search and suggest APIs.

/**
 * The query text with a card number in it cut to its BIN (what the search API echoes and looks
 * up). A number still being typed counts too: autocompletion asks as the user types, so the
 * digits between the BIN and a complete number would otherwise leave the page. No other code
 * kind has 10 or 11 digits, and a 9-digit routing number or Russian BIC is not typed in a
 * card's groups of four; so 10 or more digits, or more than 8 typed in groups of four, are a
 * card number, cut to 6 digits until it is long enough (16) to carry an 8-digit BIN.
 */
export function withoutCardNumber(text: string): string {
  const digits = text.replace(/[\s\u200b.-]+/g, '');
  if (!/^\d{9,19}$/.test(digits)) return text;
  const grouped = /^\s*\d{4}[\s\u200b.-]/.test(text);
  if (digits.length < 10 && !grouped) return text;
  return digits.slice(0, digits.length >= 16 ? 8 : 6);
}
