import { describe, expect, it } from 'vitest';
import {
  isGenericName,
  linkBanks,
  nameWords,
  normaliseBankName,
  placesOf,
  splitCityState,
  type BankCandidate,
} from '../import/bank-link';
import { FEDACH, loadFedAch } from '../import/fedach';
import { FEDWIRE, loadFedwire } from '../import/fedwire';
import { isoDate6, isoDate8, splitRecord } from '../import/fixed-width';
import { usBanks, routingSource } from '../import/index';
import { JOINED_FILE, joinRoutings, type RoutingRow } from '../import/join';
import { assertBalanced, formatTallies } from '../../../../scripts/import/tally';
import { expectTally, FIXTURE_DATA } from '../../../../tests/unit/import/fixtures';

// The fixtures (tests/fixtures/data/us_routing/) are a few real-looking records in the two
// official fixed-width layouts, plus one record per rejection and flag reason.

describe('fixed-width records', () => {
  const layout = [
    ['a', 2],
    ['b', 3],
    ['c', 2],
  ] as const;

  it('splits by width and trims, blank fields are null', () => {
    expect(splitRecord('ab c  de', layout, 5)).toBeNull(); // 8 > 7
    expect(splitRecord('ab c de', layout, 5)).toEqual({ a: 'ab', b: 'c', c: 'de' });
    expect(splitRecord('ab     ', layout, 5)).toEqual({ a: 'ab', b: null, c: null });
  });

  it('accepts a record whose trailing blanks were stripped, down to the minimum width only', () => {
    expect(splitRecord('ab c', layout, 4)).toEqual({ a: 'ab', b: 'c', c: null });
    expect(splitRecord('ab', layout, 4)).toBeNull();
  });

  it('reads MMDDYY with a century pivot and YYYYMMDD, refusing non-dates', () => {
    expect(isoDate6('120418', 2026)).toBe('2018-12-04');
    expect(isoDate6('031598', 2026)).toBe('1998-03-15');
    expect(isoDate6('000000', 2026)).toBeNull();
    expect(isoDate6('023018', 2026)).toBeUndefined(); // 30 February
    expect(isoDate8('20181203')).toBe('2018-12-03');
    expect(isoDate8(null)).toBeNull();
    expect(isoDate8('2018120')).toBeUndefined();
  });
});

describe('FedACH directory (155 characters a record)', async () => {
  const { records, tally } = await loadFedAch(FIXTURE_DATA);
  const byNumber = new Map(records.map((r) => [r.routing_number, r]));

  it('counts read = stored + rejected, by reason, and flags without dropping', () => {
    expectTally(tally, FEDACH, 'routing_ach', {
      read: 8,
      stored: 5,
      rejected: { duplicate: 1, malformed_routing_number: 1, malformed_record: 1 },
      flagged: { invalid_date: 1 },
    });
  });

  it('reads every field at its position', () => {
    expect(byNumber.get('011000015')).toEqual({
      routing_number: '011000015',
      office_code: 'O',
      servicing_frb: '011000015',
      record_type: '0',
      change_date: '2015-12-24',
      new_routing_number: null,
      name: 'FEDERAL RESERVE BANK',
      address: '1000 PEACHTREE ST N.E.',
      city: 'ATLANTA',
      state: 'GA',
      zip: '30309-4470',
      phone: '8773722457',
      status_code: '1',
      data_view_code: '1',
      source: FEDACH.source,
      as_of: '2018-12-04',
    });
  });

  it('keeps the new routing number of a renumbered branch; all-zero phone is none', () => {
    expect(byNumber.get('021000089')).toMatchObject({
      office_code: 'B',
      record_type: '2',
      new_routing_number: '021000021',
      change_date: '1998-03-15',
      zip: '78245-9013',
      phone: null,
    });
  });

  it('stores a bad change date as null, and dates the file by its latest change', () => {
    expect(byNumber.get('122000661')).toMatchObject({ change_date: null, name: 'BANK OF AMERICA N.A.', zip: '94520' });
    expect(new Set(records.map((r) => r.as_of))).toEqual(new Set(['2018-12-04']));
  });
});

describe('Fedwire directory (101 characters a record)', async () => {
  const { records, tally } = await loadFedwire(FIXTURE_DATA);
  const byNumber = new Map(records.map((r) => [r.routing_number, r]));

  it('counts read = stored + rejected and flags unknown status codes', () => {
    expectTally(tally, FEDWIRE, 'routing_wire', {
      read: 8,
      stored: 7,
      rejected: { malformed_record: 1 },
      flagged: { invalid_status_code: 1 },
    });
  });

  it('reads the statuses as flags and the revision date', () => {
    expect(byNumber.get('026008455')).toEqual({
      routing_number: '026008455',
      telegraphic_name: 'DZ BK AG DEUTSCHE',
      name: 'DZ BANK AG DEUTSCHE ZENTRAL-GENOSSEN',
      state: 'NY',
      city: 'NEW YORK',
      funds_transfer: 1,
      settlement_only: 1,
      book_entry: 0,
      revision_date: '2002-08-26',
      source: FEDWIRE.source,
      as_of: '2018-12-03',
    });
    expect(byNumber.get('026003780')).toMatchObject({ settlement_only: 0, revision_date: null });
    expect(byNumber.get('021001033')).toMatchObject({ funds_transfer: null, book_entry: 1 });
    expect(byNumber.get('091000019')).toMatchObject({
      name: 'WELLS FARGO BANK, NA',
      book_entry: 0,
      revision_date: null,
    });
  });
});

describe('joined per routing number', async () => {
  const [ach, wire] = await Promise.all([loadFedAch(FIXTURE_DATA), loadFedwire(FIXTURE_DATA)]);
  const { rows, tally } = joinRoutings(ach.records, wire.records);
  const byNumber = new Map(rows.map((r) => [r.routing_number, r]));

  it('has every routing number once, with its process status', () => {
    expect(rows.map((r) => [r.routing_number, r.process_status])).toEqual([
      ['011000015', 'both'],
      ['021000021', 'both'],
      ['021000022', 'fedach'],
      ['021000089', 'fedach'],
      ['021001033', 'fedwire'],
      ['026003780', 'fedwire'],
      ['026008455', 'fedwire'],
      ['091000019', 'fedwire'],
      ['122000661', 'fedach'],
      ['154000008', 'fedwire'],
    ]);
    expect(tally).toMatchObject({ file: JOINED_FILE, table: 'routings', read: 10, stored: 10, rejected: {} });
  });

  it('keeps a number failing the ABA check, flagged and counted', () => {
    expect(byNumber.get('021000022')).toMatchObject({
      check_digit_valid: 0,
      validation_errors: 'aba.checksum',
      fed_district: 2,
    });
    // A real Treasury routing number (prefix 15): valid (the Fed lists it), so not flagged.
    expect(byNumber.get('154000008')).toMatchObject({
      check_digit_valid: 1,
      validation_errors: null,
      fed_district: null,
    });
    expect(tally.flagged).toEqual({ 'aba.checksum': 1 });
    expect(formatTallies([tally])).toContain('flagged aba.checksum 1');
  });

  it('takes the Fed district and the symbol type from the prefix, name and origin from FedACH first', () => {
    expect(byNumber.get('021000021')).toMatchObject({
      name: 'JPMORGAN CHASE BANK, NA',
      city: 'TAMPA',
      state: 'FL',
      fed_district: 2,
      symbol_type: 'regular',
      check_digit_valid: 1,
      validation_errors: null,
      source: FEDACH.source,
      as_of: '2018-12-04',
    });
    expect(byNumber.get('122000661')).toMatchObject({ fed_district: 12 });
    expect(byNumber.get('026003780')).toMatchObject({
      name: 'DEUTSCHE BANK, A.G.',
      source: FEDWIRE.source,
      as_of: '2018-12-03',
    });
  });
});

describe('linking to banks by name', () => {
  it('normalises case, punctuation, abbreviations and legal forms', () => {
    expect(normaliseBankName('JPMorgan Chase Bank, N.A.')).toBe(normaliseBankName('JPMORGAN CHASE BK NA'));
    expect(normaliseBankName('DEUTSCHE BANK, A.G.')).toBe(normaliseBankName('DEUTSCHE BANK AG'));
    expect(normaliseBankName('The Bank of New York Mellon')).toBe(normaliseBankName('BANK OF NEW YORK MELLON'));
    expect(normaliseBankName('M&T BANK')).toBe(normaliseBankName('M AND T BANK'));
    expect(normaliseBankName("PEOPLE'S UNITED BANK")).toBe(
      normaliseBankName('PEOPLES UNITED BANK, NATIONAL ASSOCIATION'),
    );
    expect(normaliseBankName('CENTERSTATE BANK NATIONAL ASSOCIATI')).toBe(normaliseBankName('CENTERSTATE BANK'));
    expect(normaliseBankName('KEY BANK')).toBe(normaliseBankName('KEYBANK'));
    expect(normaliseBankName('FIRST NATIONAL BANK')).not.toBe(normaliseBankName('FIRST BANK'));
  });

  it('tells names of common words only', () => {
    expect(isGenericName(nameWords('FIRST NATIONAL BANK'))).toBe(true);
    expect(isGenericName(nameWords('Farmers & Merchants Bank'))).toBe(true);
    expect(isGenericName(nameWords('JPMORGAN CHASE BANK'))).toBe(false);
    // A state's name is as common as "FIRST": the Texas National Banks of Sweetwater and Edinburg.
    expect(isGenericName(nameWords('TEXAS NATIONAL BANK'))).toBe(true);
    expect(isGenericName(nameWords('BANK OF NEW YORK MELLON'))).toBe(false);
  });

  const row = (routing_number: string): RoutingRow => ({
    routing_number,
    process_status: 'fedach',
    name: '',
    city: null,
    state: null,
    bank_id: null,
    fed_district: null,
    symbol_type: null,
    check_digit_valid: 1,
    validation_errors: null,
    source: 's',
    as_of: null,
  });
  const bank = (id: number, name: string, ...cities: string[]): BankCandidate => ({
    id,
    name,
    city: cities[0] ?? null,
    swifts_count: 1,
    places: placesOf(cities),
  });
  const banks: BankCandidate[] = [
    bank(10, 'JPMORGAN CHASE BANK, N.A.', 'NEW YORK, NY', 'COLUMBUS, OH'),
    bank(11, 'JPMorgan Chase Bank NA', 'TAMPA, FL'), // a same-name bank elsewhere: ambiguous only where both are
    bank(20, 'FIRST NATIONAL BANK', 'OMAHA, NE'),
    bank(30, 'DEUTSCHE BANK AG', 'NEW YORK, NY'),
    bank(40, 'FIRSTBANK', 'NASHVILLE, TN'),
    bank(50, 'FIRST BANK', 'SOUTHERN PINES, NC'),
    bank(60, 'NO PLACE BANK', 'SOMEWHERE'),
  ];

  it('links by name and place: the state always, the city too for a name of common words', () => {
    const rows = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'].map(row);
    const ach = new Map([
      ['1', { name: 'JPMORGAN CHASE BANK, NA', city: 'COLUMBUS', state: 'OH' }],
      ['2', { name: 'FIRST NATIONAL BANK', city: 'OMAHA', state: 'NE' }],
      ['3', { name: 'FIRST NATIONAL BANK', city: 'DURANGO', state: 'CO' }],
      ['5', { name: 'SOME OTHER BANK', city: 'X', state: 'NY' }],
      // The cases: FIRSTBANK of Lakewood CO and First Bank of Troy NC are other banks
      // than FIRSTBANK of Nashville TN; FirstBank's own Lexington TN operations centre is it.
      ['6', { name: 'FIRSTBANK', city: 'LAKEWOOD', state: 'CO' }],
      ['7', { name: 'FIRST BANK', city: 'TROY', state: 'NC' }],
      ['8', { name: 'FIRSTBANK', city: 'LEXINGTON', state: 'TN' }],
      ['9', { name: 'NO PLACE BANK', city: 'SOMEWHERE', state: 'KS' }],
      ['10', { name: 'JPMORGAN CHASE BANK', city: 'TAMPA', state: 'FL' }],
    ]);
    const wire = new Map([['4', { name: 'DEUTSCHE BANK, A.G.', city: 'NEW YORK', state: 'NY' }]]);
    const stats = linkBanks(rows, banks, ach, wire);
    expect(rows.map((r) => r.bank_id)).toEqual([10, 20, null, 30, null, null, null, 40, null, 11]);
    expect(stats).toEqual({
      routings: 10,
      linked: 5,
      ambiguous: 0,
      generic_unmatched: 4,
      via_new_number: 0,
      via_contact: 0,
    });
  });

  it('leaves a name that two banks of the same state share unlinked', () => {
    const rows = [row('1')];
    const twins = [bank(1, 'ACME BANK', 'DENVER, CO'), bank(2, 'ACME BANK', 'BOULDER, CO')];
    const stats = linkBanks(
      rows,
      twins,
      new Map([['1', { name: 'ACME BANK', city: 'AURORA', state: 'CO' }]]),
      new Map(),
    );
    expect(rows[0]!.bank_id).toBeNull();
    expect(stats.ambiguous).toBe(1);
  });

  it('a name of a state and common words needs the city too (audit: 111317569 of Sweetwater TX)', () => {
    const rows = [row('1'), row('2')];
    const edinburg = [bank(1, 'TEXAS NATIONAL BANK', 'EDINBURG, TX')];
    const ach = new Map([
      ['1', { name: 'TEXAS NATIONAL BANK', city: 'SWEETWATER', state: 'TX' }],
      ['2', { name: 'TEXAS NATIONAL BANK', city: 'EDINBURG', state: 'TX' }],
    ]);
    const stats = linkBanks(rows, edinburg, ach, new Map());
    expect(rows.map((r) => r.bank_id)).toEqual([null, 1]);
    expect(stats).toMatchObject({ linked: 1, generic_unmatched: 1 });
  });

  it('a retired number takes the bank of the number FedACH forwards it to, when the names agree', () => {
    const rows = [row('1'), row('2'), row('3'), row('4')];
    const chase = [bank(1, 'JPMORGAN CHASE BANK', 'COLUMBUS, OH')];
    const ach = new Map([
      ['1', { name: 'JPMORGAN CHASE BANK, NA', city: 'COLUMBUS', state: 'OH', new_routing_number: null }],
      // Retired in Tampa FL (no Chase SWIFT office there), items forwarded to 1: Chase's.
      ['2', { name: 'JPMORGAN CHASE BANK NA', city: 'TAMPA', state: 'FL', new_routing_number: '1' }],
      // Forwarded to 1 under another bank's name (an acquisition): no evidence of the name, unlinked.
      ['3', { name: 'WASHINGTON MUTUAL BANK', city: 'SEATTLE', state: 'WA', new_routing_number: '1' }],
      // Forwarded to an unlinked number: unlinked.
      ['4', { name: 'JPMORGAN CHASE BANK', city: 'TAMPA', state: 'FL', new_routing_number: '9' }],
    ]);
    const stats = linkBanks(rows, chase, ach, new Map());
    expect(rows.map((r) => r.bank_id)).toEqual([1, 1, null, null]);
    expect(stats).toMatchObject({ linked: 2, via_new_number: 1 });
  });

  it("a number of a linked bank's name and ACH contact phone is that bank's, in any state; namesakes keep theirs", () => {
    const rows = ['1', '2', '3', '4', '5'].map(row);
    const candidates = [bank(1, 'Synovus Bank', 'Columbus,GA'), bank(2, 'FIRSTBANK', 'NASHVILLE, TN')];
    // FedACH's state and phone are the ACH contact's: Synovus gives Columbus GA for all its numbers.
    const ach = new Map([
      ['1', { name: 'SYNOVUS BANK', city: 'COLUMBUS', state: 'GA', phone: '8003349007' }],
      ['2', { name: 'SYNOVUS BANK', city: 'BIRMINGHAM', state: 'AL', phone: '8003349007' }],
      ['3', { name: 'FIRSTBANK', city: 'LEXINGTON', state: 'TN', phone: '7319684211' }],
      // Another FIRSTBANK (Lakewood CO): its own contact, not linked through Nashville's.
      ['4', { name: 'FIRSTBANK', city: 'LAKEWOOD', state: 'CO', phone: '3032351446' }],
      // Same phone as Synovus but another name: no evidence.
      ['5', { name: 'OTHER BANK', city: 'BIRMINGHAM', state: 'AL', phone: '8003349007' }],
    ]);
    const stats = linkBanks(rows, candidates, ach, new Map());
    expect(rows.map((r) => r.bank_id)).toEqual([1, 1, 2, null, null]);
    expect(stats).toMatchObject({ linked: 3, via_contact: 1, generic_unmatched: 1 });
  });

  it('splitCityState reads the US SWIFT city field', () => {
    expect(splitCityState('CHARLOTTE, NC')).toEqual({ city: 'CHARLOTTE', state: 'NC' });
    expect(splitCityState('NEW YORK NY')).toEqual({ city: 'NEWYORK', state: 'NY' });
    expect(splitCityState('FRANKFURT')).toEqual({ city: 'FRANKFURT', state: null });
    // The 2019 list's form, without a space (3,070 US rows; Trustmark's Jackson MS among them).
    expect(splitCityState('Jackson,MS')).toEqual({ city: 'JACKSON', state: 'MS' });
    expect(splitCityState('St. Louis , MO')).toEqual({ city: 'STLOUIS', state: 'MO' });
  });

  it('links numbers of a bank whose SWIFT city is written without a space, names ending in their state, the bank before its holding', () => {
    const rows = [row('084008028'), row('026009593'), row('3'), row('071000505')];
    const candidates = [
      bank(1, 'TRUSTMARK NATIONAL BANK', 'Jackson,MS'),
      bank(2, 'Bank of America, N.A.', 'Charlotte, NC', 'New York,NY'),
      // Its holding company has the same key once legal forms go, and offices in New York and
      // Chicago (where the bank has no SWIFT office) too.
      bank(3, 'Bank of America Corporation', 'New York, NY', 'Chicago, IL'),
    ];
    const ach = new Map([
      ['084008028', { name: 'TRUSTMARK NATIONAL BANK', city: 'JACKSON', state: 'MS' }],
      // FedACH places the main number in Richmond VA, where the bank has no SWIFT office.
      ['026009593', { name: 'BANK OF AMERICA N.A.', city: 'RICHMOND', state: 'VA' }],
      ['071000505', { name: 'BANK OF AMERICA, N.A.', city: 'CHICAGO', state: 'IL' }],
    ]);
    const wire = new Map([
      ['026009593', { name: 'BANK OF AMERICA, N.A., NY', city: 'NEW YORK', state: 'NY' }],
      // A trailing code that is not the record's state stays part of the name.
      ['3', { name: 'BANK OF AMERICA, N.A., NY', city: 'BOSTON', state: 'MA' }],
    ]);
    linkBanks(rows, candidates, ach, wire);
    expect(rows.map((r) => r.bank_id)).toEqual([1, 2, null, 2]);
  });
});

describe('the routing Source', () => {
  it('loads three tables that balance, linked to the US banks an earlier source loaded', async () => {
    const banks = {
      table: 'banks',
      columns: ['id', 'country', 'name', 'city', 'swifts_count'],
      rows: [
        [7, 'US', 'DEUTSCHE BANK AG', 'NEW YORK, NY', 1],
        [8, 'DE', 'JPMORGAN CHASE BANK NA', 'FRANKFURT', 5],
      ],
    };
    expect(usBanks([banks])).toEqual([
      { id: 7, name: 'DEUTSCHE BANK AG', city: 'NEW YORK, NY', swifts_count: 1, places: new Set(['NY', 'NEWYORK|NY']) },
    ]);
    const lines: string[] = [];
    const out = await routingSource.load({
      dataDir: FIXTURE_DATA,
      knownCountries: new Set(),
      earlier: [banks],
      log: (l) => lines.push(l),
    });
    expect(out.loads.map((l) => [l.table, l.rows.length])).toEqual([
      ['routing_ach', 5],
      ['routing_wire', 7],
      ['routings', 10],
    ]);
    const routings = out.loads[2]!;
    const linked = routings.rows.filter((r) => r[routings.columns.indexOf('bank_id')] !== null);
    expect(linked.map((r) => r[0])).toEqual(['026003780']);
    expect(() => assertBalanced(out.tallies)).not.toThrow();
    expect(lines.join('\n')).toContain('1 linked to a bank (10.0%');
  });
});
