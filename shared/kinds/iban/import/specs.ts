// The IBAN country formats (ISO 13616 registry via schwifty) are compiled into the validator
// (shared/kinds/iban/generated/registry.ts, written by scripts/generate-iban-registry.mjs),
// so they are not stored in D1. The import only checks that the data file it is given agrees
// with the compiled registry: a difference means the site validates with outdated formats and
// the generator must be re-run. Differences are reported, not fatal: the bank codes stay useful.
import path from 'node:path';
import { IBAN_REGISTRY } from '../generated/registry';
import { readCsv } from '../../../../scripts/import/csv';

export const IBAN_SPECS_FILE = 'iban/iban_country_specs.csv';

const POSITIONS = ['bank_code_pos', 'branch_code_pos', 'account_code_pos', 'national_checksum_pos'] as const;

export interface SpecCheck {
  file: string;
  read: number;
  agreeing: number;
  /** One line per disagreement, e.g. "DE: iban_length 22 in the file, 23 in the registry". */
  differences: string[];
}

/** Empty ranges ('0-0') mean "not defined", as in the generator. */
const normRange = (v: string): string => (/^(\d+)-\1$/.test(v.trim()) ? '' : v.trim());

export async function checkIbanSpecs(dataDir: string): Promise<SpecCheck> {
  const records = await readCsv(path.join(dataDir, IBAN_SPECS_FILE), [
    'country',
    'iban_length',
    'bban_spec',
    'in_sepa_zone',
    ...POSITIONS,
  ]);
  const differences: string[] = [];
  const inFile = new Set<string>();
  let agreeing = 0;
  for (const r of records) {
    const cc = (r.country ?? '').trim();
    inFile.add(cc);
    const row = Object.hasOwn(IBAN_REGISTRY, cc) ? IBAN_REGISTRY[cc] : undefined;
    if (!row) {
      differences.push(`${cc}: in the file, not in the registry`);
      continue;
    }
    const [ibanLength, bbanSpec, sepa, ...ranges] = row;
    const fileValues: [string, string, string][] = [
      ['iban_length', (r.iban_length ?? '').trim(), String(ibanLength)],
      ['bban_spec', (r.bban_spec ?? '').trim(), bbanSpec],
      ['in_sepa_zone', /^(true|yes|1)$/i.test(r.in_sepa_zone ?? '') ? '1' : '0', String(sepa)],
      ...POSITIONS.map((p, i): [string, string, string] => [p, normRange(r[p] ?? ''), ranges[i] ?? '']),
    ];
    const diff = fileValues.filter(([, a, b]) => a !== b);
    for (const [field, a, b] of diff) differences.push(`${cc}: ${field} "${a}" in the file, "${b}" in the registry`);
    if (diff.length === 0) agreeing++;
  }
  for (const cc of Object.keys(IBAN_REGISTRY)) {
    if (!inFile.has(cc)) differences.push(`${cc}: in the registry, not in the file`);
  }
  return { file: IBAN_SPECS_FILE, read: records.length, agreeing, differences };
}
