import { useI18n } from '../i18n';

/**
 * A country select's options: each code named in the visitor's language (the one source of
 * country names, shared/format.ts) and sorted by that name as the language sorts, so a visitor
 * finds a country where the alphabet puts it. The option values are the codes as given.
 */
export function CountryOptions({ codes }: { codes: readonly string[] }) {
  const { countryName, compare } = useI18n();
  const named = codes.map((code) => ({ code, name: countryName(code) })).sort((a, b) => compare(a.name, b.name));
  return named.map((c) => (
    <option key={c.code} value={c.code}>
      {c.name}
    </option>
  ));
}
