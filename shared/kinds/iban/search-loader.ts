import { detectIdentifier, getIbanCountrySpec, normalizeIban } from '../../validators/index';

// The IBAN registry (every country's format) is the largest piece of the validators: the search
// loader imports this module when a query is searched, so it stays out of every page's first load.

/**
 * The IBAN page a query goes to: a valid IBAN, or the IBAN it was probably meant to be; else
 * null. Not when another reading passes its check digits (an LEI that starts like an IBAN,
 * EE21I29HG6U2CDOO8372): that reading wins (detectIdentifier's order), and the search finds it.
 */
export function ibanOf(q: string): string | null {
  const top = detectIdentifier(q)[0];
  if (top?.type === 'iban' && top.valid) return top.normalized;
  if (top?.valid) return null;
  // A mistyped IBAN (country and check digits first, about the country's length) lands on the
  // IBAN page, which names what is wrong and the IBANs it was probably meant to be.
  return likelyIban(q);
}

/** The IBAN a query was probably meant to be: an IBAN country, two check digits, within two characters of its length. */
export function likelyIban(q: string): string | null {
  const iban = normalizeIban(q);
  if (!/^[A-Z]{2}\d\d[0-9A-Z]{10,}$/.test(iban)) return null;
  const spec = getIbanCountrySpec(iban.slice(0, 2));
  return spec && Math.abs(iban.length - spec.ibanLength) <= 2 ? iban : null;
}
