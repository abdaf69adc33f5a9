// The link types the audit samples (every record links to its bank through bank_id), each with
// the evidence shown beside a sampled link.
import { mulberry32 } from '../lib/mulberry32';

export interface LinkType {
  name: string;
  table: string;
  key: string;
  /** Keys of the import summary's notes holding the ambiguous / weak-key counts. */
  notes?: { ambiguous?: string; weak?: string };
  header: string[];
  /** The evidence shown beside a sampled link: columns of the record (`x`) and of its bank (`b`). */
  columns: string;
  /** The column the evidence rows come in (the key unless said). */
  order?: string;
}

export const LINK_TYPES: readonly LinkType[] = [
  {
    name: 'swift',
    table: 'swifts',
    key: 'code',
    header: [
      'code',
      'swift_row_bank_name',
      'swift_city',
      'bank_country',
      'bank_name',
      'bank_head_office',
      'bank_lei',
      'bank_codes',
    ],
    columns: `x.code, x.bank_name, x.city, b.country, b.name, b.head_office_swift, b.lei, b.swifts_count`,
  },
  {
    name: 'bin',
    table: 'bins',
    key: 'id',
    notes: { ambiguous: 'bins.ambiguous', weak: 'bins.weak' },
    header: ['prefix', 'country', 'issuer', 'issuer_local', 'source', 'bank_country', 'bank_name', 'bank_head_office'],
    columns: `x.iin_start, x.country, x.issuer_name, x.issuer_name_local, x.source, b.country, b.name, b.head_office_swift`,
    order: 'iin_start',
  },
  {
    name: 'routing',
    table: 'routings',
    key: 'routing_number',
    notes: { ambiguous: 'routings.ambiguous', weak: 'routings.generic_unmatched' },
    header: ['routing_number', 'fed_name', 'city', 'state', 'bank_name', 'bank_city', 'bank_head_office'],
    columns: `x.routing_number, x.name, x.city, x.state, b.name, b.city, b.head_office_swift`,
  },
  {
    name: 'lei',
    table: 'leis',
    key: 'code',
    header: [
      'lei',
      'legal_name',
      'lei_country',
      'bank_country',
      'bank_name',
      'bank_head_office',
      'bics_of_lei_at_bank',
    ],
    columns: `x.code, x.legal_name, x.country, b.country, b.name, b.head_office_swift,
                (SELECT count(*) FROM lei_bics lb JOIN swifts s ON s.code = lb.bic WHERE lb.lei = x.code AND s.bank_id = b.id)`,
  },
  {
    name: 'ifsc',
    table: 'ifscs',
    key: 'code',
    header: ['ifsc', 'ifsc_bank_name', 'bank_country', 'bank_name', 'bank_head_office'],
    columns: `x.code, x.bank_name, b.country, b.name, b.head_office_swift`,
  },
];

/** `size` linked keys of the type drawn with the seed, and their evidence rows. */
export async function seededSample(db: D1Database, type: LinkType, seed: number, size: number): Promise<string[][]> {
  const keys = (
    await db
      .prepare(`SELECT ${type.key} AS k FROM ${type.table} WHERE bank_id IS NOT NULL ORDER BY ${type.key}`)
      .all<{ k: string | number }>()
  ).results.map((r) => r.k);
  const random = mulberry32(seed);
  // Partial Fisher-Yates: the first `size` places are a uniform sample.
  for (let i = 0; i < Math.min(size, keys.length); i++) {
    const j = i + Math.floor(random() * (keys.length - i));
    [keys[i], keys[j]] = [keys[j]!, keys[i]!];
  }
  const picked = keys.slice(0, size);
  const evidence = `SELECT ${type.columns} FROM ${type.table} x JOIN banks b ON b.id = x.bank_id
                     WHERE x.${type.key} IN (SELECT value FROM json_each(?1)) ORDER BY x.${type.order ?? type.key}`;
  const rows = (await db.prepare(evidence).bind(JSON.stringify(picked)).raw()) as unknown[][];
  return rows.map((r) => r.map((v) => (v === null ? '' : String(v).replace(/[\t\n]/g, ' '))));
}
