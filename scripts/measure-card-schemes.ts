// How the card scheme rules (shared/kinds/bin/validator.ts) label the real BIN records that state
// their scheme: bin/bin-list-data-IN.csv (Brand) and bin/binlist-ranges-2017.csv (scheme), from
// DATA_DIR (default ../shared/data). Prints, per stated scheme, how many records get that
// scheme first, another, none, or two schemes at once.
//   node scripts/run-ts.mjs scripts/measure-card-schemes.ts
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { detectCardSchemes } from '../shared/kinds/bin/validator';

const dir = process.env.DATA_DIR ?? path.resolve('../shared/data');
const BRAND: Record<string, string> = {
  'AMERICAN EXPRESS': 'amex',
  'CHINA UNION PAY': 'unionpay',
  'DINERS CLUB INTERNATIONAL': 'diners',
  DISCOVER: 'discover',
  JCB: 'jcb',
  MAESTRO: 'maestro',
  MASTERCARD: 'mastercard',
  RUPAY: 'rupay',
  UATP: 'uatp',
  VISA: 'visa',
};
const records: { bin: string; scheme: string }[] = [];
for (const r of parse(readFileSync(path.join(dir, 'bin/bin-list-data-IN.csv')), { columns: true }) as Record<
  string,
  string
>[]) {
  const scheme = BRAND[r.Brand ?? ''];
  if (scheme && r.BIN) records.push({ bin: r.BIN, scheme });
}
for (const r of parse(readFileSync(path.join(dir, 'bin/binlist-ranges-2017.csv')), { columns: true }) as Record<
  string,
  string
>[]) {
  if (r.scheme && r.iin_start) records.push({ bin: r.iin_start, scheme: r.scheme });
}
const stats = new Map<string, { total: number; right: number; other: number; none: number; two: number }>();
for (const { bin, scheme } of records) {
  const s = stats.get(scheme) ?? { total: 0, right: 0, other: 0, none: 0, two: 0 };
  stats.set(scheme, s);
  const found = detectCardSchemes(bin).map((x) => x.scheme as string);
  s.total++;
  if (found.length === 0) s.none++;
  else if (found[0] === scheme) s.right++;
  else s.other++;
  if (found.length > 1) s.two++;
}
const sum = { total: 0, right: 0, other: 0, none: 0, two: 0 };
console.log(
  '| stated scheme | records | that scheme first | another scheme | no scheme | two schemes |\n| --- | --- | --- | --- | --- | --- |',
);
for (const [scheme, s] of [...stats].sort()) {
  console.log(`| ${scheme} | ${s.total} | ${s.right} | ${s.other} | ${s.none} | ${s.two} |`);
  for (const k of Object.keys(sum) as (keyof typeof sum)[]) sum[k] += s[k];
}
console.log(`| all | ${sum.total} | ${sum.right} | ${sum.other} | ${sum.none} | ${sum.two} |`);
