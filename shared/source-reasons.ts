// The importer's reasons for rejecting or flagging a row (scripts/import, stored with the import
// run) are codes written for engineers ("malformed_bic", "aba.checksum", "missing_bank_code").
// A visitor of /sources reads them as a few groups in their own language instead; the codes
// stay in the API's answer for whoever wants them.

export const REASON_GROUPS = [
  'duplicate',
  'superseded',
  'unknown_country',
  'missing',
  'malformed',
  'checksum',
  'ambiguous',
  'normalised',
  'out_of_scope',
  'other',
] as const;
export type ReasonGroup = (typeof REASON_GROUPS)[number];

const RULES: [RegExp, ReasonGroup][] = [
  [/checksum/, 'checksum'],
  [/^duplicate/, 'duplicate'],
  [/^superseded/, 'superseded'],
  [/^unknown_country$/, 'unknown_country'],
  [/^missing_/, 'missing'],
  [/^(malformed_|invalid_|no_iban_format$|aba\.)/, 'malformed'],
  [/_to_several_|ambiguous/, 'ambiguous'],
  [/normalised$/, 'normalised'],
  [/^out_of_scope/, 'out_of_scope'],
];

/** The group a reason code belongs to; a code nobody listed yet is "other", never shown raw. */
export function reasonGroup(code: string): ReasonGroup {
  return RULES.find(([re]) => re.test(code))?.[1] ?? 'other';
}

/** Counts summed per group, in the order of REASON_GROUPS. */
export function groupReasons(counts: Record<string, number>): [ReasonGroup, number][] {
  const sums = new Map<ReasonGroup, number>();
  for (const [code, n] of Object.entries(counts)) {
    const g = reasonGroup(code);
    sums.set(g, (sums.get(g) ?? 0) + n);
  }
  return REASON_GROUPS.filter((g) => sums.has(g)).map((g) => [g, sums.get(g) ?? 0]);
}
