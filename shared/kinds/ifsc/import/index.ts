// The IFSC source (India, RBI codes): branch rows from ifsc-branches.csv.gz, flags and bank
// details from the npm ifsc 2.0.50 data, each IFSC bank linked to a row of the banks table.
import { ADDED_BANK_COLUMNS } from '../../../rows/banks';
import { IFSC_BANK_COLUMNS, type IfscBankRow } from '../rows';
import { toLoad } from '../../../../scripts/import/load';
import type { Source } from '../../../../scripts/import/source';
import { newTally, reject, type FileTally } from '../../../../scripts/import/tally';
import { linkIfscBanks } from './bank-links';
import { BRANCHES_FILE, IFSC_COLUMNS, loadBranches, type IfscRow } from './branches';
import { IFSC_PACKAGE, loadIfscPackage, type IfscPackage, type PackageBank } from './package';

export type { IfscBankRow } from '../rows';

/** A bank code banks.json does not detail. */
const noDetails = (code: string): PackageBank => ({
  code,
  micr: null,
  iin: null,
  main_ifsc: null,
  category: null,
  upi: null,
  imps: null,
  nach_debit: null,
  ach_credit: null,
  ach_debit: null,
  apbs: null,
});

/**
 * One row per bank code of banknames.json and banks.json (details from banks.json), plus the
 * codes only the branch list has (named from its BANK column).
 */
export function buildIfscBanks(
  pkg: IfscPackage,
  rows: readonly IfscRow[],
): { banks: IfscBankRow[]; tallies: FileTally[] } {
  const listed = newTally(`${IFSC_PACKAGE.dir}/banknames.json + banks.json`, 'ifsc_banks', IFSC_PACKAGE.source);
  const fromRows = newTally(`(derived) IFSC bank codes only ${BRANCHES_FILE} has`, 'ifsc_banks', null);
  const rowNames = new Map<string, Map<string, number>>();
  for (const r of rows) {
    if (!r.bank_name) continue;
    let names = rowNames.get(r.ifsc_bank);
    if (!names) rowNames.set(r.ifsc_bank, (names = new Map()));
    names.set(r.bank_name, (names.get(r.bank_name) ?? 0) + 1);
  }
  const commonName = (code: string) =>
    [...(rowNames.get(code) ?? [])].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))[0]?.[0];

  const banks = new Map<string, IfscBankRow>();
  for (const code of new Set([...pkg.names.keys(), ...pkg.banks.keys()])) {
    listed.read++;
    const name = pkg.names.get(code) ?? commonName(code);
    if (!/^[A-Z]{4}$/.test(code)) reject(listed, 'malformed_bank_code');
    else if (!name) reject(listed, 'missing_name');
    else {
      banks.set(code, {
        ...(pkg.banks.get(code) ?? noDetails(code)),
        name,
        bank_id: null,
        source: IFSC_PACKAGE.source,
        as_of: IFSC_PACKAGE.asOf,
      });
      listed.stored++;
    }
  }
  for (const r of rows) {
    if (banks.has(r.ifsc_bank)) continue;
    fromRows.read++;
    fromRows.stored++;
    banks.set(r.ifsc_bank, {
      ...noDetails(r.ifsc_bank),
      name: commonName(r.ifsc_bank) ?? r.ifsc_bank,
      bank_id: null,
      source: r.source,
      as_of: r.as_of,
    });
  }
  return { banks: [...banks.values()], tallies: [listed, fromRows] };
}

export const ifscSource: Source = {
  addsBanks: true,
  name: 'ifsc',
  async load({ dataDir, knownCountries, log, earlier }) {
    const pkg = loadIfscPackage(dataDir);
    log(
      `ifsc: ${pkg.valid.size} codes in the valid list, ${pkg.names.size} bank names, ${pkg.sublets.size} sublet codes`,
    );
    const branches = await loadBranches(dataDir, pkg, knownCountries, log);
    if (branches.listDisagreements > 0) {
      log(
        `ifsc: ${branches.listDisagreements} rows flag in_npm_ifsc_2.0.50_list differently from IFSC.json (IFSC.json wins)`,
      );
    }
    const { banks: ifscBanks, tallies: bankTallies } = buildIfscBanks(pkg, branches.rows);
    const links = linkIfscBanks(ifscBanks, branches.rows, earlier, {
      source: IFSC_PACKAGE.source,
      as_of: IFSC_PACKAGE.asOf,
    });
    for (const b of ifscBanks) b.bank_id = links.bankIds.get(b.code) ?? null;
    for (const r of branches.rows) r.bank_id = links.bankIds.get(r.ifsc_bank) ?? null;
    const added = newTally(
      '(derived) Indian banks without SWIFT, named from banknames.json',
      'banks',
      IFSC_PACKAGE.source,
    );
    added.read = added.stored = links.added.length;
    const unflagged = branches.rows.filter((r) => r.in_valid_list === 0).length;
    log(
      `ifsc: ${branches.rows.length} codes (${unflagged} not in the valid list); IFSC banks linked: ` +
        `${links.matchedBySwift} by SWIFT, ${links.matchedByInstitution} by ISO 9362 code and name, ${links.matchedByName} by name, ${links.added.length} banks added`,
    );
    return {
      loads: [
        toLoad('ifscs', IFSC_COLUMNS, branches.rows),
        toLoad('ifsc_banks', IFSC_BANK_COLUMNS, ifscBanks),
        toLoad('banks', ADDED_BANK_COLUMNS, links.added),
      ],
      tallies: [...branches.tallies, ...bankTallies, added],
    };
  },
};
