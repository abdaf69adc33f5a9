import { CARD_SCHEMES, type CardScheme } from '../validator';
import { KINDS, pageUrl } from '../../index';
import type { SearchHit } from '../../../api-types';
import type { Searcher } from '../../../../worker/search/types';
import type { BinRow } from '../rows';
import { codeSearch } from '../../../../worker/search/codes';
import { findCovering } from './db';

/**
 * BIN/IIN records (ISO/IEC 7812-1) whose first prefix starts with the digits typed, on the
 * bins_start index: one hit per prefix (its page shows every source's record), the record
 * that says most about the card. Up to 8 digits: a BIN is 6 or 8 digits long (5 in one
 * source); longer input is a card number, which the search sends to the BIN page instead
 * (shared/loaders/search).
 */
const binSearch = codeSearch<
  Pick<BinRow, 'iin_start' | 'iin_end' | 'scheme' | 'card_type' | 'country' | 'issuer_name'>
>({
  kind: 'bin',
  columns: ['iin_start', 'iin_end', 'scheme', 'card_type', 'country', 'issuer_name'],
  hit: (r) => {
    const scheme = r.scheme && r.scheme in CARD_SCHEMES ? CARD_SCHEMES[r.scheme as CardScheme].name : r.scheme;
    return {
      code: r.iin_start === r.iin_end ? r.iin_start : `${r.iin_start}-${r.iin_end}`,
      name: r.bank_display_name ?? r.issuer_name ?? scheme ?? r.iin_start,
      detail: [scheme, r.card_type].filter(Boolean).join(', ') || null,
    };
  },
  scored: false,
  count: 'count(DISTINCT t.iin_start)',
  pick: 't.id = (SELECT f.id FROM bins f WHERE f.iin_start = t.iin_start ORDER BY f.prefix_length, f.card_type IS NULL, f.issuer_name IS NULL, f.id LIMIT 1)',
});

/**
 * The BIN section: besides the prefix matches, the record covering the BIN typed (or a card
 * number's), first.
 */
export const binSearcher: Searcher = {
  section: 'bins',
  async search(plan, q) {
    if (q.fewer || !KINDS.bin.search?.prefix.test(q.code)) return null;
    // Longest prefix first (ISO/IEC 7812-1): a BIN or card number typed with 6 or more digits is
    // looked up by its first 8 digits only (a card number goes no further), covered by a stored
    // prefix of 5, 6 or 8 digits or a range: 427655 is Sberbank's 42765.
    const bin = q.code.length >= 8 ? q.code.slice(0, 8) : q.code;
    const [covering, listed] = await Promise.all([
      bin.length >= 6 && q.offset === 0 ? findCovering(plan.db, bin, q.lang, (s) => plan.all(s)) : [],
      q.code.length <= 8 ? binSearch.byPrefix(plan, q) : null,
    ]);
    const first = covering[0];
    if (!first || (q.countries.length > 0 && !q.countries.includes(first.country ?? ''))) return listed;
    const r = first.range;
    const typed = bin.length >= 8 ? bin : bin.slice(0, 6);
    const hit: SearchHit = {
      type: 'bins',
      code: typed,
      name: r.bank?.name ?? r.issuer_bank ?? r.payment_system ?? r.iin_start,
      detail: [r.payment_system, r.card_type].filter(Boolean).join(', ') || null,
      country: r.country,
      path: pageUrl('bin', typed),
      bank: r.bank,
      status: null,
    };
    const rest = (listed?.items ?? []).filter((h) => h.path !== hit.path);
    return {
      total: (listed?.total ?? 0) + 1,
      items: [hit, ...rest].slice(0, q.limit),
      scores: [{ cls: 0, prominence: 0 }],
    };
  },
};
