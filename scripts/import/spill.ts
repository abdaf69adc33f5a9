// Rows kept on disk instead of in memory while the sources are read (see SpilledRows in
// refresh.ts): a golden copy of millions of LEIs would otherwise take gigabytes of heap.
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SqlValue } from './sql';
import type { SpilledRows } from './load';

export interface SpillWriter {
  /** Appends one row (column order of the table load); waits while the disk catches up. */
  write(row: readonly SqlValue[]): Promise<void>;
  /** Closes the file: the rows, ready for a TableLoad. */
  close(settle: (inserted: number) => void): Promise<SpilledRows>;
  /** Removes the file without using it (the read failed). */
  discard(): void;
}

export function spillWriter(label: string): SpillWriter {
  const dir = mkdtempSync(path.join(tmpdir(), `bankcodes-spill-${label}-`));
  const file = path.join(dir, 'rows.jsonl');
  const out = createWriteStream(file, { encoding: 'utf8' });
  let failed: Error | null = null;
  out.on('error', (error) => (failed = error));
  let count = 0;
  const dispose = () => rmSync(dir, { recursive: true, force: true });
  return {
    async write(row) {
      if (failed) throw failed;
      count++;
      if (!out.write(`${JSON.stringify(row)}\n`))
        await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    },
    async close(settle) {
      await new Promise<void>((resolve, reject) =>
        out.end((error?: Error | null) => (error ? reject(error) : resolve())),
      );
      if (failed) throw failed;
      return { file, count, settle, dispose };
    },
    discard() {
      out.destroy();
      dispose();
    },
  };
}
