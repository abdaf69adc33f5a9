// The Russian BIC source: the Bank of Russia BIC directory (ED807) in russia_bik/.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ADDED_BANK_COLUMNS } from '../../../rows/banks';
import { toLoad } from '../../../../scripts/import/load';
import type { Source } from '../../../../scripts/import/source';
import { readEd807File } from './ed807';
import { knownBanks, linkBanks } from './banks';
import { RUBIC_ACCOUNT_COLUMNS, RUBIC_COLUMNS, RUBIC_SWIFT_COLUMNS, directoryRows } from './rows';

export const ED807_DIR = 'russia_bik';
/** Official public data of the Bank of Russia (cbr.ru, "Справочник БИК"). */
export const ED807_SOURCE = 'Bank of Russia BIC directory ED807';

/** The newest full directory in russia_bik/: files are named <business day>_ED807_full.xml. */
export function findEd807File(dataDir: string): string {
  const dir = path.join(dataDir, ED807_DIR);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    throw new Error(`missing data folder ${dir} (the Bank of Russia ED807 BIC directory)`);
  }
  const files = names.filter((n) => /_ED807_full\.xml$/i.test(n)).sort();
  const newest = files[files.length - 1];
  if (!newest) throw new Error(`no *_ED807_full.xml in ${dir}`);
  return `${ED807_DIR}/${newest}`;
}

/**
 * Runs after the SWIFT source: it links BICs to the banks that source derived (by the SWIFT BICs
 * the directory gives) and adds banks for the Russian credit institutions it lacks.
 */
export const rubicSource: Source = {
  addsBanks: true,
  name: 'rubic',
  async load({ dataDir, knownCountries, earlier, log }) {
    const file = findEd807File(dataDir);
    const dir = readEd807File(path.join(dataDir, file));
    const rows = directoryRows(dir, file, ED807_SOURCE);
    const { banks, tally } = linkBanks(
      rows.rubics,
      rows.swifts,
      knownBanks(earlier),
      knownCountries,
      file,
      ED807_SOURCE,
    );
    const linked = rows.rubics.filter((r) => r.bank_id !== null).length;
    log(
      `rubic: ${rows.rubics.length} BICs (business day ${rows.rubics[0]?.as_of ?? dir.businessDay}), ${rows.accounts.length} accounts ` +
        `(${rows.controlKeyFailures} failing the control key, kept and flagged), ${rows.swifts.length} SWIFT BICs; ` +
        `${linked} linked to banks, ${banks.length} banks added`,
    );
    return {
      loads: [
        toLoad('rubics', RUBIC_COLUMNS, rows.rubics),
        toLoad('rubic_accounts', RUBIC_ACCOUNT_COLUMNS, rows.accounts),
        toLoad('rubic_swifts', RUBIC_SWIFT_COLUMNS, rows.swifts),
        toLoad('banks', ADDED_BANK_COLUMNS, banks),
      ],
      tallies: [...rows.tallies, tally],
    };
  },
};
