// GLEIF golden copy, CSV flavour of the LEI-CDF 3.1 format (one row per LEI record, columns named
// after the XML paths: Entity.LegalName, Entity.LegalAddress.City, Registration.ManagingLOU, ...).
// The files are large (millions of rows), so they are streamed; only the records the caller wants
// are kept in memory (by default the LEIs of the BIC map: the site is about banks). With an
// `overflow`, the other records are handed to it (written to disk, see ../spill.ts) instead of
// being rejected: memory then stays flat in the file's size.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { csvRecords, type CsvRecord } from '../../../../scripts/import/csv';
import { newTally, reject, type FileTally } from '../../../../scripts/import/tally';
import { checkLei, joinLines, leiCdfRow, nfc, type LeiAddress, type LeiRow } from './row';

export const GOLDEN_COPY_SOURCE = 'GLEIF LEI-CDF 3.1 golden copy (CC0)';

/** Columns without which the file is not a golden copy: an error, not a rejection. */
export const GOLDEN_COPY_REQUIRED = [
  'LEI',
  'Entity.LegalName',
  'Entity.EntityStatus',
  'Registration.RegistrationStatus',
] as const;

/** LEI-CDF address: FirstAddressLine (+ AddressNumber), AdditionalAddressLine.1-3, MailRouting. */
function address(r: CsvRecord, prefix: string): LeiAddress {
  const get = (field: string) => nfc(r[`${prefix}.${field}`]);
  const first = [get('FirstAddressLine'), get('AddressNumber'), get('AddressNumberWithinBuilding')]
    .filter(Boolean)
    .join(' ');
  return {
    lines: joinLines([
      first,
      get('AdditionalAddressLine.1'),
      get('AdditionalAddressLine.2'),
      get('AdditionalAddressLine.3'),
      get('MailRouting'),
    ]),
    city: get('City'),
    region: get('Region'),
    country: get('Country'),
    postal_code: get('PostalCode'),
  };
}

/** One golden-copy record as a leis row; null when its LEI has not the ISO 17442 shape. */
export function fromGoldenCopyRecord(r: CsvRecord, source: string, asOf: string | null): LeiRow | null {
  const check = checkLei(r.LEI);
  if (!check) return null;
  return leiCdfRow(check, source, asOf, {
    legal_name: r['Entity.LegalName'],
    entity_status: r['Entity.EntityStatus'],
    entity_category: r['Entity.EntityCategory'],
    entity_sub_category: r['Entity.EntitySubCategory'],
    legal_jurisdiction: r['Entity.LegalJurisdiction'],
    legal_form_code: r['Entity.LegalForm.EntityLegalFormCode'],
    legal_form_other: r['Entity.LegalForm.OtherLegalForm'],
    registered_at: [
      r['Entity.RegistrationAuthority.RegistrationAuthorityID'],
      r['Entity.RegistrationAuthority.OtherRegistrationAuthorityID'],
    ],
    registered_as: r['Entity.RegistrationAuthority.RegistrationAuthorityEntityID'],
    creation_date: r['Entity.EntityCreationDate'],
    expiration_date: r['Entity.EntityExpirationDate'],
    expiration_reason: r['Entity.EntityExpirationReason'],
    legal_address: address(r, 'Entity.LegalAddress'),
    hq_address: address(r, 'Entity.HeadquartersAddress'),
    initial_registration_date: r['Registration.InitialRegistrationDate'],
    last_update_date: r['Registration.LastUpdateDate'],
    next_renewal_date: r['Registration.NextRenewalDate'],
    registration_status: r['Registration.RegistrationStatus'],
    // LEI-CDF 3.1 names the corroboration level "ValidationSources" (the API: corroborationLevel).
    corroboration_level: r['Registration.ValidationSources'],
    managing_lou: r['Registration.ManagingLOU'],
  });
}

/** GLEIF names golden-copy files <yyyymmdd>-<hhmm>-gleif-goldencopy-lei2-golden-copy.csv: the as-of date. */
export function goldenCopyAsOf(file: string): string | null {
  const m = path.basename(file).match(/^(\d{4})(\d{2})(\d{2})-\d{4}-gleif-goldencopy/);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

export interface GoldenCopyResult {
  rows: LeiRow[];
  tally: FileTally;
}

export async function readGoldenCopy(
  file: string,
  options: {
    label?: string;
    keep?: (code: string) => boolean;
    /** Takes the records `keep` refuses, counted as stored (its duplicates are found where it writes them). */
    overflow?: (row: LeiRow) => Promise<void>;
    asOf?: string | null;
    log?: (line: string) => void;
  } = {},
): Promise<GoldenCopyResult> {
  if (!existsSync(file)) throw new Error(`missing golden copy file ${file}`);
  const asOf = options.asOf !== undefined ? options.asOf : goldenCopyAsOf(file);
  const tally = newTally(options.label ?? path.basename(file), 'leis', GOLDEN_COPY_SOURCE);
  const seen = new Set<string>();
  const rows: LeiRow[] = [];
  for await (const record of csvRecords(file, GOLDEN_COPY_REQUIRED)) {
    tally.read++;
    if (tally.read % 500_000 === 0) options.log?.(`lei: ${tally.read} golden-copy records read`);
    const row = fromGoldenCopyRecord(record, GOLDEN_COPY_SOURCE, asOf);
    if (!row) reject(tally, 'malformed_lei');
    else if (options.keep && !options.keep(row.code)) {
      if (!options.overflow) reject(tally, 'out_of_scope_no_bic');
      else {
        await options.overflow(row);
        tally.stored++;
      }
    } else if (seen.has(row.code)) reject(tally, 'duplicate');
    else {
      seen.add(row.code);
      rows.push(row);
      tally.stored++;
    }
  }
  return { rows, tally };
}
