import type { KindId } from '../../shared/kinds';
import type { Source } from './source';
import { swiftSource } from '../../shared/kinds/swift/import';
import { binSource } from '../../shared/kinds/bin/import';
import { ifscSource } from '../../shared/kinds/ifsc/import';
import { routingSource } from '../../shared/kinds/routing/import';
import { createLeiSource } from '../../shared/kinds/lei/import/source';
import { rubicSource } from '../../shared/kinds/rubic/import';
import { ibanSource } from '../../shared/kinds/iban/import';
import { bankCodeSource } from '../../shared/kinds/bankcode/import';

/**
 * The importer's index of the identifier kinds: each kind's source (its folder's import/), keyed
 * as the registry (shared/kinds) names it. The import runs them all (./importer.ts).
 */
export const KIND_SOURCES = (): { readonly [K in KindId]?: Source } => ({
  swift: swiftSource,
  bin: binSource,
  ifsc: ifscSource,
  routing: routingSource,
  lei: createLeiSource(),
  rubic: rubicSource,
  iban: ibanSource,
  bankcode: bankCodeSource,
});
