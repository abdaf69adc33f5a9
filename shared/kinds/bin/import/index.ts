// The BIN/IIN source: three card-prefix lists read into one table (bins), linked to banks.
import { earlierBanks, earlierSwifts } from '../../../../scripts/import/earlier-banks';
import { LANGUAGES } from '../../../../scripts/import/countries';
import { latinWords } from '../../../../scripts/import/name-key';
import { rowsOf, toLoad, type TableLoad } from '../../../../scripts/import/load';
import type { Source } from '../../../../scripts/import/source';
import { BANKS_DB, readBanksDb } from './banks-db';
import { BINLIST, readBinlist } from './binlist';
import { INDIA_LIST, readIndiaList } from './india';
import { linkBanks, type BankForMatch } from './link-banks';
import { LEI_NAME_SOURCE } from '../../../../scripts/import/banks';
import { BIN_COLUMNS, type BinRow } from './row';

export const binSource: Source = {
  name: 'bin',
  async load({ dataDir, knownCountries, log, earlier, note }) {
    const banksDb = await readBanksDb(dataDir, knownCountries);
    const india = await readIndiaList(dataDir, knownCountries);
    const binlist = await readBinlist(dataDir, knownCountries);
    const rows: BinRow[] = [...banksDb.records, ...india.records, ...binlist.records]
      .sort((a, b) => cmp(a.iin_start, b.iin_start) || cmp(a.iin_end, b.iin_end) || cmp(a.source, b.source))
      .map((r, i) => ({ ...r, id: i + 1, bank_id: null, precedence: precedenceOf(r.source) }));
    const banks = banksFrom(earlier);
    const link = linkBanks(rows, banks, countryWords(earlier));
    for (const [k, v] of Object.entries(link)) note?.(`bins.${k}`, v);
    log(
      `bin: ${rows.length} records; ${link.linked} linked to a bank ` +
        `(${link.issuersMatched} of ${link.issuersMatched + link.issuersUnmatched} issuers matched by country + name; ` +
        `${link.ambiguous} ambiguous, ${link.weak} with a generic or product name and ${link.scheme} named as their ` +
        `card scheme left unlinked` +
        `${banks.length === 0 ? '; no banks table loaded before this source' : ''})`,
    );
    return {
      loads: [toLoad('bins', BIN_COLUMNS, rows)],
      tallies: [banksDb.tally, india.tally, india.phoneTally, binlist.tally],
    };
  },
};

/**
 * Which record a BIN page shows when several sources hold the number (docs/decisions/bins.md,
 * "Conflicting records"): after the most specific prefix and a record linked to a bank, the
 * source in this order. banks-db lists each bank's own published prefixes (the issuer is a bank
 * by construction); the India list is a community export whose issuer column also holds product
 * and merchant names ("RUPAY PLATINUM", "AKBAR TRAVELS"); binlist's ranges are the oldest (2017)
 * and name cities as issuers ("ATLANTA"). A source not listed comes last.
 */
export const SOURCE_PRECEDENCE: readonly string[] = [BANKS_DB.source, INDIA_LIST.source, BINLIST.source];

export function precedenceOf(source: string): number {
  const i = SOURCE_PRECEDENCE.indexOf(source);
  return i < 0 ? SOURCE_PRECEDENCE.length + 1 : i + 1;
}

/**
 * The banks rows the sources before this one produced (SWIFT-derived, Indian, Russian), as the
 * matcher needs them. A bank's other names are the names of its SWIFT rows, its former name and
 * the names of the SWIFT rows of its legal entity's banks in other countries (the same LEI):
 * National Westminster Bank's German rows read "NATIONAL WESTMINSTER BANK PLC - NATWEST BANK PLC",
 * Scotiabank's are The Bank of Nova Scotia's in other countries.
 */
function banksFrom(loads: readonly TableLoad[]): BankForMatch[] {
  const banks = earlierBanks(loads);
  const rowNames = new Map<number, Set<string>>();
  for (const s of earlierSwifts(loads)) {
    if (s.bank_id === null || !s.bank_name) continue;
    const names = rowNames.get(s.bank_id) ?? new Set<string>();
    rowNames.set(s.bank_id, names.add(s.bank_name));
  }
  const ofLei = new Map<string, number[]>();
  for (const b of banks) if (b.lei) ofLei.set(b.lei, [...(ofLei.get(b.lei) ?? []), b.id]);
  // The IFSC data's NPCI IIN of each Indian bank: the prefix its own RuPay cards start with.
  const iins = new Map<number, string[]>();
  for (const r of rowsOf(loads, 'ifsc_banks')) {
    if (typeof r.bank_id !== 'number' || typeof r.iin !== 'string') continue;
    iins.set(r.bank_id, [...(iins.get(r.bank_id) ?? []), r.iin]);
  }
  return banks.map((b) => {
    const entity = b.lei ? (ofLei.get(b.lei) ?? []) : [b.id];
    const aliases = new Set(entity.flatMap((id) => [...(rowNames.get(id) ?? [])]));
    if (b.former_name) aliases.add(b.former_name);
    aliases.delete(b.name);
    return {
      id: b.id,
      country: b.country,
      name: b.name,
      swifts_count: b.swifts_count,
      lei_named: b.name_source === LEI_NAME_SOURCE,
      aliases: [...aliases],
      lei: b.lei,
      city: b.city,
      iins: iins.get(b.id) ?? [],
    };
  });
}

const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Per country, the words of its names in the Latin-script languages of the countries table and
 * its alpha-3 code: a bank named "HSBC Bank USA" or "Banco Santander (Brasil)" is the brand's
 * bank in that country (see linkBanks' name variants).
 */
function countryWords(loads: readonly TableLoad[]): Map<string, Set<string>> {
  const words = new Map<string, Set<string>>();
  for (const c of rowsOf(loads, 'countries')) {
    const names = LANGUAGES.map((l) => c[`name_${l}`]).filter((n): n is string => typeof n === 'string');
    const set = new Set(names.flatMap((n) => latinWords(n)).filter((w) => /^[A-Z]+$/.test(w)));
    if (typeof c.alpha3 === 'string') set.add(c.alpha3);
    words.set(String(c.code), set);
  }
  return words;
}
