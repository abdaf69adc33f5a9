// banks-db (npm banks-db 0.12.0, CC-BY-4.0): card prefixes of 205 banks in 27 countries.
// Columns prefix, country_code, bank_slug, bank_name_en, bank_name_local, url. It names the
// bank only: the payment system comes from the published IIN ranges.
import { text } from '../../../../scripts/import/csv';
import { isPrefix, normaliseUrl, readBinList, schemeFromRanges, type BinRecord } from './row';

export const BANKS_DB = {
  file: 'bin/banks-db-0.12.0-prefixes.csv',
  source: 'banks-db 0.12.0 (CC-BY-4.0)',
  asOf: null, // the package carries no date for its data
} as const;

export function readBanksDb(dataDir: string, knownCountries: ReadonlySet<string>) {
  // A prefix listed twice for the same bank is a duplicate; listed for two banks (e.g.
  // 422605 for Alfa-Bank UA and Chase US) both claims are kept, each a record of the source.
  return readBinList(dataDir, BANKS_DB, ['prefix', 'country_code', 'bank_slug', 'bank_name_en'], (r) => {
    const prefix = text(r.prefix) ?? '';
    const country = text(r.country_code)?.toUpperCase() ?? '';
    const name = text(r.bank_name_en) ?? text(r.bank_name_local);
    if (!isPrefix(prefix)) return 'malformed_prefix';
    if (!knownCountries.has(country)) return 'unknown_country';
    if (!name) return 'missing_bank_name';
    return {
      key: `${prefix}:${country}:${text(r.bank_slug) ?? ''}`,
      record: (): BinRecord => {
        const scheme = schemeFromRanges(prefix);
        return {
          iin_start: prefix,
          iin_end: prefix,
          prefix_length: prefix.length,
          scheme,
          scheme_derived: scheme ? 1 : 0,
          brand: null,
          card_type: null,
          card_category: null,
          prepaid: null,
          country,
          issuer_name: name,
          issuer_name_local: text(r.bank_name_local),
          issuer_url: normaliseUrl(text(r.url)),
          issuer_phone: null,
          issuer_city: null,
          source: BANKS_DB.source,
          as_of: BANKS_DB.asOf,
        };
      },
    };
  });
}
