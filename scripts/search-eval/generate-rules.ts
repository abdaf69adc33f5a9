// The search evaluation generator's rules for what a person types (scripts/search-eval/generate.ts).
// Legal forms and articles a person leaves out when typing a bank's name. Written for this
// generator alone (not the search's own list), so that the evaluation does not share the rule
// it judges.
const LEGAL =
  /[,.]?\s+(aktiengesellschaft|ag|gmbh|s\.?p\.?a\.?|s\.?a\.?|n\.?v\.?|b\.?v\.?|plc|p\.?l\.?c\.?|ltd\.?|limited|inc\.?|incorporated|corp\.?|corporation|co\.?|company|n\.?a\.?|national association|ab(\s*\(publ\))?|asa|a\/s|oyj|pjsc|pao|jsc|ojsc|p\.?j\.?s\.?c\.?|s\.?a\.?e\.?|psc|bhd|berhad|tbk|k\.?k\.?|sca|scrl|s\.?c\.?|eg|e\.?g\.?|genossenschaft|public|\(publ\)|s\.?a\.?u\.?|s\.?l\.?|sarl|lp|llc|group|a\.?s\.?|anoni̇m şi̇rketi̇|anonim şirketi|spółka akcyjna|- spółka akcyjna|\(persero\)|abp|u\.?a\.?|the)$/i;
const ARTICLE = /^(the|la|le|el|il|der|die|das)\s+/i;
/** Words pasted with a name when a person looks for its code. */
export const INTENTS = ['swift code', 'bic code', 'swift', 'bic'];
/** Legal forms written around a name in Cyrillic, Japanese, Korean and Chinese. */
export const NATIVE_FORM =
  /^(публичное акционерное общество|акционерное общество|общество с ограниченной ответственностью|пао|ао|оао|зао|ооо|акб|кб|нко|株式会社|주식회사|\(주\)|주)\s*|\s*(株式会社|股份有限公司|有限责任公司|有限公司|주식회사)$/i;
export const ALPHABETIC = /[\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Armenian}\p{Script=Georgian}]/u;
export const BRANCH = /\b(branch|filiale|sucursal|succursale|niederlassung|zweigniederlassung)\b/i;
/** Legal forms a name may open with: not a short name. */
export const LEGAL_OPENING = /^(PT|JSC|PJSC|OJSC|AO|OAO|LLC|CJSC)$/;
export const NON_LATIN = /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u;

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
