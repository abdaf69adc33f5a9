import type { KindId } from '../shared/kinds';
import type { KindServer } from './kind-server';
import { server as swift } from '../shared/kinds/swift/worker';
import { server as bin } from '../shared/kinds/bin/worker';
import { server as ifsc } from '../shared/kinds/ifsc/worker';
import { server as routing } from '../shared/kinds/routing/worker';
import { server as lei } from '../shared/kinds/lei/worker';
import { server as rubic } from '../shared/kinds/rubic/worker';
import { server as iban } from '../shared/kinds/iban/worker';
import { server as bankcode } from '../shared/kinds/bankcode/worker';

/**
 * The Worker's index of the identifier kinds: each kind's server modules (its folder's worker/),
 * keyed as the registry (shared/kinds) names it. The API, the pages' in-process door and the
 * search loop over it.
 */
export const KIND_SERVERS: { readonly [K in KindId]: KindServer } = {
  swift,
  bin,
  ifsc,
  routing,
  lei,
  rubic,
  iban,
  bankcode,
};
