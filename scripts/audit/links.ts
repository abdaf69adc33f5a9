// The link types the audit samples, each with the evidence shown beside a sampled link.
import { mulberry32 } from '../lib/mulberry32';

export interface LinkType {
  name: string;
  table: string;
  key: string;
  linkColumn: string;
  /** Keys of the import summary's notes holding the ambiguous / weak-key counts. */
  notes?: { ambiguous?: string; weak?: string };
  header: string[];
  /** One row of evidence per sampled key (`?1` is a JSON array of keys). */
  evidence: string;
}

export const LINK_TYPES: readonly LinkType[] = [
  {
    name: 'swift',
    table: 'swifts',
    key: 'code',
    linkColumn: 'bank_id',
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
    evidence: `SELECT s.code, s.bank_name, s.city, b.country, b.name, b.head_office_swift, b.lei, b.swifts_count
                 FROM swifts s JOIN banks b ON b.id = s.bank_id WHERE s.code IN (SELECT value FROM json_each(?1)) ORDER BY s.code`,
  },
  {
    name: 'bin',
    table: 'bins',
    key: 'id',
    linkColumn: 'bank_id',
    notes: { ambiguous: 'bins.ambiguous', weak: 'bins.weak' },
    header: ['prefix', 'country', 'issuer', 'issuer_local', 'source', 'bank_country', 'bank_name', 'bank_head_office'],
    evidence: `SELECT x.iin_start, x.country, x.issuer_name, x.issuer_name_local, x.source, b.country, b.name, b.head_office_swift
                 FROM bins x JOIN banks b ON b.id = x.bank_id WHERE x.id IN (SELECT value FROM json_each(?1)) ORDER BY x.iin_start`,
  },
  {
    name: 'routing',
    table: 'routings',
    key: 'routing_number',
    linkColumn: 'bank_id',
    notes: { ambiguous: 'routings.ambiguous', weak: 'routings.generic_unmatched' },
    header: ['routing_number', 'fed_name', 'city', 'state', 'bank_name', 'bank_city', 'bank_head_office'],
    evidence: `SELECT r.routing_number, r.name, r.city, r.state, b.name, b.city, b.head_office_swift
                 FROM routings r JOIN banks b ON b.id = r.bank_id WHERE r.routing_number IN (SELECT value FROM json_each(?1)) ORDER BY r.routing_number`,
  },
  {
    name: 'lei',
    table: 'leis',
    key: 'code',
    linkColumn: 'bank_id',
    header: [
      'lei',
      'legal_name',
      'lei_country',
      'bank_country',
      'bank_name',
      'bank_head_office',
      'bics_of_lei_at_bank',
    ],
    evidence: `SELECT l.code, l.legal_name, l.country, b.country, b.name, b.head_office_swift,
                      (SELECT count(*) FROM lei_bics lb JOIN swifts s ON s.code = lb.bic WHERE lb.lei = l.code AND s.bank_id = b.id)
                 FROM leis l JOIN banks b ON b.id = l.bank_id WHERE l.code IN (SELECT value FROM json_each(?1)) ORDER BY l.code`,
  },
  {
    name: 'ifsc',
    table: 'ifscs',
    key: 'code',
    linkColumn: 'bank_id',
    header: ['ifsc', 'ifsc_bank_name', 'bank_country', 'bank_name', 'bank_head_office'],
    evidence: `SELECT i.code, i.bank_name, b.country, b.name, b.head_office_swift
                 FROM ifscs i JOIN banks b ON b.id = i.bank_id WHERE i.code IN (SELECT value FROM json_each(?1)) ORDER BY i.code`,
  },
];

/** `size` linked keys of the type drawn with the seed, and their evidence rows. */
export async function seededSample(db: D1Database, type: LinkType, seed: number, size: number): Promise<string[][]> {
  const keys = (
    await db
      .prepare(`SELECT ${type.key} AS k FROM ${type.table} WHERE ${type.linkColumn} IS NOT NULL ORDER BY ${type.key}`)
      .all<{ k: string | number }>()
  ).results.map((r) => r.k);
  const random = mulberry32(seed);
  // Partial Fisher-Yates: the first `size` places are a uniform sample.
  for (let i = 0; i < Math.min(size, keys.length); i++) {
    const j = i + Math.floor(random() * (keys.length - i));
    [keys[i], keys[j]] = [keys[j]!, keys[i]!];
  }
  const picked = keys.slice(0, size);
  const rows = (await db.prepare(type.evidence).bind(JSON.stringify(picked)).raw()) as unknown[][];
  return rows.map((r) => r.map((v) => (v === null ? '' : String(v).replace(/[\t\n]/g, ' '))));
}
