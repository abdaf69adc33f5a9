// A table's fingerprint: its row count and an order-independent checksum of its rows, so that the
// same rows give the same figures whichever order a database returns them in and however they
// were paged. Per row: SHA-256 of the JSON array of its values in column order; the table's
// checksum is the sum of the rows' first 128 bits modulo 2^128 (a multiset hash: a row lost,
// added, duplicated or changed alters it).
import { createHash } from 'node:crypto';
import type { SqlValue } from '../import/sql';

const MOD = 1n << 128n;

export interface Fingerprint {
  rows: number;
  checksum: string;
}

export class TableHasher {
  private sum = 0n;
  private count = 0;

  add(values: readonly SqlValue[]): void {
    const digest = createHash('sha256').update(JSON.stringify(values)).digest();
    this.sum = (this.sum + BigInt(`0x${digest.subarray(0, 16).toString('hex')}`)) % MOD;
    this.count++;
  }

  result(): Fingerprint {
    return { rows: this.count, checksum: this.sum.toString(16).padStart(32, '0') };
  }
}
