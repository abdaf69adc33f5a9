import { useI18n } from '../i18n';

/** Lists kept, at most: a country filter's lists change only with an import. */
const MAX_KEPT = 32;
const sorted = new Map<string, { code: string; name: string }[]>();

/**
 * A country select's options: each code named in the visitor's language (the one source of
 * country names, shared/format.ts) and sorted by that name as the language sorts, so a visitor
 * finds a country where the alphabet puts it. The option values are the codes as given.
 */
export function CountryOptions({ codes }: { codes: readonly string[] }) {
  const { lang, countryName, compare } = useI18n();
  // The same few lists (the search filter's countries, the IBAN countries) in ten languages:
  // each named and sorted once, not on every render (a search page miss sorted 231 names).
  const key = `${lang}:${codes.join(',')}`;
  let named = sorted.get(key);
  if (!named) {
    named = codes.map((code) => ({ code, name: countryName(code) })).sort((a, b) => compare(a.name, b.name));
    if (sorted.size >= MAX_KEPT) sorted.clear();
    sorted.set(key, named);
  }
  return named.map((c) => (
    <option key={c.code} value={c.code}>
      {c.name}
    </option>
  ));
}
