import type { Declared, KindId } from './index';
import type { LookupForm } from './declaration';

export type { LookupForm };

/** The kinds with a lookup form of their own (a SWIFT code is looked up from the search box). */
export type FormKind = { [K in KindId]: Declared[K] extends { form: LookupForm } ? K : never }[KindId];
