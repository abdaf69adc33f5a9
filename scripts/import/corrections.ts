// Hand-written corrections, kept apart from the rules that derive data from the sources
// (the schwifty way: generated registries + a small manual overlay). Each entry says why.

/**
 * Head offices the "BIC8 with the most codes" rule (banks.ts) gets wrong, keyed by
 * "<country>:<institution code>". Applied only when the BIC8 is among the institution's
 * primary-office codes, so a stale entry falls back to the rule instead of inventing a code.
 */
export const HEAD_OFFICE_OVERRIDES: Readonly<Record<string, string>> = {
  // DEUTDEDB carries the retail branch network (776 codes vs 195 for DEUTDEFF), because it was
  // the BIC of Deutsche Bank Privat- und Geschaeftskunden AG (so named in the 2019 list), merged
  // into Deutsche Bank AG in 2020. The head office is Taunusanlage 12, Frankfurt: DEUTDEFF.
  'DE:DEUT': 'DEUTDEFF',
};
