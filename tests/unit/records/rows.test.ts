import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { binSource } from '../../../scripts/import/bin';
import { ifscSource } from '../../../scripts/import/ifsc';
import { createLeiSource } from '../../../scripts/import/lei/source';
import { routingSource } from '../../../scripts/import/routing';
import { rubicSource } from '../../../scripts/import/rubic';
import type { Source } from '../../../scripts/import/source';
import { recordIssues } from '../../../shared/records/check';
import { BinRow } from '../../../shared/rows/bins';
import { columnsOf } from '../../../shared/rows/columns';
import { IfscRow } from '../../../shared/rows/ifscs';
import { LeiBicRow, LeiRow } from '../../../shared/rows/leis';
import { RubicAccountRow, RubicRow, RubicSwiftRow } from '../../../shared/rows/rubics';
import { AchRow, RoutingRow, WireRow } from '../../../shared/rows/routings';
import { FIXTURE_DATA } from '../import/fixtures';

// The importer's output against the row shapes the Worker's mappers read (shared/rows): each
// source run on the fixtures (tests/fixtures/data), every table it loads that has a declared
// shape checked column by column and row by row.

const SHAPES: Record<string, z.ZodMiniObject> = {
  bins: BinRow,
  ifscs: IfscRow,
  leis: LeiRow,
  lei_bics: LeiBicRow,
  rubics: RubicRow,
  rubic_accounts: RubicAccountRow,
  rubic_swifts: RubicSwiftRow,
  routings: RoutingRow,
  routing_ach: AchRow,
  routing_wire: WireRow,
};

const SOURCES: [string, Source, string[], string[]][] = [
  ['bin', binSource, ['DE', 'FR', 'GB', 'IN'], ['bins']],
  ['ifsc', ifscSource, ['IN', 'DE'], ['ifscs']],
  ['lei', createLeiSource({}), [], ['leis', 'lei_bics']],
  ['routing', routingSource, [], ['routing_ach', 'routing_wire', 'routings']],
  ['rubic', rubicSource, ['RU'], ['rubics', 'rubic_accounts', 'rubic_swifts']],
];

describe('the rows the importer loads', () => {
  it.each(SOURCES)('%s: fit the row shapes of their tables', async (_name, source, known, tables) => {
    const out = await source.load({
      dataDir: FIXTURE_DATA,
      knownCountries: new Set(known),
      earlier: [],
      log: () => {},
    });
    const checked = out.loads.filter((load) => load.table in SHAPES);
    expect(checked.map((load) => load.table).sort()).toEqual([...tables].sort());
    for (const load of checked) {
      const shape = SHAPES[load.table]!;
      expect(load.columns, load.table).toEqual(columnsOf(shape));
      expect(load.rows.length, load.table).toBeGreaterThan(0);
      for (const row of load.rows) {
        const record = Object.fromEntries(load.columns.map((column, i) => [column, row[i]]));
        expect(recordIssues(shape, record), `${load.table} ${String(row[0])}`).toEqual([]);
      }
    }
  });

  it('are checked for real: a flag outside 0/1 and a missing source are reported', () => {
    const row = { rubic_code: '044525101', swift: 'DEUTRUMMXXX', is_default: 2, as_of: '2026-04-17' };
    expect(recordIssues(RubicSwiftRow, row)).toEqual([
      'is_default: invalid_value',
      'source: invalid_type, expected string',
    ]);
  });
});
