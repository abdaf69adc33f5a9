// The IBAN source: bank codes (Bundesbank for DE, schwifty for 44 more countries) -> iban_banks,
// linked to banks through their BIC; the IBAN country formats are checked against the validator.
import { toLoad } from '../../../../scripts/import/load';
import type { Source } from '../../../../scripts/import/source';
import { loadBankdataGermany } from './bankdata-germany';
import { linkIbanBanks } from './link';
import { IBAN_BANK_COLUMNS, type IbanBankRow } from './rows';
import { loadSchwifty } from './schwifty';
import { checkIbanSpecs } from './specs';

export async function loadIbanBanks(dataDir: string, knownCountries: ReadonlySet<string>) {
  const byKey = new Map<string, IbanBankRow>();
  // The Bundesbank file first: it is the official register and the newest data for DE.
  const germany = await loadBankdataGermany(dataDir, knownCountries, byKey);
  const schwifty = await loadSchwifty(dataDir, knownCountries, byKey);
  const rows = [...byKey.values()].sort((a, b) =>
    a.country < b.country
      ? -1
      : a.country > b.country
        ? 1
        : a.bank_code < b.bank_code
          ? -1
          : a.bank_code > b.bank_code
            ? 1
            : 0,
  );
  return { rows, tallies: [germany, ...schwifty] };
}

export const ibanSource: Source = {
  name: 'iban',
  async load({ dataDir, knownCountries, log }) {
    const specs = await checkIbanSpecs(dataDir);
    log(`iban: ${specs.file}: ${specs.agreeing} of ${specs.read} countries agree with the compiled IBAN registry`);
    for (const line of specs.differences)
      log(`iban: registry differs: ${line} (re-run scripts/generate-iban-registry.mjs)`);
    const { rows, tallies } = await loadIbanBanks(dataDir, knownCountries);
    log(`iban: ${rows.length} bank codes`);
    return {
      loads: [toLoad('iban_banks', IBAN_BANK_COLUMNS, rows)],
      tallies,
    };
  },
  async link(db, table, log) {
    const { linked, withBic } = await linkIbanBanks(db, table);
    log(`iban: ${linked} of ${withBic} bank codes with a BIC linked to a bank`);
  },
};
