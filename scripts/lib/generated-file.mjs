// The last step of a generator (scripts/generate-*.mjs): write the generated module, or with
// --check write nothing and fail when the committed copy differs, so a table edited by hand or left
// behind its source is caught by the tests that run the check.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';

/**
 * Writes `text` to `out` and says so with `summary`; with --check on the command line, exits 1
 * when `out` is not `text`, naming `script` (scripts/<script>.mjs) to re-run.
 */
export function writeOrCheck(out, text, script, summary) {
  if (process.argv.includes('--check')) {
    const current = existsSync(out) ? readFileSync(out, 'utf8') : '';
    if (current !== text) {
      console.error(`${script}: ${out} is out of date; run node scripts/${script}.mjs`);
      process.exit(1);
    }
    console.log(`${basename(out)} is up to date`);
  } else {
    writeFileSync(out, text);
    console.log(`wrote ${out} (${summary})`);
  }
}
