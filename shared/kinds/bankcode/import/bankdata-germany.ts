// German bank codes (Bankleitzahlen) from the Bundesbank's Bankleitzahlendatei, as packaged by
// npm bankdata-germany: one JSON object, BLZ -> [name, BIC?]. The BLZ is the 8-digit bank
// identifier of a German IBAN (ISO 13616 registry: DE, BBAN 8!n10!n).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { newTally, reject, type FileTally } from '../../../../scripts/import/tally';
import { bankCodeKey, canonicalBic, rowProblem, str, type BankCodeRow } from './rows';

export const BANKDATA_GERMANY = {
  file: 'iban/bankdata-germany-2.2602.0.json',
  source: 'Deutsche Bundesbank Bankleitzahlen via bankdata-germany 2.2602.0 (MIT/MPL-2.0)',
  // The file's validity period is 2026-06-08 to 2026-09-06: the data is as of its first day.
  asOf: '2026-06-08',
} as const;

/** Adds the file's rows to `byKey` (codes already there are kept and counted as superseded). */
export async function loadBankdataGermany(
  dataDir: string,
  knownCountries: ReadonlySet<string>,
  byKey: Map<string, BankCodeRow>,
): Promise<FileTally> {
  const tally = newTally(BANKDATA_GERMANY.file, 'bank_codes', BANKDATA_GERMANY.source);
  const json: unknown = JSON.parse(await readFile(path.join(dataDir, BANKDATA_GERMANY.file), 'utf8'));
  if (!json || typeof json !== 'object' || Array.isArray(json)) {
    throw new Error(`${BANKDATA_GERMANY.file}: expected an object of BLZ -> [name, BIC]`);
  }
  for (const [blz, value] of Object.entries(json as Record<string, unknown>)) {
    tally.read++;
    const [rawName, rawBic] = Array.isArray(value) ? (value as unknown[]) : [];
    const name = str(rawName);
    const bic = str(rawBic).toUpperCase();
    const problem = rowProblem('DE', blz, bic, knownCountries);
    if (problem) reject(tally, problem);
    else if (!name) reject(tally, 'missing_name');
    else if (byKey.has(bankCodeKey('DE', blz))) reject(tally, 'superseded');
    else {
      byKey.set(bankCodeKey('DE', blz), {
        code: `DE${blz}`,
        country: 'DE',
        bank_code: blz,
        name,
        short_name: null,
        bic: canonicalBic(bic),
        bank_id: null,
        // The package keeps no check method: schwifty's copy of the same file gives it (./schwifty.ts).
        check_method: null,
        source: BANKDATA_GERMANY.source,
        as_of: BANKDATA_GERMANY.asOf,
      });
      tally.stored++;
    }
  }
  return tally;
}
