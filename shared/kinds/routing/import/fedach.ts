// The FedACH participant directory (FedACHdir.txt): one 155-character record per routing number.
// Layout from the Federal Reserve's "FedACH Directory File Format" (frbservices.org achFormat,
// republished in moov-io/fed docs/FEDACHDIR_FORMAT.MD); checked against the 2018-12 file, whose
// 18,198 records are all exactly 155 characters before the CR LF.
import path from 'node:path';
import type { AchRow as AchRecord } from '../rows';
import { flag, newTally, type FileTally } from '../../../../scripts/import/tally';
import { isoDate6, readDirectory, ROUTING_NUMBER, type Layout } from './fixed-width';

export const FEDACH = {
  file: 'us_routing/FedACHdir-2018-12.txt',
  source: 'Federal Reserve Banks, FedACH directory',
} as const;

const LAYOUT = [
  ROUTING_NUMBER,
  ['office_code', 1], // O main office, B branch
  ['servicing_frb', 9], // servicing Fed's main office routing number
  ['record_type', 1], // 0 FRB, 1 send to the customer's number, 2 send to the new routing number
  ['change_date', 6], // MMDDYY
  ['new_routing_number', 9],
  ['name', 36],
  ['address', 36],
  ['city', 20],
  ['state', 2],
  ['zip', 5],
  ['zip_ext', 4],
  ['phone', 10], // area code 3, prefix 3, suffix 4
  ['status_code', 1], // institution status: 1 receives government and commercial items
  ['data_view_code', 1], // 1 current view
  ['filler', 5],
] as const satisfies Layout<string>;

/** Without the trailing filler: a record whose blanks were stripped is still whole. */
const MIN_WIDTH = 150;

export { ACH_COLUMNS } from '../rows';
export type { AchRow as AchRecord } from '../rows';

/**
 * Parses the file. Rejected (counted by reason): records of the wrong width, routing numbers
 * that are not nine digits, missing required codes or name, repeated routing numbers. A bad
 * change date is stored as NULL and flagged. as_of is the latest change date in the file: the
 * directory carries no date of its own, and it was current at least up to its newest change.
 */
export async function loadFedAch(
  dataDir: string,
  file: string = FEDACH.file,
): Promise<{ records: AchRecord[]; tally: FileTally }> {
  const tally = newTally(file, 'routing_ach', FEDACH.source);
  const pivot = new Date().getUTCFullYear();
  const records = await readDirectory(
    path.join(dataDir, file),
    {
      layout: LAYOUT,
      minWidth: MIN_WIDTH,
      complete: (f) => Boolean(f.office_code && f.servicing_frb && f.record_type && f.name),
      record: (f, rtn): AchRecord => {
        const changeDate = isoDate6(f.change_date, pivot);
        if (changeDate === undefined) flag(tally, 'invalid_date');
        return {
          routing_number: rtn,
          office_code: f.office_code!,
          servicing_frb: f.servicing_frb!,
          record_type: f.record_type!,
          change_date: changeDate ?? null,
          new_routing_number: f.new_routing_number && /^0+$/.test(f.new_routing_number) ? null : f.new_routing_number,
          name: f.name!,
          address: f.address,
          city: f.city,
          state: f.state,
          zip: zip(f.zip, f.zip_ext),
          phone: f.phone && /^0+$/.test(f.phone) ? null : f.phone,
          status_code: f.status_code,
          data_view_code: f.data_view_code,
          source: FEDACH.source,
          as_of: null,
        };
      },
      dateOf: (r) => r.change_date,
    },
    tally,
  );
  return { records, tally };
}

/** ZIP and ZIP+4; all-zero parts are the file's way of saying "none". */
function zip(zip5: string | null, ext: string | null): string | null {
  if (!zip5 || /^0+$/.test(zip5)) return null;
  return ext && !/^0+$/.test(ext) ? `${zip5}-${ext}` : zip5;
}
