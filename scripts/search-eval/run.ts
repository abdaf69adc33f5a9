// `npm run search:eval [-- --out file.json] [--before file.json]`: runs both frozen sets
// (scripts/search-eval/generated.json and handwritten.json) through the API search on the local
// D1 and prints, per set and per half, how often the first result is what the query meant, by
// class of query; --before compares with an earlier --out. Tune on the dev half only.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SearchResult } from '../../shared/records/search';
import { type EvalQuery, firstHit, isRight, SETS_DIR, startLocalSite } from './sets';

interface Outcome {
  set: string;
  q: string;
  params?: Record<string, string>;
  class: string;
  half: string;
  right: boolean;
  first: string | null;
}

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const SETS = ['generated', 'handwritten'];

async function main() {
  const before = arg('--before') ? (JSON.parse(readFileSync(arg('--before') as string, 'utf8')) as Outcome[]) : null;
  const site = await startLocalSite();
  const outcomes: Outcome[] = [];
  const current = new Map<string, string>();
  // An expected bank page as it is now: a later import may have moved it (301 to the new slug).
  const resolve = async (p: string) => {
    const known = current.get(p);
    if (known) return known;
    const res = await fetch(`${site.url}${p}`, { method: 'HEAD', redirect: 'manual' });
    const loc = res.status === 301 ? new URL(res.headers.get('location') ?? p, site.url).pathname : p;
    current.set(p, loc);
    return loc;
  };
  try {
    for (const set of SETS) {
      const queries = JSON.parse(readFileSync(path.join(SETS_DIR, `${set}.json`), 'utf8')) as EvalQuery[];
      let done = 0;
      for (const query of queries) {
        const qs = new URLSearchParams({ q: query.q, ...(query.params ?? {}) });
        const res = await fetch(`${site.url}/api/v1/search?${qs}`);
        const body = res.status === 200 ? ((await res.json()) as SearchResult) : null;
        if (!body) await res.arrayBuffer();
        const hit = firstHit(body);
        const paths = await Promise.all((query.expect.paths ?? []).map(resolve));
        outcomes.push({
          set,
          q: query.q,
          ...(query.params ? { params: query.params } : {}),
          class: query.class,
          half: query.half ?? 'dev',
          right: isRight(hit, query.expect, paths),
          first: hit
            ? `${hit.code ?? ''} ${hit.name} (${hit.country ?? ''})`.trim()
            : res.status === 200
              ? null
              : `HTTP ${res.status}`,
        });
        if (++done % 100 === 0) console.error(`search:eval ${set} ${done}/${queries.length}`);
      }
    }
  } finally {
    await site.dispose();
  }
  const out = arg('--out');
  if (out) writeFileSync(out, `${JSON.stringify(outcomes, null, 1)}\n`);
  report(outcomes, before);
}

const pct = (right: number, n: number) => (n ? `${((100 * right) / n).toFixed(1)}% (${right}/${n})` : '-');

function report(outcomes: Outcome[], before: Outcome[] | null) {
  // One query may stand twice with other filters ("hsbc", and "hsbc" in Hong Kong).
  const key = (o: Outcome) => `${o.set}\u0000${o.q}\u0000${JSON.stringify(o.params ?? {})}`;
  const was = new Map((before ?? []).map((o) => [key(o), o.right]));
  const line = (label: string, rows: Outcome[]) => {
    const right = rows.filter((o) => o.right).length;
    const prior = before ? rows.filter((o) => was.get(key(o))).length : null;
    return `| ${label} | ${prior === null ? '' : `${pct(prior, rows.length)} | `}${pct(right, rows.length)} |`;
  };
  console.log(`| set / half / class | ${before ? 'before | ' : ''}first result right |`);
  console.log(`| --- | ${before ? '--- | ' : ''}--- |`);
  for (const set of SETS) {
    for (const half of ['dev', 'test']) {
      const rows = outcomes.filter((o) => o.set === set && o.half === half);
      console.log(line(`**${set}, ${half}**`, rows));
      const classes = [...new Set(rows.map((o) => o.class))].sort();
      for (const c of classes)
        console.log(
          line(
            `${set}, ${half}: ${c}`,
            rows.filter((o) => o.class === c),
          ),
        );
    }
  }
  const wrong = outcomes.filter((o) => !o.right && o.half === 'dev');
  console.error(`search:eval: ${outcomes.length} queries, ${outcomes.filter((o) => o.right).length} right`);
  console.error(`search:eval: first wrong answers on the dev halves (tune on these only):`);
  for (const o of wrong.slice(0, 40)) console.error(`  [${o.set}/${o.class}] ${o.q} -> ${o.first ?? '(nothing)'}`);
}

await main();
