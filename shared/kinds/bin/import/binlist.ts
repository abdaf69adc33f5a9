// binlist.net's public ranges (GitHub binlist/data @7400e17, 2017-03-19, ranges.csv):
// iin_start, iin_end, number_length, number_luhn, scheme, brand, type, prepaid, country,
// bank_name, bank_logo, bank_url, bank_phone, bank_city. A row with iin_end covers every IIN
// from iin_start to iin_end (both of the same length); without it, the one prefix.
import { text } from '../../../../scripts/import/csv';
import {
  cardType,
  isPrefix,
  MAX_RANGE_SPAN,
  normaliseUrl,
  plausiblePhone,
  readBinList,
  schemeFromName,
  schemeFromRanges,
  type BinRecord,
} from './row';

export const BINLIST = {
  file: 'bin/binlist-ranges-2017.csv',
  source: 'binlist.net ranges (binlist/data 2017-03-19)',
  asOf: '2017-03-19',
} as const;

export function readBinlist(dataDir: string, knownCountries: ReadonlySet<string>) {
  return readBinList(dataDir, BINLIST, ['iin_start', 'iin_end', 'scheme', 'type', 'country', 'bank_name'], (r) => {
    const start = text(r.iin_start) ?? '';
    const end = text(r.iin_end) ?? start;
    const country = text(r.country)?.toUpperCase() ?? null;
    if (!isPrefix(start) || !/^\d+$/.test(end)) return 'malformed_prefix';
    if (end.length !== start.length || end < start) return 'malformed_range';
    if (Number(end) - Number(start) > MAX_RANGE_SPAN) return 'range_too_wide';
    if (country !== null && !knownCountries.has(country)) return 'unknown_country';
    return {
      key: `${start}-${end}`,
      record: (): BinRecord => {
        const given = schemeFromName(text(r.scheme));
        const scheme = given ?? schemeFromRanges(start);
        const phone = text(r.bank_phone);
        const prepaid = text(r.prepaid)?.toLowerCase();
        return {
          iin_start: start,
          iin_end: end,
          prefix_length: start.length,
          scheme,
          scheme_derived: !given && scheme ? 1 : 0,
          brand: text(r.brand),
          card_type: cardType(text(r.type)),
          card_category: null,
          prepaid: prepaid === 'y' || prepaid === 'true' ? 1 : prepaid === 'n' || prepaid === 'false' ? 0 : null,
          country,
          issuer_name: text(r.bank_name),
          issuer_name_local: null,
          issuer_url: normaliseUrl(text(r.bank_url)),
          issuer_phone: plausiblePhone(phone) ? phone : null,
          issuer_city: text(r.bank_city),
          source: BINLIST.source,
          as_of: BINLIST.asOf,
        };
      },
    };
  });
}
