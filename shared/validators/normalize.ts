/**
 * One normaliser per kind of identifier, used by its validator, by type detection (bulk
 * validation, search) and by the pages' loaders, so that an input one of them accepts is
 * accepted by all. Each is compact() (NFKC, separators removed, upper case; ./common.ts) plus
 * the labels and symbols people paste with that kind of code. Small and registry-free: the
 * loaders ship it in the client bundle.
 */
import { compact } from './common';

/** A leading label ("BIC: ", "SWIFT code ", ...), followed by a colon or a space, then the code. */
function dropLabel(input: string, label: RegExp): string {
  const s = input.normalize('NFKC').trim();
  const m = new RegExp(`^(?:${label.source})(?:\\s*[:：#]\\s*|\\s+)(?=\\S)`, 'i').exec(s);
  return m ? s.slice(m[0].length) : s;
}

/** IBAN electronic format (ISO 13616-1 section 5): a leading "IBAN" / "IBAN:" dropped. */
export function normalizeIban(input: string): string {
  return compact(input).replace(/^IBAN:?/, '');
}

/** BIC: "BIC", "SWIFT", "SWIFT code", "BIC/SWIFT" and the like before the code dropped. */
export function normalizeBic(input: string): string {
  return compact(dropLabel(input, /(?:SWIFT|BIC)(?:\s*\/\s*(?:SWIFT|BIC))?(?:[\s-]*CODE)?/));
}

/** LEI: a leading "LEI" label dropped. */
export function normalizeLei(input: string): string {
  return compact(dropLabel(input, /LEI(?:[\s-]*CODE)?/));
}

/**
 * ABA routing number: labels ("ABA", "RTN", "Routing number") dropped, and the MICR E-13B
 * symbols printed around it on checks (ANSI X9.100-160-1): transit ⑆ U+2446, amount ⑇ U+2447,
 * on-us ⑈ U+2448, dash ⑉ U+2449.
 */
export function normalizeRouting(input: string): string {
  return compact(dropLabel(input, /ABA|RTN|ROUTING(?:[\s-]*(?:TRANSIT)?[\s-]*(?:NUMBER|NO\.?|#))?/)).replace(
    /[\u2446-\u2449]/g,
    '',
  );
}
