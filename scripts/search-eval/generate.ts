// `npm run search:eval:generate`: draws the rule-generated half of the search evaluation from
// the local D1 (what `npm start` imported) and writes scripts/search-eval/generated.json.
// Run once and committed: the file is the frozen set. Regenerating it on a later import would
// let the evaluation follow the code it judges, so the script refuses to overwrite the file
// unless it is given --force.
//
// Which banks: the 100 most prominent of the world and the 5 most prominent of each of the 20
// countries whose lists a visitor checks first. Per bank, the queries a person types for it:
// its name without the legal form, lower-cased; the same with one typo; its name and city; each
// of its names in another script (as registers and GLEIF list them) and their Latin
// transliteration; the acronym its name opens with; its name with the words people paste with it
// ("swift code"). Each expects that bank's page (or a code of its
// head office institution) as the first result. The set is split once, at random with a fixed
// seed, into a development half (tune on it) and a test half (report only).
import anyAscii from 'any-ascii';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { mulberry32 } from '../lib/mulberry32';
import {
  ALPHABETIC,
  BRANCH,
  INTENTS,
  LEGAL_OPENING,
  NATIVE_FORM,
  NON_LATIN,
  typedName,
  withTypo,
} from './generate-rules';
import type { BankRow as BankTableRow } from '../../shared/rows/banks';
import { type EvalQuery, SETS_DIR, splitHalves, startLocalSite } from './sets';

const OUT = path.join(SETS_DIR, 'generated.json');
const COUNTRIES = 'US GB DE FR IT ES CH NL JP CN IN RU BR CA AU KR SG TR SE PL'.split(' ');
const SEED = 20261128;

type BankRow = Pick<BankTableRow, 'id' | 'country' | 'slug' | 'name' | 'city' | 'head_office_swift' | 'lei'>;

/** The hand-written set is split the same way, once: queries that have a half keep it. */
function splitHandwritten() {
  const file = path.join(SETS_DIR, 'handwritten.json');
  const set = JSON.parse(readFileSync(file, 'utf8')) as EvalQuery[];
  if (set.every((q) => q.half)) {
    console.error(`search-eval: ${file} is split already`);
    return;
  }
  writeFileSync(file, `${JSON.stringify(splitHalves(set, SEED), null, 1)}\n`);
  console.error(`search-eval: ${set.length} hand-written queries split into halves`);
}

async function main() {
  if (process.argv.includes('--split-handwritten')) return splitHandwritten();
  if (existsSync(OUT) && !process.argv.includes('--force')) {
    console.error(`search-eval: ${OUT} exists and is the frozen set; --force draws a new one`);
    process.exit(2);
  }
  const site = await startLocalSite();
  try {
    const db = await site.mf.getD1Database('DB');
    const cols = 'id, country, slug, name, city, head_office_swift, lei';
    const top = (await db.prepare(`SELECT ${cols} FROM banks ORDER BY popularity DESC LIMIT 100`).all<BankRow>())
      .results;
    const picked = new Map(top.map((b) => [b.id, b]));
    for (const cc of COUNTRIES) {
      const rows = await db
        .prepare(`SELECT ${cols} FROM banks WHERE country = ? ORDER BY popularity DESC LIMIT 5`)
        .bind(cc)
        .all<BankRow>();
      for (const b of rows.results) picked.set(b.id, b);
    }
    console.error(`search-eval: ${picked.size} banks drawn`);
    const rnd = mulberry32(SEED);
    const queries: EvalQuery[] = [];
    const seen = new Set<string>();
    const add = (q: string, variant: string, b: BankRow) => {
      const key = q.trim().toLowerCase();
      if (key.length < 2 || seen.has(key)) return;
      seen.add(key);
      queries.push({
        q: q.trim(),
        class: variant,
        expect: {
          paths: [`/banks/${b.country.toLowerCase()}/${b.slug}`],
          codes: b.head_office_swift ? [b.head_office_swift.slice(0, 8)] : [],
        },
        source: `${b.name} (${b.country})`,
      });
    };
    let done = 0;
    for (const b of picked.values()) {
      // A branch's record is not a query's answer of its own: its head office is.
      if (BRANCH.test(b.name)) continue;
      const plain = typedName(b.name);
      add(plain, 'name', b);
      const typo = withTypo(plain, rnd);
      if (typo) add(typo, 'typo', b);
      if (b.city) add(`${plain} ${b.city.replace(/,.*$/, '').toLowerCase()}`, 'name + city', b);
      // A name in its own script as its register writes it: the LEI's legal name (the search
      // index keeps only folded forms, which nobody types), less its legal form and quotes.
      const legal = b.lei
        ? (
            await db
              .prepare('SELECT legal_name FROM leis WHERE code = ?')
              .bind(b.lei)
              .first<{ legal_name: string | null }>()
          )?.legal_name
        : null;
      if (legal && NON_LATIN.test(legal)) {
        const native = legal
          .replace(NATIVE_FORM, '')
          .replace(NATIVE_FORM, '')
          .replace(/["«»“”„]/g, '')
          .trim();
        // A full legal name of six words or more is read, not typed.
        if (native.split(' ').length <= 5) {
          add(native, 'other script', b);
          // Letters read aloud in Latin (Сбербанк: sberbank); Han and Hangul romanise into
          // syllable strings that nobody types, so only alphabets are transliterated.
          if (ALPHABETIC.test(native)) add(typedName(anyAscii(native)), 'transliterated', b);
        }
      }
      // A short name as people type it: the acronym the legal name itself opens with (HDFC Bank
      // Limited, BNP Paribas). The index's own initials are not used: nobody types "dbndb".
      const opening = /^([A-Z]{2,6})\b/.exec(b.name)?.[1];
      // Only the most prominent bank whose name opens with the acronym is what it means.
      const owner = opening
        ? await db
            .prepare('SELECT id FROM banks WHERE name LIKE ? ORDER BY popularity DESC LIMIT 1')
            .bind(`${opening} %`)
            .first<{ id: number }>()
        : null;
      if (opening && owner?.id === b.id && !LEGAL_OPENING.test(opening) && opening.toLowerCase() !== plain)
        add(opening.toLowerCase(), 'short name', b);
      if (b.head_office_swift) add(`${plain} ${INTENTS[Math.floor(rnd() * INTENTS.length)]}`, 'name + code word', b);
      if (++done % 25 === 0) console.error(`search-eval: ${done}/${picked.size} banks`);
    }
    const set = splitHalves(queries, SEED);
    writeFileSync(OUT, `${JSON.stringify(set, null, 1)}\n`);
    const by = new Map<string, number>();
    for (const q of set) by.set(q.class, (by.get(q.class) ?? 0) + 1);
    console.error(`search-eval: ${set.length} queries (${[...by].map(([k, n]) => `${k} ${n}`).join(', ')}) -> ${OUT}`);
  } finally {
    await site.dispose();
  }
}

await main();
