import type { RoutingRow } from '../rows';
import { codeSearch, place } from '../../../../worker/search/codes';

/** US ABA routing numbers (9 digits), all in the US; the only kind whose hits carry a status (search.status_*). */
export const routingSearch = codeSearch<
  Pick<RoutingRow, 'routing_number' | 'name' | 'city' | 'state' | 'process_status'>
>({
  kind: 'routing',
  columns: ['routing_number', 'name', 'city', 'state', 'process_status'],
  hit: (r) => ({ name: r.name, detail: place(r.city, r.state), status: r.process_status }),
  // Every routing number is American: its hits' country is the list rule's home (US).
  country: null,
});
