import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that took longest (wall seconds of the CI run before they ran side by side:
 * hostile 44, message-keys 80, phone-layout 96, page-cache 21, search-page 21, faults 18, publish
 * 16, import-d1 13), longest first. vitest orders by the last run's durations, which a fresh clone
 * does not have (it falls back to file size): started late, one of these ran alone for the last
 * minute of a run on two workers.
 */
const LONG_FIRST = [
  'tests/worker/hostile.test.ts',
  'tests/e2e/message-keys.test.ts',
  'tests/e2e/phone-layout.test.ts',
  'tests/worker/page-cache.test.ts',
  'tests/e2e/search-page.test.ts',
  'tests/e2e/faults.test.ts',
  'tests/unit/publish/publish.test.ts',
  'tests/unit/import/import-d1.test.ts',
];

/**
 * vitest's order, with the files of LONG_FIRST moved to the front in that order, then the files
 * of a project that shares its runtime (isolate: false, the 'worker' project), one after the other:
 * vitest hands a finished file's runtime to the next file only when the next file in the queue is
 * of the same project, and stops it otherwise, so files of that project interleaved with others
 * would each start a runtime again.
 */
export class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      const i = LONG_FIRST.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
      if (i !== -1) return i;
      return spec.project.config.isolate === false ? LONG_FIRST.length : LONG_FIRST.length + 1;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
