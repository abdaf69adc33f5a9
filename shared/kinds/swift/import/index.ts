// The SWIFT source: SWIFT/BIC codes (ISO 9362) from the lists in swift/, and the banks derived
// from them (scripts/import/banks.ts). One unit, since bank ids link the two tables; it runs
// first, and every later source links its codes to these banks (scripts/import/earlier-banks.ts).
import { BANK_COLUMNS, deriveBanks, readLeiEvidence } from '../../../../scripts/import/banks';
import { HEAD_OFFICE_OVERRIDES } from '../../../../scripts/import/corrections';
import { toLoad } from '../../../../scripts/import/load';
import type { Source } from '../../../../scripts/import/source';
import { INSTITUTIONS, SWIFT_COLUMNS, loadSwift } from './lists';

export const swiftSource: Source = {
  addsBanks: true,
  name: 'swift',
  async load({ dataDir, knownCountries, log, note }) {
    const { swifts, institutions, tallies } = await loadSwift(dataDir, knownCountries, log);
    const lei = await readLeiEvidence(dataDir, knownCountries);
    const { banks, tally, sharedCodes, splitBanks, mergedCodes, mergedInstitutions } = deriveBanks(
      swifts,
      institutions,
      lei,
    );
    // An institution merged into its legal entity's bank is no bank row of its own: its list says why.
    const listed = tallies.find((t) => t.table === 'banks' && t.source === INSTITUTIONS.source);
    if (listed && mergedInstitutions > 0) {
      listed.stored -= mergedInstitutions;
      listed.rejected.merged_into_same_legal_entity = mergedInstitutions;
    }
    note?.('swift.merged_codes', mergedCodes);
    note?.('swift.shared_codes', sharedCodes);
    note?.('swift.split_banks', splitBanks);
    note?.('corrections.head_office', Object.keys(HEAD_OFFICE_OVERRIDES).length);
    log(
      `swift: ${swifts.length} codes, ${banks.length} banks derived (${sharedCodes} institution codes shared by independent institutions: ${splitBanks} banks split off; ${mergedCodes} codes merged into their legal entity's bank)`,
    );
    return {
      loads: [toLoad('swifts', SWIFT_COLUMNS, swifts), toLoad('banks', BANK_COLUMNS, banks)],
      tallies: [...tallies, tally],
    };
  },
};
