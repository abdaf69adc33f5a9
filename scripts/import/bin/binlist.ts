// binlist.net's public ranges (GitHub binlist/data @7400e17, 2017-03-19, ranges.csv):
// iin_start, iin_end, number_length, number_luhn, scheme, brand, type, prepaid, country,
// bank_name, bank_logo, bank_url, bank_phone, bank_city. A row with iin_end covers every IIN
// from iin_start to iin_end (both of the same length); without it, the one prefix.
import path from 'node:path';
import { readCsv, text } from '../csv';
import { newTally, reject, type FileTally } from '../tally';
import { cardType, isPrefix, MAX_RANGE_SPAN, normaliseUrl, plausiblePhone, schemeFromName, schemeFromRanges, type BinRecord } from './row';

export const BINLIST = {
  file: 'bin/binlist-ranges-2017.csv',
  source: 'binlist.net ranges (binlist/data 2017-03-19)',
  asOf: '2017-03-19',
} as const;

export async function readBinlist(dataDir: string, knownCountries: ReadonlySet<string>): Promise<{ records: BinRecord[]; tally: FileTally }> {
  const tally = newTally(BINLIST.file, 'bins', BINLIST.source);
  const rows = await readCsv(path.join(dataDir, BINLIST.file), ['iin_start', 'iin_end', 'scheme', 'type', 'country', 'bank_name']);
  const records: BinRecord[] = [];
  const seen = new Set<string>();
  for (const r of rows) {
    tally.read++;
    const start = text(r.iin_start) ?? '';
    const end = text(r.iin_end) ?? start;
    const country = text(r.country)?.toUpperCase() ?? null;
    if (!isPrefix(start) || !/^\d+$/.test(end)) reject(tally, 'malformed_prefix');
    else if (end.length !== start.length || end < start) reject(tally, 'malformed_range');
    else if (Number(end) - Number(start) > MAX_RANGE_SPAN) reject(tally, 'range_too_wide');
    else if (country !== null && !knownCountries.has(country)) reject(tally, 'unknown_country');
    else if (seen.has(`${start}-${end}`)) reject(tally, 'duplicate');
    else {
      seen.add(`${start}-${end}`);
      const given = schemeFromName(text(r.scheme));
      const scheme = given ?? schemeFromRanges(start);
      const phone = text(r.bank_phone);
      const prepaid = text(r.prepaid)?.toLowerCase();
      records.push({
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
      });
      tally.stored++;
    }
  }
  return { records, tally };
}
