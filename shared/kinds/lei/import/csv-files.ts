// GLEIF's BIC-to-LEI relationship file (LEI,BIC) and the matching names file (LEI,Name), as
// republished in glynnallen1704/swiftchecker (../shared/data/MANIFEST.md, "lei/"). Both CC0.
import type { CsvRecord } from '../../../../scripts/import/csv';
import { parseBic } from '../../swift/import/lists';
import { flag, newTally, reject, type FileTally } from '../../../../scripts/import/tally';
import { checkLei, nfc, type LeiBicRow } from './row';

export const LEI_BIC = {
  file: 'lei/lei-bic.csv',
  source: 'GLEIF BIC-to-LEI relationship file (CC0), via glynnallen1704/swiftchecker',
  asOf: null, // undated republication
} as const;
export const LEI_NAMES = {
  file: 'lei/lei-names.csv',
  source: 'GLEIF LEI legal names (CC0), via glynnallen1704/swiftchecker',
  asOf: null,
} as const;

export interface LeiBicsResult {
  rows: LeiBicRow[];
  /** Per LEI, its BICs (canonical 11 characters), in file order. */
  byLei: Map<string, string[]>;
  /** Check-digit validity per LEI of the file. */
  checksum: Map<string, 0 | 1>;
  tally: FileTally;
}

/**
 * One row per (BIC, LEI) pair. An 8-character BIC is its primary office (branch XXX, ISO 9362),
 * so BANKDEFF and BANKDEFFXXX for one LEI are one pair. A BIC mapped to several LEIs is a known
 * flaw of GLEIF's map: every pair is kept (we cannot tell which is right) and flagged.
 */
export function parseLeiBics(records: readonly CsvRecord[]): LeiBicsResult {
  const tally = newTally(LEI_BIC.file, 'lei_bics', LEI_BIC.source);
  const rows: LeiBicRow[] = [];
  const seen = new Set<string>();
  const byLei = new Map<string, string[]>();
  const checksum = new Map<string, 0 | 1>();
  const leisPerBic = new Map<string, number>();
  for (const record of records) {
    tally.read++;
    const lei = checkLei(record.LEI);
    const bic = parseBic(record.BIC ?? '');
    if (!lei) reject(tally, 'malformed_lei');
    else if (!bic) reject(tally, 'malformed_bic');
    else if (seen.has(`${bic.code}:${lei.code}`)) reject(tally, 'duplicate');
    else {
      seen.add(`${bic.code}:${lei.code}`);
      rows.push({ bic: bic.code, lei: lei.code, source: LEI_BIC.source, as_of: LEI_BIC.asOf });
      tally.stored++;
      if (!lei.checksum_valid) flag(tally, 'lei_checksum_failed');
      checksum.set(lei.code, lei.checksum_valid);
      const list = byLei.get(lei.code);
      if (list) list.push(bic.code);
      else byLei.set(lei.code, [bic.code]);
      leisPerBic.set(bic.code, (leisPerBic.get(bic.code) ?? 0) + 1);
    }
  }
  for (const row of rows) if ((leisPerBic.get(row.bic) ?? 0) > 1) flag(tally, 'bic_mapped_to_several_leis');
  return { rows, byLei, checksum, tally };
}

export interface LeiName {
  code: string;
  checksum_valid: 0 | 1;
  name: string;
}

export interface LeiNamesResult {
  names: LeiName[];
  tally: FileTally;
}

/** One legal name per LEI, NFC-normalised (the file has a name in decomposed Unicode). */
export function parseLeiNames(records: readonly CsvRecord[]): LeiNamesResult {
  const tally = newTally(LEI_NAMES.file, 'leis', LEI_NAMES.source);
  const names: LeiName[] = [];
  const seen = new Set<string>();
  for (const record of records) {
    tally.read++;
    const lei = checkLei(record.LEI);
    const name = nfc(record.Name);
    if (!lei) reject(tally, 'malformed_lei');
    else if (!name) reject(tally, 'missing_name');
    else if (seen.has(lei.code)) reject(tally, 'duplicate');
    else {
      seen.add(lei.code);
      if (!lei.checksum_valid) flag(tally, 'lei_checksum_failed');
      if (name !== record.Name?.trim()) flag(tally, 'name_nfc_normalised');
      names.push({ code: lei.code, checksum_valid: lei.checksum_valid, name });
      // Counted as stored by the caller: a golden-copy record may supersede it.
    }
  }
  return { names, tally };
}
