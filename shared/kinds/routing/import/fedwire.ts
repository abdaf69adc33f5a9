// The Fedwire Funds participant directory (fpddir.txt): one 101-character record per routing
// number. Layout from the Federal Reserve's "Fedwire Directory File Format" (frbservices.org
// fedwireFormat, republished in moov-io/fed docs/fpddir_FORMAT.md); checked against the 2018-12
// file, whose 7,693 records are all exactly 101 characters before the CR LF.
import path from 'node:path';
import type { WireRow as WireRecord } from '../rows';
import { flag, newTally, type FileTally } from '../../../../scripts/import/tally';
import { isoDate8, readDirectory, ROUTING_NUMBER, type Layout } from './fixed-width';

export const FEDWIRE = {
  file: 'us_routing/fpddir-2018-12.txt',
  source: 'Federal Reserve Banks, Fedwire Funds directory',
} as const;

const LAYOUT = [
  ROUTING_NUMBER,
  ['telegraphic_name', 18],
  ['name', 36],
  ['state', 2],
  ['city', 25],
  ['funds_transfer', 1], // Y eligible, N ineligible
  ['settlement_only', 1], // S settlement-only, blank otherwise
  ['book_entry', 1], // book-entry securities transfer: Y eligible, N ineligible
  ['revision_date', 8], // YYYYMMDD or blank
] as const satisfies Layout<string>;

/** Up to the book-entry status: a blank revision date may have been stripped with the line end. */
const MIN_WIDTH = 93;

export { WIRE_COLUMNS } from '../rows';
export type { WireRow as WireRecord } from '../rows';

/** Y/N flags; anything else is unknown (NULL) and flagged. */
const yesNo = (v: string | null): 0 | 1 | null => (v === 'Y' ? 1 : v === 'N' ? 0 : null);

/**
 * Parses the file with the same rejection reasons as the FedACH reader. Status codes outside
 * the format's values and bad dates are stored as NULL and flagged. as_of is the latest
 * revision date in the file.
 */
export async function loadFedwire(
  dataDir: string,
  file: string = FEDWIRE.file,
): Promise<{ records: WireRecord[]; tally: FileTally }> {
  const tally = newTally(file, 'routing_wire', FEDWIRE.source);
  const records = await readDirectory(
    path.join(dataDir, file),
    {
      layout: LAYOUT,
      minWidth: MIN_WIDTH,
      complete: (f) => Boolean(f.name),
      record: (f, rtn): WireRecord => {
        const funds = yesNo(f.funds_transfer);
        const book = yesNo(f.book_entry);
        const settlement = f.settlement_only === 'S' ? 1 : f.settlement_only === null ? 0 : null;
        if (funds === null || book === null || settlement === null) flag(tally, 'invalid_status_code');
        const revision = isoDate8(f.revision_date);
        if (revision === undefined) flag(tally, 'invalid_date');
        return {
          routing_number: rtn,
          telegraphic_name: f.telegraphic_name,
          name: f.name!,
          state: f.state,
          city: f.city,
          funds_transfer: funds,
          settlement_only: settlement,
          book_entry: book,
          revision_date: revision ?? null,
          source: FEDWIRE.source,
          as_of: null,
        };
      },
      dateOf: (r) => r.revision_date,
    },
    tally,
  );
  return { records, tally };
}
