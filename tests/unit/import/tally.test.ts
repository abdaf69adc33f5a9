import { describe, expect, it } from 'vitest';
import { assertBalanced, formatTallies, newTally, reject } from '../../../scripts/import/tally';

describe('tallies', () => {
  it('accepts read = stored + rejected and refuses anything else', () => {
    const t = newTally('swift/x.csv', 'swifts', 'x');
    t.read = 3;
    t.stored = 1;
    reject(t, 'duplicate');
    reject(t, 'malformed_code');
    expect(() => assertBalanced([t])).not.toThrow();
    t.read = 4;
    expect(() => assertBalanced([t])).toThrow(/read 4 != stored 1 \+ rejected 2/);
  });

  it('prints one line per file with the reasons', () => {
    const t = newTally('swift/x.csv', 'swifts', 'x');
    t.read = 3;
    t.stored = 2;
    reject(t, 'duplicate');
    const lines = formatTallies([t]).split('\n');
    expect(lines[0]).toMatch(/^source file\s+table\s+read\s+stored\s+rejected\s+reasons$/);
    expect(lines[2]).toMatch(/^swift\/x\.csv\s+swifts\s+3\s+2\s+1\s+duplicate 1$/);
  });
});
