// The India subset of bin-list-data (CC-BY-4.0), in its own format: BIN, Brand, Type,
// Category, Issuer, IssuerPhone, IssuerUrl, isoCode2, isoCode3, CountryName.
// IssuerPhone went through a spreadsheet: `9.118E+11` has lost its digits for good. Such
// values are stored as NULL and counted (the row itself is kept).
import { text } from '../../../../scripts/import/csv';
import { newTally, reject, type FileTally } from '../../../../scripts/import/tally';
import { cardType, isPrefix, normaliseUrl, plausiblePhone, readBinList, schemeFromName, type BinRecord } from './row';

export const INDIA_LIST = {
  file: 'bin/bin-list-data-IN.csv',
  source: 'bin-list-data, India (CC-BY-4.0)',
  asOf: null, // undated list
} as const;

/** Brands that name no card scheme: the scheme stays unknown rather than guessed from the range. */
const NON_SCHEME_BRANDS = new Set(['LOCAL BRAND', 'PRIVATE LABEL']);

export interface IndiaResult {
  records: BinRecord[];
  tally: FileTally;
  /** IssuerPhone values dropped as spreadsheet damage: the rows are stored, the phone is NULL. */
  phoneTally: FileTally;
}

export async function readIndiaList(dataDir: string, knownCountries: ReadonlySet<string>): Promise<IndiaResult> {
  // Reported beside the row tally, with nothing stored, so that it adds no rows to the
  // reconciliation of the bins table: read = values dropped = rejected.
  const phoneTally = newTally(`${INDIA_LIST.file} IssuerPhone (value set to NULL, row kept)`, 'bins', null);
  const list = await readBinList(
    dataDir,
    INDIA_LIST,
    ['BIN', 'Brand', 'Type', 'Category', 'Issuer', 'isoCode2'],
    (r) => {
      const bin = text(r.BIN) ?? '';
      const country = text(r.isoCode2)?.toUpperCase() ?? '';
      if (!isPrefix(bin)) return 'malformed_prefix';
      if (!knownCountries.has(country)) return 'unknown_country';
      return {
        key: bin,
        record: (): BinRecord => {
          const brand = text(r.Brand);
          const category = text(r.Category);
          let phone = text(r.IssuerPhone);
          if (phone && !plausiblePhone(phone)) {
            phoneTally.read++;
            reject(phoneTally, 'mangled_phone');
            phone = null;
          }
          const scheme = brand && NON_SCHEME_BRANDS.has(brand.toUpperCase()) ? null : schemeFromName(brand);
          return {
            iin_start: bin,
            iin_end: bin,
            prefix_length: bin.length,
            scheme,
            scheme_derived: 0,
            brand,
            card_type: cardType(text(r.Type)),
            card_category: category,
            // The category spells out prepaid products ("PREPAID PLATINUM"); without one we do not know.
            prepaid: category ? (/\bPREPAID\b/i.test(category) ? 1 : 0) : null,
            country,
            issuer_name: text(r.Issuer),
            issuer_name_local: null,
            issuer_url: normaliseUrl(text(r.IssuerUrl)),
            issuer_phone: phone,
            issuer_city: null,
            source: INDIA_LIST.source,
            as_of: INDIA_LIST.asOf,
          };
        },
      };
    },
  );
  return { ...list, phoneTally };
}
