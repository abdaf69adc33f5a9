// Bank codes of 45 countries from the schwifty library's bank registry (MIT): one JSON file per
// country and origin (generated_* from national registers, manual_* curated by hand), either a
// list of entries with `bank_code`, or (".v2") { entries, expand_from, expand_into } where one
// entry lists several `bank_codes`. Each bank code counts as one row read.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { newTally, reject, type FileTally } from '../../../../scripts/import/tally';
import { bankCodeKey, canonicalBic, rowProblem, str, type BankCodeRow } from './rows';

export const SCHWIFTY = {
  dir: 'iban/schwifty/bank_registry',
  source: 'schwifty bank registry (MIT)',
  asOf: null, // the registry files carry no date
} as const;

interface Entry {
  country_code?: unknown;
  bank_code?: unknown;
  bank_codes?: unknown;
  bic?: unknown;
  name?: unknown;
  short_name?: unknown;
  primary?: unknown;
  /** generated_de only: the Bundesbank check digit method of the bank code (00-E4). */
  checksum_algo?: unknown;
}

function entriesOf(file: string, json: unknown): Entry[] {
  if (Array.isArray(json)) return json as Entry[];
  if (json && typeof json === 'object' && Array.isArray((json as { entries?: unknown }).entries)) {
    return (json as { entries: Entry[] }).entries;
  }
  throw new Error(`${file}: expected a list of entries or { entries: [...] }`);
}

/** A Bundesbank method code is two characters, 00-99 and A0-E9 so far; anything else is no method. */
function checkMethodOf(entry: Entry): string | null {
  const method = str(entry.checksum_algo).toUpperCase();
  return /^[0-9A-Z][0-9]$/.test(method) ? method : null;
}

function codesOf(entry: Entry): string[] {
  if (Array.isArray(entry.bank_codes)) return entry.bank_codes.map(str);
  return [str(entry.bank_code)];
}

/**
 * Adds every file's rows to `byKey`. Files are read in name order, so generated_* (national
 * registers) come before manual_*; a code already in `byKey` (an earlier file, or the Bundesbank
 * file for DE) is kept and the later row counted as superseded. Within a file, a code listed
 * more than once keeps its entry marked primary (else the first) and counts the rest as duplicates.
 * A kept row without a check method takes the later file's: the Bundesbank file as bankdata-germany
 * packages it has none, schwifty's generated_de (the same Bundesbank file) does.
 */
export async function loadSchwifty(
  dataDir: string,
  knownCountries: ReadonlySet<string>,
  byKey: Map<string, BankCodeRow>,
): Promise<FileTally[]> {
  const dir = path.join(dataDir, SCHWIFTY.dir);
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  if (files.length === 0) throw new Error(`${dir}: no registry files`);
  const tallies: FileTally[] = [];
  for (const file of files) {
    const rel = `${SCHWIFTY.dir}/${file}`;
    const tally = newTally(rel, 'bank_codes', SCHWIFTY.source);
    tallies.push(tally);
    const entries = entriesOf(rel, JSON.parse(await readFile(path.join(dir, file), 'utf8')));
    const inFile = new Map<string, { row: BankCodeRow; primary: boolean }>();
    for (const entry of entries) {
      const country = str(entry.country_code).toUpperCase();
      const bic = str(entry.bic).toUpperCase();
      const name = str(entry.name) || str(entry.short_name);
      const primary = entry.primary === true;
      for (const code of codesOf(entry)) {
        tally.read++;
        const problem = rowProblem(country, code, bic, knownCountries);
        if (problem) {
          reject(tally, problem);
          continue;
        }
        if (!name) {
          reject(tally, 'missing_name');
          continue;
        }
        const key = bankCodeKey(country, code);
        const seen = inFile.get(key);
        if (seen) {
          reject(tally, 'duplicate');
          if (seen.primary || !primary) continue;
        }
        inFile.set(key, {
          primary,
          row: {
            code: country + code,
            country,
            bank_code: code,
            name,
            short_name: str(entry.short_name) || null,
            bic: canonicalBic(bic),
            bank_id: null,
            check_method: checkMethodOf(entry),
            source: SCHWIFTY.source,
            as_of: SCHWIFTY.asOf,
          },
        });
      }
    }
    for (const [key, { row }] of inFile) {
      const kept = byKey.get(key);
      if (kept) {
        reject(tally, 'superseded');
        kept.check_method ??= row.check_method;
      } else {
        byKey.set(key, row);
        tally.stored++;
      }
    }
  }
  return tallies;
}
