// The leis rows from the three inputs: golden-copy records first (full LEI-CDF data), then the
// names file, then a bare row for any LEI of the BIC map that neither has.
import { newTally, reject, type FileTally } from '../../../../scripts/import/tally';
import { LEI_BIC, LEI_NAMES, type LeiBicsResult, type LeiNamesResult } from './csv-files';
import { emptyLeiRow, type LeiRow } from './row';

export interface AssembleInput {
  bics: LeiBicsResult;
  names: LeiNamesResult;
  golden?: { rows: LeiRow[] } | null;
}

export function assembleLeis({ bics, names, golden }: AssembleInput): { leis: LeiRow[]; tallies: FileTally[] } {
  const byCode = new Map<string, LeiRow>();
  for (const row of golden?.rows ?? []) byCode.set(row.code, row);
  for (const n of names.names) {
    if (byCode.has(n.code)) {
      reject(names.tally, 'superseded_by_golden_copy');
      continue;
    }
    const row = emptyLeiRow(n.code, n.checksum_valid, LEI_NAMES.source, LEI_NAMES.asOf);
    row.legal_name = n.name;
    byCode.set(n.code, row);
    names.tally.stored++;
  }
  const derived = newTally(`(derived) LEIs of ${LEI_BIC.file} without a record or name`, 'leis', LEI_BIC.source);
  for (const [code, list] of bics.byLei) {
    let row = byCode.get(code);
    if (!row) {
      row = emptyLeiRow(code, bics.checksum.get(code) ?? 0, LEI_BIC.source, LEI_BIC.asOf);
      byCode.set(code, row);
      derived.read++;
      derived.stored++;
    }
    // Without an address the BICs tell where the entity is: ISO 9362 characters 5-6.
    row.country ??= mostCommon(list.map((bic) => bic.slice(4, 6)));
  }
  const leis = [...byCode.values()].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  return { leis, tallies: [bics.tally, names.tally, derived] };
}

/** Most frequent value; ties go to the alphabetically first, so row order never matters. */
function mostCommon(values: readonly string[]): string | null {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: string | null = null;
  let bestCount = 0;
  for (const [v, n] of counts)
    if (n > bestCount || (n === bestCount && best !== null && v < best)) [best, bestCount] = [v, n];
  return best;
}
