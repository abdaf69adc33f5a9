import { codeSearch, place } from '../../../../worker/search/codes';

/** US ABA routing numbers (9 digits), all in the US; the only kind whose hits carry a status (search.status_*). */
export const routingSearch = codeSearch<{
  routing_number: string;
  name: string;
  city: string | null;
  state: string | null;
  process_status: string;
}>({
  kind: 'routing',
  columns: ['routing_number', 'name', 'city', 'state', 'process_status'],
  hit: (r) => ({
    code: r.routing_number,
    name: r.name,
    detail: place(r.city, r.state),
    country: 'US',
    status: r.process_status,
  }),
  country: null,
});
