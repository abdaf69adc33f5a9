import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { binSource } from '../../../shared/kinds/bin/import/index';
import { bankCodeSource } from '../../../shared/kinds/bankcode/import/index';
import { ifscSource } from '../../../shared/kinds/ifsc/import/index';
import { createLeiSource } from '../../../shared/kinds/lei/import/source';
import { routingSource } from '../../../shared/kinds/routing/import/index';
import { rubicSource } from '../../../shared/kinds/rubic/import/index';
import { swiftSource } from '../../../shared/kinds/swift/import/index';
import type { Source } from '../../../scripts/import/source';
import { recordIssues } from '../../../shared/records/check';
import { AddedBankRow, BankRow } from '../../../shared/rows/banks';
import { BinRow } from '../../../shared/kinds/bin/rows';
import { columnsOf } from '../../../shared/rows/columns';
import { BankCodeRow } from '../../../shared/kinds/bankcode/rows';
import { IfscBankRow, IfscRow } from '../../../shared/kinds/ifsc/rows';
import { LeiBicRow, LeiRow } from '../../../shared/kinds/lei/rows';
import { RubicAccountRow, RubicRow, RubicSwiftRow } from '../../../shared/kinds/rubic/rows';
import { AchRow, RoutingRow, WireRow } from '../../../shared/kinds/routing/rows';
import { SwiftRow } from '../../../shared/kinds/swift/rows';
import { FIXTURE_DATA } from '../import/fixtures';

// The importer's output against the row shapes the Worker's mappers read (shared/rows): each
// source run on the fixtures (tests/fixtures/data), every table it loads that has a declared
// shape checked column by column and row by row.

// A table's shapes: the banks of the SWIFT source carry every column, the banks other sources add
// only the columns of AddedBankRow; a load is checked against the shape of its column list.
const SHAPES: Record<string, readonly z.ZodMiniObject[]> = {
  swifts: [SwiftRow],
  banks: [BankRow, AddedBankRow],
  bins: [BinRow],
  ifscs: [IfscRow],
  ifsc_banks: [IfscBankRow],
  bank_codes: [BankCodeRow],
  leis: [LeiRow],
  lei_bics: [LeiBicRow],
  rubics: [RubicRow],
  rubic_accounts: [RubicAccountRow],
  rubic_swifts: [RubicSwiftRow],
  routings: [RoutingRow],
  routing_ach: [AchRow],
  routing_wire: [WireRow],
};

const SOURCES: [string, Source, string[], string[]][] = [
  ['swift', swiftSource, ['DE', 'FR', 'GB', 'AD', 'XK'], ['swifts', 'banks']],
  ['bin', binSource, ['DE', 'FR', 'GB', 'IN'], ['bins']],
  ['ifsc', ifscSource, ['IN', 'DE'], ['ifscs', 'ifsc_banks', 'banks']],
  ['bankcode', bankCodeSource, ['DE', 'AT', 'FR', 'SI', 'US'], ['bank_codes']],
  ['lei', createLeiSource({}), [], ['leis', 'lei_bics']],
  ['routing', routingSource, [], ['routing_ach', 'routing_wire', 'routings']],
  ['rubic', rubicSource, ['RU'], ['rubics', 'rubic_accounts', 'rubic_swifts', 'banks']],
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
      const shapes = SHAPES[load.table]!;
      const shape = shapes.find((s) => columnsOf(s).join() === load.columns.join()) ?? shapes[0]!;
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
