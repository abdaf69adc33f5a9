// The national bank codes' source: the registers (Bundesbank for DE, schwifty for 44 more
// countries) -> bank_codes, linked to banks through their BIC.
import { toLoad } from '../../../../scripts/import/load';
import type { Source } from '../../../../scripts/import/source';
import { loadBankdataGermany } from './bankdata-germany';
import { linkBankCodes } from './link';
import { BANK_CODE_COLUMNS, type BankCodeRow } from './rows';
import { loadSchwifty } from './schwifty';

export async function loadBankCodes(dataDir: string, knownCountries: ReadonlySet<string>) {
  const byKey = new Map<string, BankCodeRow>();
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

export const bankCodeSource: Source = {
  name: 'bankcode',
  async load({ dataDir, knownCountries, log }) {
    const { rows, tallies } = await loadBankCodes(dataDir, knownCountries);
    log(`bankcode: ${rows.length} bank codes`);
    return {
      loads: [toLoad('bank_codes', BANK_CODE_COLUMNS, rows)],
      tallies,
    };
  },
  async link(db, table, log) {
    const { linked, withBic } = await linkBankCodes(db, table);
    log(`bankcode: ${linked} of ${withBic} bank codes with a BIC linked to a bank`);
  },
};
