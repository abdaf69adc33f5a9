#!/usr/bin/env node
// `npm run search:table [-- --out file.json]`: the first three results of every query of
// scripts/search-queries.mjs over the full data (the local D1 that npm start imported), as the
// search page and the autocompletion give them. Prints a Markdown table (docs/search-quality.md)
// and, with --out, the raw figures as JSON (to compare a later run: --before file.json).
import { readFileSync, writeFileSync } from 'node:fs';
import { startSite } from './serve.mjs';
import { SEARCH_QUERIES } from './search-queries.mjs';

const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const out = arg('--out');
const before = arg('--before') ? JSON.parse(readFileSync(arg('--before'), 'utf8')) : null;

const site = await startSite({});
const label = (hit) => {
  const code = hit.code ?? '';
  const name = (hit.name ?? hit.label ?? '').slice(0, 34);
  return [code, name].filter(Boolean).join(' ') + (hit.country ? ` (${hit.country})` : '');
};

const rows = [];
let done = 0;
for (const { q, types, kind } of SEARCH_QUERIES) {
  const qs = new URLSearchParams({ q, ...(types ? { types } : {}) });
  const page = await fetch(`${site.url}/search?${qs}`, { redirect: 'manual' });
  await page.arrayBuffer();
  const api = await fetch(`${site.url}/api/v1/search?${qs}`);
  const body = api.status === 200 ? await api.json() : null;
  const first = [];
  if (body?.exact) first.push(`= ${label(body.exact)}`);
  for (const section of Object.values(body?.sections ?? {}))
    for (const hit of section.items) if (first.length < 3) first.push(label(hit));
  const meant = (body?.did_you_mean ?? []).slice(0, 3).map((h) => `? ${label(h)}`);
  const sug = await fetch(`${site.url}/api/v1/suggest?${new URLSearchParams({ q })}`);
  const suggestions =
    sug.status === 200
      ? (await sug.json()).suggestions
          .slice(0, 3)
          .map((s) => `${s.label}${s.code && s.code !== s.label ? ` ${s.code}` : ''}`)
      : [`HTTP ${sug.status}`];
  const landing = page.status >= 300 && page.status < 400 ? `→ ${page.headers.get('location')}` : `${page.status}`;
  rows.push({
    q,
    types: types ?? null,
    kind,
    landing,
    total: body?.total ?? null,
    results: [...meant, ...first].slice(0, 3),
    suggestions,
  });
  if (++done % 10 === 0) process.stderr.write(`search:table ${done}/${SEARCH_QUERIES.length}\n`);
}
await site.dispose();
if (out) writeFileSync(out, JSON.stringify(rows, null, 2));

const cell = (xs) => (xs.length ? xs.map((x) => String(x).replaceAll('|', '\\|')).join('<br>') : '(nothing)');
const prior = new Map((before ?? []).map((r) => [`${r.q}\u0000${r.types}`, r]));
console.log(
  `| query | kind | ${before ? 'before: page / first three | ' : ''}page | first three results | autocompletion |`,
);
console.log(`| --- | --- | ${before ? '--- | ' : ''}--- | --- | --- |`);
for (const r of rows) {
  const b = prior.get(`${r.q}\u0000${r.types}`);
  const q = `\`${r.q}\`${r.types ? ` types=${r.types}` : ''}`;
  const was = before ? `${b ? `${b.landing}<br>${cell(b.results)}` : '-'} | ` : '';
  console.log(`| ${q} | ${r.kind} | ${was}${r.landing} | ${cell(r.results)} | ${cell(r.suggestions)} |`);
}
process.stderr.write(
  `search:table: ${rows.length} queries, ${rows.filter((r) => r.results.length === 0 && !r.landing.startsWith('→')).length} with nothing\n`,
);
