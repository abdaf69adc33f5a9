// Links BIN records to our banks on positive evidence only: the same country and the same name
// key (../name-key.ts: legal forms and punctuation dropped, other scripts transliterated, so
// "Сбербанк" meets "Sberbank"). Never on an empty, generic or scheme/product key ("RUPAY
// PLATINUM" is no issuer). When several banks of the country share the key, the link is made
// only if exactly one of them is named so by GLEIF (its LEI's legal name has that key);
// otherwise the record stays unlinked and is counted as ambiguous. The same holds for namesakes
// told apart by a place label ("(Borivli)", ", Pune") the issuer does not give, unless a source
// lists the record's prefix as one's IIN. No fuzzy matching: a wrong
// link sends visitors to another bank's page, a missing one only hides a link.
import {
  coreWords,
  isGenericWord,
  isHoldingName,
  latinWords,
  nameKey,
  nameKeys,
} from '../../../../scripts/import/name-key';
import { isBankName } from '../../../../scripts/import/prominence';
import { stripOfficeDescription } from '../../../../scripts/import/names';
import { schemeFromName, type BinRow } from './row';

export { nameKey as normaliseBankName } from '../../../../scripts/import/name-key';

export interface BankForMatch {
  id: number;
  country: string;
  name: string;
  swifts_count: number;
  /** True when the bank's name is its LEI's legal name (the derivation took it from GLEIF). */
  lei_named?: boolean;
  /**
   * Other names the sources give this institution: the names of its SWIFT rows, its former name
   * (banks.former_name). Linked on only where no bank's own name has the issuer's key.
   */
  aliases?: readonly string[];
  /** Its LEI (banks.lei) and city: tell one institution's duplicate pages from namesakes. */
  lei?: string | null;
  city?: string | null;
  /**
   * Card prefixes a source lists as this bank's own (the IFSC data's NPCI IIN): where namesakes
   * share the issuer's name, the one whose IIN the record's prefix is, is the issuer.
   */
  iins?: readonly string[];
}

export interface LinkResult {
  /** BIN rows linked to a bank. */
  linked: number;
  /** Distinct (country, issuer) pairs that found a bank / did not. */
  issuersMatched: number;
  issuersUnmatched: number;
  /** Rows whose issuer names several banks of the country, none singled out by GLEIF: left unlinked. */
  ambiguous: number;
  /** Rows whose issuer name is empty, generic or a scheme/product name: never linked. */
  weak: number;
  /**
   * Rows whose issuer is named as the record's own card scheme ("AMERICAN EXPRESS" on an Amex
   * range): never linked, and counted apart from the weak names, as records that do name an
   * issuer (American Express issues its own cards in the US, though no source gives its bank).
   */
  scheme: number;
}

export function linkBanks(
  rows: BinRow[],
  banks: readonly BankForMatch[],
  countryWords: ReadonlyMap<string, ReadonlySet<string>> = new Map(),
): LinkResult {
  // One answer per index entry, worked out once: hundreds of thousands of BIN rows share a few
  // thousand issuers (measured: 500k synthetic rows took minutes re-filtering the same lists).
  const resolved = new Map<readonly BankForMatch[], BankForMatch | 'ambiguous' | undefined>();
  const resolve = (list: readonly BankForMatch[] | undefined): BankForMatch | 'ambiguous' | undefined => {
    if (!list) return undefined;
    if (!resolved.has(list)) resolved.set(list, pick(list));
    return resolved.get(list);
  };
  const pick = (list: readonly BankForMatch[]): BankForMatch | 'ambiguous' | undefined => {
    if (list.length === 0) return undefined;
    if (list.length === 1) return list[0];
    const named = list.filter((b) => b.lei_named);
    if (named.length === 1) return named[0];
    // Cards are issued by banks, not by their holding companies: "Bank of America" is the N.A.,
    // not "Bank of America Corporation".
    const operating = list.filter((b) => !isHoldingName(b.name));
    return operating.length === 1 ? operating[0] : (oneInstitution(list) ?? 'ambiguous');
  };
  // Each bank's own name first (its key, then its brand-like variants), then the other names its
  // sources give it: an issuer is linked by the first tier that finds a bank or is ambiguous.
  const ownNames = (bank: BankForMatch) => [bank.name];
  // A SWIFT row's parentheses hold its office or city ("INDUSTRIAL AND COMMERCIAL BANK OF CHINA
  // (NEW YORK)"), never another name of the bank: dropped.
  // A bank's own name joining two with a spaced dash counts here too, read as each part (the
  // newest SWIFT list names EXBSUAUX "JSC THE STATE EXPORT-IMPORT BANK OF UKRAINE - JSC
  // UKREXIMBANK": its issuer "Ukreximbank" is the second part), as it did when an older list's
  // name was the bank's and this one an alias.
  const otherNames = (bank: BankForMatch) => [
    ...(bank.aliases ?? []).map((a) => a.replace(/\s*\([^)]*\)?/g, ' ').trim()).filter(Boolean),
    ...(/\s[-\u2013]\s/.test(bank.name) ? [bank.name] : []),
  ];
  const tiers = [
    { index: keyIndex(banks, ownNames), variants: variantMatcher(banks, countryWords, ownNames, false) },
    { index: keyIndex(banks, otherNames), variants: variantMatcher(banks, countryWords, otherNames, true) },
  ];
  const namesakes = namesakeIndex(banks);
  const issuers = new Map<string, boolean>();
  const result: LinkResult = { linked: 0, issuersMatched: 0, issuersUnmatched: 0, ambiguous: 0, weak: 0, scheme: 0 };
  for (const row of rows) {
    row.bank_id = null;
    if (!row.country || (!row.issuer_name && !row.issuer_name_local)) continue;
    const keys = [row.issuer_name, row.issuer_name_local].flatMap((n) => nameKeys(n));
    if (keys.length === 0) {
      result.weak++;
      continue;
    }
    // An issuer named as the record's own card scheme ("AMERICAN EXPRESS" on an Amex range) says
    // which network, not which bank: outside the US those cards are banks' (Bradesco, Bankpar),
    // and a same-named entity there (American Express Bank, Brasil) issues none.
    if (row.scheme && schemeFromName(row.issuer_name) === row.scheme) {
      result.scheme++;
      continue;
    }
    const found = new Set<BankForMatch>();
    let ambiguous = false;
    for (const tier of tiers) {
      // The key, then the key without its spaces: "vestjyskBANK" is Vestjysk Bank, "SEKERBANK"
      // Şeker Bank (the same words run together or apart).
      for (const form of [(k: string) => k, compact]) {
        if (found.size > 0 || ambiguous) break;
        for (const key of keys) {
          const hit = resolve(tier.index.get(`${row.country}:${form(key)}`));
          if (hit === 'ambiguous') ambiguous = true;
          else if (hit) found.add(hit);
        }
      }
      if (found.size === 0 && !ambiguous) {
        const variant = tier.variants(row.country, row.issuer_name);
        if (variant === 'ambiguous') ambiguous = true;
        else if (variant) found.add(variant);
      }
      if (found.size > 0 || ambiguous) break;
    }
    // The Latin and the local name must not point at two different banks.
    let bank = found.size === 1 ? [...found][0]! : undefined;
    if (bank) {
      // Banks of the country that share the bank's name once the labels that tell namesakes apart
      // are set aside ("Janaseva Sahakari Bank (Borivli)", "Janaseva Sahakari Bank, Pune"): a
      // prefix a source lists as one's own IIN (the IFSC data's) is that one's; else a bank found
      // though the issuer lacks the label that singles it out is only one of them (the country's
      // own name is no such label: "Standard Chartered Bank (Singapore) Limited" in SG).
      const same = namesakes.get(`${bank.country}:${baseKey(bank.name)}`) ?? [];
      const byIin = same.length > 1 ? same.filter((b) => b.iins?.includes(row.iin_start)) : [];
      const issuerWords = new Set([row.issuer_name, row.issuer_name_local].flatMap((n) => (n ? latinWords(n) : [])));
      if (byIin.length === 1) bank = byIin[0];
      else if (
        same.length > 1 &&
        !labelWords(bank.name).every((w) => issuerWords.has(w) || countryWords.get(row.country!)?.has(w))
      ) {
        bank = undefined;
        ambiguous = true;
      }
    }
    if (bank) {
      row.bank_id = bank.id;
      result.linked++;
    } else if (ambiguous || found.size > 1) result.ambiguous++;
    issuers.set(`${row.country}:${row.issuer_name ?? row.issuer_name_local}`, !!bank);
  }
  result.issuersMatched = [...issuers.values()].filter(Boolean).length;
  result.issuersUnmatched = issuers.size - result.issuersMatched;
  return result;
}

/**
 * A name's key with the place labels that tell namesakes apart set aside: a part in parentheses
 * ("Janaseva Sahakari Bank (Borivli)", given at import to one of two namesakes) and a last part
 * after a comma without a banking word ("Janaseva Sahakari Bank, Pune", as the IFSC list names it).
 */
function baseKey(name: string): string | null {
  const bare = name.replace(/\s*\([^)]*\)?/g, ' ').trim();
  const comma = /^(.*),\s*([^,]+)$/.exec(bare);
  return nameKey(comma && !isBankName(comma[2]!) ? comma[1] : bare);
}

/** The words of a name its base key lacks: the label that tells it from its namesakes. */
function labelWords(name: string): string[] {
  const base = new Set(baseKey(name)?.split(' ') ?? []);
  return latinWords(name).filter((w) => !base.has(w));
}

/** Banks by "country:base key": several under one key are namesakes (or one institution's pages). */
function namesakeIndex(banks: readonly BankForMatch[]): Map<string, BankForMatch[]> {
  const index = new Map<string, BankForMatch[]>();
  for (const bank of banks) {
    const key = baseKey(bank.name);
    if (key) index.set(`${bank.country}:${key}`, [...(index.get(`${bank.country}:${key}`) ?? []), bank]);
  }
  return index;
}

/** A key with its words run together, marked so that it never meets a key of one word. */
const compact = (key: string): string => `~${key.replace(/ /g, '')}`;

/**
 * Several banks of one name that are one institution's pages, not namesakes: all of GLEIF's one
 * legal entity (the same LEI: the page with the most SWIFT codes), or only one of them holding
 * an LEI, either in the others' city (Bank of Ireland's BOFI, beside its BIGT code of the same
 * name) or holding more SWIFT codes than each of them (PJSC Bank Uralsib in Moscow, beside
 * regional codes "Public Joint Stock Company Bank Uralsib" in Perm and Tyumen).
 */
function oneInstitution(list: readonly BankForMatch[]): BankForMatch | undefined {
  const leis = new Set(list.map((b) => b.lei ?? null));
  if (leis.size === 1 && !leis.has(null)) {
    return [...list].sort((a, b) => b.swifts_count - a.swifts_count || a.id - b.id)[0];
  }
  const holders = list.filter((b) => b.lei);
  const holder = holders.length === 1 ? holders[0]! : undefined;
  if (!holder) return undefined;
  const cities = new Set(list.map((b) => b.city?.toUpperCase() ?? null));
  const largest = list.every((b) => b === holder || b.swifts_count < holder.swifts_count);
  return (cities.size === 1 && !cities.has(null)) || largest ? holder : undefined;
}

/** Banks by "country:key" of the names given (the key of each name with its office description dropped), and by the key run together. */
function keyIndex(
  banks: readonly BankForMatch[],
  namesOf: (bank: BankForMatch) => readonly string[],
): Map<string, BankForMatch[]> {
  const index = new Map<string, BankForMatch[]>();
  for (const bank of banks) {
    for (const name of namesOf(bank)) {
      for (const key of nameKeys(stripOfficeDescription(name))) {
        for (const k of new Set([`${bank.country}:${key}`, `${bank.country}:${compact(key)}`])) {
          const list = index.get(k) ?? [];
          if (!list.includes(bank)) list.push(bank);
          index.set(k, list);
        }
      }
    }
  }
  return index;
}

/**
 * Issuer names that are a bank's brand or short name rather than its legal name ("Chase",
 * "Wells Fargo", "Nordea", "IDBI"): where no bank has the issuer's key, the issuer's core
 * (coreWords: "Capital One Bank" -> CAPITAL ONE) must appear as whole consecutive words in
 * the name of a bank of the same country, followed by descriptors only: generic words and the
 * country's own name ("JPMorgan CHASE Bank", "HSBC Bank USA", "Banco Santander (Brasil)"), never
 * another distinctive word ("Vakıf Bank" is not VAKIF KATILIM Bankasi, "CIBC" not CIBC MELLON
 * Trust). That bank must be the only such one GLEIF names (its LEI's legal name), or the only
 * such one at all. Only names with a banking word and no holding form are candidates: cards
 * are issued by banks, not by "JPMorgan Chase & Co." or a Nordea fund. A part in parentheses is
 * a variant on both sides ("FUIB (First Ukrainian International Bank)", "... (formerly ...)").
 */
function variantMatcher(
  banks: readonly BankForMatch[],
  countryWords: ReadonlyMap<string, ReadonlySet<string>>,
  namesOf: (bank: BankForMatch) => readonly string[],
  /** Whether a name joining two with a spaced dash is read as each (see nameVariants). */
  dashes: boolean,
): (country: string | null, issuer: string | null) => BankForMatch | 'ambiguous' | undefined {
  const byCountry = new Map<string, { bank: BankForMatch; words: string[]; parent: boolean }[]>();
  const anyCountry = new Set([...countryWords.values()].flatMap((w) => [...w]));
  for (const bank of banks) {
    if (!isBankName(bank.name) || isHoldingName(bank.name)) continue;
    const list = byCountry.get(bank.country) ?? [];
    for (const name of namesOf(bank).flatMap((n) => nameVariants(stripOfficeDescription(n), dashes))) {
      list.push({ bank, words: latinWords(name), parent: false });
      // A foreign bank's branch names its parent after a marker, ending in the parent's home
      // ("Nordea Danmark, filial af Nordea Bank Abp, Finland"): the parent's name is a variant.
      const parent = BRANCH_OF.exec(name)?.[1];
      if (parent) list.push({ bank, words: latinWords(parent), parent: true });
    }
    byCountry.set(bank.country, list);
  }
  const cache = new Map<string, BankForMatch | 'ambiguous' | undefined>();
  const pickFor = (country: string, issuer: string): BankForMatch | 'ambiguous' | undefined => {
    const descriptor = (w: string) =>
      isGenericWord(w) || SPELLED_FORMS.has(w) || (countryWords.get(country)?.has(w) ?? false);
    const found = new Set<BankForMatch>();
    for (const name of nameVariants(issuer, true)) {
      const core = coreWords(name);
      if (!core || core.every(descriptor)) continue;
      // The kind the issuer says it is must be in the bank's name too: "MARINE FEDERAL CREDIT
      // UNION" is not American MARINE BANK, "GUARANTY BANK" not Southwest GUARANTY TRUST Company.
      const kind = latinWords(name).slice(core.length);
      const hits = new Set<BankForMatch>();
      for (const c of byCountry.get(country) ?? []) {
        for (let i = 0; i + core.length <= c.words.length; i++) {
          if (!core.every((w, j) => c.words[i + j] === w)) continue;
          const tail = c.words.slice(i + core.length);
          const fits = tail.every((w) => descriptor(w) || (c.parent && anyCountry.has(w)));
          // Before the core: descriptors only ("Banco BRADESCO", "CB PRIVATBANK"), never a
          // preposition that makes it a place ("National Bank of ARIZONA"); or another name
          // (the parent's: "JPMorgan CHASE Bank") only for a bank GLEIF names and a core that
          // starts with a distinctive word (not "Federal Reserve BANK OF KANSAS CITY",
          // "Schlumberger EMPLOYEES Credit Union").
          const before = c.words.slice(0, i);
          const plain = before.every((w) => descriptor(w) || w.length <= 2) && !before.some((w) => OF.has(w));
          const owned = !plain && c.bank.lei_named === true && !isGenericWord(core[0]!);
          // A name ending in the core is the core itself ("Capital One, N.A."), not a place it
          // ends with ("LaSalle Bank MIDWEST").
          // A core that is a bank's name by itself ("QNB FINANSBANK", GLEIF's QNB Bank A.S.) may end it.
          const kindFits =
            tail.length === 0 ? plain || (owned && isBankName(core.join(' '))) : kind.every((w) => tail.includes(w));
          if (fits && kindFits && (plain || owned)) hits.add(c.bank);
        }
      }
      const named = [...hits].filter((b) => b.lei_named);
      const one = hits.size === 1 ? [...hits][0] : named.length === 1 ? named[0] : oneInstitution([...hits]);
      if (one) found.add(one);
      else if (hits.size > 1) return 'ambiguous';
    }
    return found.size === 1 ? [...found][0] : found.size > 1 ? 'ambiguous' : undefined;
  };
  return (country, issuer) => {
    if (!country || !issuer) return undefined;
    const k = `${country}:${issuer}`;
    if (!cache.has(k)) cache.set(k, pickFor(country, issuer));
    return cache.get(k);
  };
}

/**
 * Words left of legal forms written out ("PUBLIC Joint Stock Company", "Aib, PUBLIC Limited
 * Company"; JSB, JSCB: joint-stock (commercial) bank): descriptors around a bank's name.
 */
const SPELLED_FORMS = new Set(['PUBLIC', 'PRIVATE', 'JSB', 'JSCB']);

/** Words that say a kind of bank, in the languages of the lists: no name by themselves. */
const KIND =
  /^(?:BANK|BANCA|BANCO|BANQUE|BANKA|CREDIT[OA]?|KREDIT|CASSA|CAJA|CAIXA|KASSE|SPARKASSE|RURAL[EI]?|POPOLARE|COOPERATIV[AEO]S?|MUTUA|OP)$/;

/** Words that make what follows a place or an owner's name: "Bank OF Arizona". */
const OF = new Set(['OF', 'DE', 'DEL', 'DI', 'DU', 'DA', 'DO', 'LA', 'VON', 'DER']);

/** "<branch>, filial af / branch of / Zweigniederlassung der <parent>": the parent's name. */
const BRANCH_OF =
  /\b(?:FILIAL AF|FILIAL|BRANCH OF|ZWEIGNIEDERLASSUNG DER|NIEDERLASSUNG DER|SUCURSAL DE|SUCCURSALE DI|SUCCURSALE DE)\s+(.+)$/i;

/**
 * The name, and where it holds a part in parentheses, the part and the name without it. With
 * `dashes`, a name joining two with a spaced dash is also each part that names a bank: a SWIFT row
 * "JSC THE STATE EXPORT-IMPORT BANK OF UKRAINE - JSC UKREXIMBANK", an issuer "HDFC BANK - YSE
 * USD". Not a bank's own name, and not a part that only says a kind of bank ("CASSA RURALE VAL DI
 * SOLE - BANCA DI CREDITO COOPERATIVO") or has no banking word ("COMERICA BANK - ILLINOIS").
 */
function nameVariants(name: string, dashes: boolean): string[] {
  const names = (part: string) => isBankName(part) && latinWords(part).some((w) => !KIND.test(w) && !isGenericWord(w));
  const parts = dashes ? name.split(/\s+[-\u2013]\s+/).filter(names) : [];
  // A part's variants must name a bank too: without its parenthesis "... - Banca di Credito
  // Cooperativo (Boves-Cuneo) - ..." only says a kind of bank, which BCC of Italy's hundreds it is
  // being in the parenthesis.
  return parts.length > 1 || (parts.length === 1 && parts[0] !== name)
    ? [...parenthesisVariants(name), ...parts.flatMap(parenthesisVariants).filter(names)]
    : parenthesisVariants(name);
}

/**
 * The name, the name without its part in parentheses, and the part itself only where it names a
 * bank ("FUIB (First Ukrainian International Bank)"): a label such as the place in "State Bank of
 * India (California)" or "RAIFFEISENBANK AUSTRIA (MOSCOW)" is no name of the institution, and
 * made the first CALIFORNIA BANK AND TRUST's and the second Moscow-City Bank's.
 */
function parenthesisVariants(name: string): string[] {
  const m = /^(.*?)\s*\(([^)]*)\)?\s*(.*)$/.exec(name);
  if (!m) return [name];
  const part = (m[2] ?? '').trim();
  return [name, `${m[1]} ${m[3]}`.trim(), ...(isBankName(part) ? [part] : [])].filter(Boolean);
}
