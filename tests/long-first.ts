import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that took longest (wall seconds, each project run alone at load 8 to 13, after the test
 * pool's patch: message-keys 119, phone-layout 114, search-page 36, phone-forms 29, import-d1 26,
 * verdicts 25, page-cache 23, publish 22, gleif-api 23, client-behaviours 21, phone-focus 21, bank-lists
 * 21), longest first. vitest orders by the last run's durations, which a fresh clone does not have
 * (it falls back to file size): started late, one of these ran alone for the last minute of a run on
 * two workers.
 */
const LONG_FIRST = [
  'tests/e2e/message-keys.test.ts',
  'tests/e2e/phone-layout.test.ts',
  'tests/e2e/search-page.test.ts',
  'tests/e2e/phone-forms.test.ts',
  'tests/unit/import/import-d1.test.ts',
  'tests/e2e/verdicts.test.ts',
  'tests/worker/page-cache.test.ts',
  'tests/unit/publish/publish.test.ts',
  'tests/e2e/gleif-api.test.ts',
  'tests/e2e/client-behaviours.test.ts',
  'tests/e2e/phone-focus.test.ts',
  'tests/e2e/bank-lists.test.ts',
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
