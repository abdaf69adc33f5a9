import { KINDS } from '../..';
import type { KindSearchDocs } from '../../../../scripts/import/search-docs';
import { US_STATES } from '../../../us-states';

/** Routing numbers by city and state (its code and its name). */
export const searchDocs: KindSearchDocs = {
  async docs(r, push) {
    for (const row of await r.all(
      `SELECT routing_number, bank_id, name, city, state FROM ${r.t(KINDS.routing.table)}`,
    )) {
      const bankId = r.bankOf(row.bank_id);
      const state = r.str(row.state);
      push({
        section: KINDS.routing.api,
        key: String(row.routing_number),
        country: 'US',
        bankId,
        office: 2,
        names: r.withBank(bankId, [row.name]),
        places: [r.str(row.city), state, state ? (US_STATES[state] ?? null) : null].filter((p): p is string => !!p),
      });
    }
  },
};
