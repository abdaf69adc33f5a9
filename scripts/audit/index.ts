// `npm run data:audit`: the data-quality report an operator runs after each import, on the local
// D1 that `npm run data:import` filled (PERSIST_DIR overrides .wrangler/state). Prints link rates
// per type, unlinked and ambiguous counts (as the import noted them), conflicts resolved, ALL
// CAPS and duplicate-name counts and the hand corrections; then a seeded random sample of 100
// links per type with the evidence that made each one, to be judged by a person
// (docs/bank-identity-audit.md). AUDIT_SEED (default 13) and AUDIT_SAMPLE (default 100) change
// the sample; AUDIT_OUT (default dist/audit) is where the samples are written as TSV.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { localDatabaseId, resolvePaths } from '../import/config';
import { errorMessage, openLocalD1 } from '../import/d1';
import { isAllCaps } from '../import/names';
import { stampedLog } from '../import/progress';
import { LINK_TYPES, seededSample, type LinkType } from './links';

async function main(): Promise<number> {
  const log = stampedLog();
  const paths = resolvePaths();
  const seed = Number(process.env.AUDIT_SEED ?? 13);
  const size = Number(process.env.AUDIT_SAMPLE ?? 100);
  const out = path.resolve(process.env.AUDIT_OUT ?? path.join(paths.repoRoot, 'dist', 'audit'));
  const { db, dispose } = await openLocalD1(paths.persistDir, localDatabaseId(paths.repoRoot));
  try {
    const run = await db
      .prepare('SELECT finished_at, summary FROM import_runs ORDER BY id DESC LIMIT 1')
      .first<{ finished_at: string; summary: string }>();
    if (!run) {
      console.error('no import in the local D1: run `npm run data:import` first');
      return 1;
    }
    const notes = (JSON.parse(run.summary) as { notes?: Record<string, number> }).notes ?? {};
    const lines: string[] = [
      `Data audit of the import finished ${run.finished_at} (seed ${seed}, ${size} links per type)`,
      '',
    ];

    lines.push('Links per type', 'type        total   linked   rate    unlinked  ambiguous  weak-key');
    for (const type of LINK_TYPES) {
      log(`counting ${type.name}`);
      const c = await db
        .prepare(`SELECT count(*) AS total, count(bank_id) AS linked FROM ${type.table}`)
        .first<{ total: number; linked: number }>();
      const total = c?.total ?? 0;
      const linked = c?.linked ?? 0;
      const amb = type.notes?.ambiguous ? notes[type.notes.ambiguous] : undefined;
      const weak = type.notes?.weak ? notes[type.notes.weak] : undefined;
      lines.push(
        `${type.name.padEnd(10)} ${String(total).padStart(7)} ${String(linked).padStart(8)} ${pct(linked, total).padStart(7)} ${String(total - linked).padStart(9)} ${String(amb ?? '-').padStart(10)} ${String(weak ?? '-').padStart(9)}`,
      );
    }

    // Recall against what can be linked: BIN records that name an issuer (a name whose key is
    // not generic or a product), routing numbers whose FedACH/Fedwire name a US bank has.
    const named = await db
      .prepare(
        'SELECT count(*) AS n, count(bank_id) AS linked FROM bins WHERE coalesce(issuer_name, issuer_name_local) IS NOT NULL',
      )
      .first<{ n: number; linked: number }>();
    const binNamed = (named?.n ?? 0) - (notes['bins.weak'] ?? 0);
    const routed = await db.prepare('SELECT count(bank_id) AS linked FROM routings').first<{ linked: number }>();
    const routingKnown =
      (routed?.linked ?? 0) + (notes['routings.ambiguous'] ?? 0) + (notes['routings.generic_unmatched'] ?? 0);
    lines.push(
      `bin: ${named?.linked ?? 0} of ${binNamed} records naming an issuer linked (${pct(named?.linked ?? 0, binNamed)})`,
      `routing: ${routed?.linked ?? 0} of ${routingKnown} numbers whose name a US bank has linked (${pct(routed?.linked ?? 0, routingKnown)})`,
    );

    log('counting names and conflicts');
    const names = (await db.prepare('SELECT country, name FROM banks').all<{ country: string; name: string }>())
      .results;
    const caps = names.filter((b) => isAllCaps(b.name)).length;
    const dup = new Map<string, number>();
    for (const b of names)
      dup.set(`${b.country}:${b.name.toLowerCase()}`, (dup.get(`${b.country}:${b.name.toLowerCase()}`) ?? 0) + 1);
    const dupGroups = [...dup.values()].filter((n) => n > 1);
    const office = names.filter((b) =>
      /HEAD\s*OFFICE|\bH\.\s?O\.(\s|\)|$)|\(IBU\)|IFSC BANKING UNIT/i.test(b.name),
    ).length;
    const conflicts = await db
      .prepare(`
      SELECT count(*) AS prefixes, sum(countries > 1) AS disagreeing FROM (
        SELECT iin_start, iin_end, count(DISTINCT coalesce(country, '?')) AS countries, count(*) AS n FROM bins GROUP BY iin_start, iin_end HAVING n > 1)`)
      .first<{ prefixes: number; disagreeing: number }>();
    lines.push(
      '',
      'Names',
      `banks ${names.length}; ALL CAPS ${caps} (${pct(caps, names.length)}; before display casing ${notes['names.allCapsBefore'] ?? '?'}); ` +
        `office descriptions left ${office}`,
      `same name twice or more in one country: ${dupGroups.length} groups, ${dupGroups.reduce((a, n) => a + n, 0)} banks ` +
        `(${notes['names.cityAdded'] ?? '?'} told apart by their city at import, ${notes['names.codeAdded'] ?? '?'} by their code)`,
      '',
      'Identity',
      `institution codes shared by independent institutions: ${notes['swift.shared_codes'] ?? '?'} (${notes['swift.split_banks'] ?? '?'} banks split off)`,
      `conflicts: ${conflicts?.prefixes ?? 0} BIN prefixes with several records (${conflicts?.disagreeing ?? 0} disagreeing on country), ` +
        'resolved per lookup by source precedence and date (docs/decisions/bins.md)',
      `hand corrections: ${notes['corrections.head_office'] ?? '?'} (scripts/import/corrections.ts, each with its source)`,
      `stable slugs: ${notes['slugs.known'] ?? '?'} banks known from the served data, ${notes['slugs.kept'] ?? '?'} kept their slug against their source's, ` +
        `${notes['slugs.changed'] ?? '?'} changed; ${notes['slugs.redirects'] ?? '?'} redirects (${notes['slugs.dropped'] ?? '?'} dropped); ` +
        `${notes['slugs.duplicateKeys'] ?? '?'} duplicate identity keys`,
    );

    mkdirSync(out, { recursive: true });
    lines.push('', `Samples (${out}): judge each line, record the precision in docs/bank-identity-audit.md`);
    for (const type of LINK_TYPES) {
      log(`sampling ${type.name}`);
      const rows = await seededSample(db, type, seed, size);
      const file = path.join(out, `${type.name}.tsv`);
      writeFileSync(file, [type.header.join('\t'), ...rows.map((r) => r.join('\t'))].join('\n') + '\n');
      lines.push(`  ${type.name}: ${rows.length} links -> ${path.relative(paths.repoRoot, file)}`);
    }
    console.log(lines.join('\n'));
    log('audit done');
    return 0;
  } finally {
    await dispose();
  }
}

const pct = (n: number, d: number): string => (d ? `${((100 * n) / d).toFixed(1)}%` : '-');

export type { LinkType };

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`data audit failed: ${errorMessage(error)}`);
    process.exit(1);
  },
);
