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
import { mulberry32 } from '../audit/links';
import { type EvalQuery, SETS_DIR, splitHalves, startLocalSite } from './sets';

const OUT = path.join(SETS_DIR, 'generated.json');
const COUNTRIES = 'US GB DE FR IT ES CH NL JP CN IN RU BR CA AU KR SG TR SE PL'.split(' ');
const SEED = 20261128;

// Legal forms and articles a person leaves out when typing a bank's name. Written for this
// generator alone (not the search's own list), so that the evaluation does not share the rule
// it judges.
const LEGAL =
  /[,.]?\s+(aktiengesellschaft|ag|gmbh|s\.?p\.?a\.?|s\.?a\.?|n\.?v\.?|b\.?v\.?|plc|p\.?l\.?c\.?|ltd\.?|limited|inc\.?|incorporated|corp\.?|corporation|co\.?|company|n\.?a\.?|national association|ab(\s*\(publ\))?|asa|a\/s|oyj|pjsc|pao|jsc|ojsc|p\.?j\.?s\.?c\.?|s\.?a\.?e\.?|psc|bhd|berhad|tbk|k\.?k\.?|sca|scrl|s\.?c\.?|eg|e\.?g\.?|genossenschaft|public|\(publ\)|s\.?a\.?u\.?|s\.?l\.?|sarl|lp|llc|group|a\.?s\.?|anoni̇m şi̇rketi̇|anonim şirketi|spółka akcyjna|- spółka akcyjna|\(persero\)|abp|u\.?a\.?|the)$/i;
const ARTICLE = /^(the|la|le|el|il|der|die|das)\s+/i;
/** Words pasted with a name when a person looks for its code. */
const INTENTS = ['swift code', 'bic code', 'swift', 'bic'];
/** Legal forms written around a name in Cyrillic, Japanese, Korean and Chinese. */
const NATIVE_FORM =
  /^(публичное акционерное общество|акционерное общество|общество с ограниченной ответственностью|пао|ао|оао|зао|ооо|акб|кб|нко|株式会社|주식회사|\(주\)|주)\s*|\s*(株式会社|股份有限公司|有限责任公司|有限公司|주식회사)$/i;
const ALPHABETIC = /[\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Armenian}\p{Script=Georgian}]/u;
const BRANCH = /\b(branch|filiale|sucursal|succursale|niederlassung|zweigniederlassung)\b/i;
/** Legal forms a name may open with: not a short name. */
const LEGAL_OPENING = /^(PT|JSC|PJSC|OJSC|AO|OAO|LLC|CJSC)$/;
const NON_LATIN = /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u;

/** A name as typed: legal forms and a leading article dropped, lower-cased, spaces folded. */
export function typedName(name: string): string {
  let s = name.replace(/\s+/g, ' ').trim();
  for (let i = 0; i < 4; i++) {
    const next = s.replace(LEGAL, '').replace(/[,\s]+$/, '');
    if (next === s || next.length < 3) break;
    s = next;
  }
  return s.replace(ARTICLE, '').toLowerCase();
}

const KEYBOARD = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
function neighbour(ch: string, rnd: () => number): string {
  for (const row of KEYBOARD) {
    const i = row.indexOf(ch);
    if (i < 0) continue;
    const options = [row[i - 1], row[i + 1]].filter(Boolean) as string[];
    return options[Math.floor(rnd() * options.length)] ?? ch;
  }
  return ch;
}

/** One typo in the longest word of five letters or more: a letter dropped, two swapped, one
 * struck by its neighbour key or doubled; never the first letter (people rarely miss it). */
export function withTypo(q: string, rnd: () => number): string | null {
  const words = q.split(' ');
  let best = -1;
  for (let i = 0; i < words.length; i++)
    if (/^[a-z]{5,}$/.test(words[i] ?? '') && (best < 0 || (words[i]?.length ?? 0) > (words[best]?.length ?? 0)))
      best = i;
  if (best < 0) return null;
  const w = words[best] as string;
  const at = 1 + Math.floor(rnd() * (w.length - 2));
  const kind = Math.floor(rnd() * 4);
  let typo: string;
  if (kind === 0) typo = w.slice(0, at) + w.slice(at + 1);
  else if (kind === 1) typo = w.slice(0, at) + (w[at + 1] ?? '') + w[at] + w.slice(at + 2);
  else if (kind === 2) typo = w.slice(0, at) + neighbour(w[at] as string, rnd) + w.slice(at + 1);
  else typo = w.slice(0, at) + w[at] + w.slice(at);
  if (typo === w) return null;
  words[best] = typo;
  return words.join(' ');
}

interface BankRow {
  id: number;
  country: string;
  slug: string;
  name: string;
  city: string | null;
  head_office_swift: string | null;
  lei: string | null;
}

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
