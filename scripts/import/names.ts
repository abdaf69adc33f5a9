// Bank and city names as people write them. The ISO 9362 lists, the card lists and the Fed's
// directories shout (96.7% of bank names were ALL CAPS) and some carry office descriptions
// ("BANK OF CHINA, BEIJING (HEAD OFFICE)"). These functions are the one place that turns such a
// name into a display name; everything they do is a general rule, tested in tests/unit/import/names.test.ts.
import { iso31661, iso31662 } from 'iso-3166';
import { NAME_PARTICLES } from '../../shared/name-particles';

/**
 * Legal forms and the casing they are written with (ISO 20275 ELF abbreviations as commonly
 * printed). Matched on the word without its dots, so "S.A." and "SA" both stay as written.
 */
const LEGAL_FORMS: Readonly<Record<string, string>> = {
  AG: 'AG',
  SA: 'SA',
  NA: 'NA',
  NV: 'NV',
  BV: 'BV',
  PLC: 'PLC',
  PJSC: 'PJSC',
  JSC: 'JSC',
  OJSC: 'OJSC',
  CJSC: 'CJSC',
  OAO: 'OAO',
  PAO: 'PAO',
  ZAO: 'ZAO',
  AO: 'AO',
  OOO: 'OOO',
  LLC: 'LLC',
  LLP: 'LLP',
  LP: 'LP',
  GMBH: 'GmbH',
  MBH: 'mbH',
  EG: 'eG',
  EGEN: 'eGen',
  KG: 'KG',
  KGAA: 'KGaA',
  SE: 'SE',
  SPA: 'SpA',
  SRL: 'SRL',
  SARL: 'SARL',
  SAS: 'SAS',
  SAL: 'SAL',
  SAU: 'SAU',
  SLU: 'SLU',
  PTY: 'Pty',
  PTE: 'Pte',
  LTDA: 'Ltda',
  LDA: 'Lda',
  EOOD: 'EOOD',
  OOD: 'OOD',
  LTEE: 'Ltée',
  // Fund forms: société d'investissement à capital variable / fixe, EU UCITS funds.
  SICAV: 'SICAV',
  SICAF: 'SICAF',
  UCITS: 'UCITS',
  SCA: 'SCA',
  SC: 'SC',
  SL: 'SL',
  LTD: 'Ltd',
  INC: 'Inc',
  CORP: 'Corp',
  CO: 'Co',
  AB: 'AB',
  ASA: 'ASA',
  AS: 'AS',
  OY: 'Oy',
  OYJ: 'Oyj',
  ABP: 'Abp',
  BHD: 'Bhd',
  TBK: 'Tbk',
  PT: 'PT',
  PSC: 'PSC',
  QSC: 'QSC',
  QPSC: 'QPSC',
  BSC: 'BSC',
  SAOG: 'SAOG',
  SAK: 'SAK',
  SAKP: 'SAKP',
  KSC: 'KSC',
  KSCP: 'KSCP',
  DD: 'DD',
  AD: 'AD',
  EAD: 'EAD',
  DOO: 'DOO',
  ZRT: 'Zrt',
  NYRT: 'Nyrt',
  UAB: 'UAB',
  SIA: 'SIA',
  CVA: 'CVA',
  SCRL: 'SCRL',
  SCPA: 'SCpA',
  SOCPA: 'SocpA',
  FSB: 'FSB',
  SSB: 'SSB',
  // Cyrillic legal forms (Russian civil code) and the usual "commercial bank" abbreviations.
  ООО: 'ООО',
  ПАО: 'ПАО',
  АО: 'АО',
  ЗАО: 'ЗАО',
  ОАО: 'ОАО',
  НКО: 'НКО',
  РНКО: 'РНКО',
  КБ: 'КБ',
  АКБ: 'АКБ',
  ЦБ: 'ЦБ',
  РФ: 'РФ',
  НКЦ: 'НКЦ',
  НРД: 'НРД',
  АБ: 'АБ',
  ИКБ: 'ИКБ',
  МКБ: 'МКБ',
};

/** Words kept lower case inside a name (not as its first word). */
const PARTICLES = new Set([
  ...NAME_PARTICLES,
  'in',
  'on',
  'at',
  'della',
  'dei',
  'degli',
  'delle',
  'für',
  'im',
  'am',
  'an',
  'zu',
  'zum',
  'zur',
  'en',
  'och',
  'og',
  'i',
  'à',
  'au',
  'aux',
  'per',
  // "Gesellschaft mit beschränkter Haftung", the German legal form spelt out.
  'mit',
  'beschränkter',
  'beschraenkter',
]);

const VOWELS = /[AEIOUYÀ-ÖØ-ÝАЕЁИОУЫЭЮЯ]/;
const hasLower = (s: string): boolean => s !== s.toUpperCase();
const hasUpper = (s: string): boolean => s !== s.toLowerCase();
const lettersOf = (s: string): string => s.replace(/[^\p{L}]/gu, '');
/** A token this long or longer may be words run together; each of them has at least MIN_PIECE letters. */
const MIN_GLUED = 16;
const MIN_PIECE = 3;
/** Two words run together are as often one compound or brand (Raiffeisenvolksbank, Transferwise) as a slip. */
const MIN_WORDS = 3;

/** True when the name is written in capitals only (and has letters at all). */
export const isAllCaps = (name: string): boolean => hasUpper(name) && !hasLower(name);

/**
 * Casing learnt from names a source already writes in mixed case (GLEIF's legal names, the
 * Bundesbank register, the ED807 English names): "JPMORGAN" -> "JPMorgan", "HSBC" -> "HSBC",
 * "SPARKASSE" -> "Sparkasse". The most frequent spelling of each word wins.
 */
export class CasingDictionary {
  private readonly counts: Map<string, Map<string, number>>;
  /** Words of the place names in the sources (HONG KONG, TAI PO, RIO DE JANEIRO): read as words, whatever their length. */
  private readonly places: Set<string>;
  private readonly byCountry = new Map<string, CasingDictionary>();

  /**
   * `words`: short words a reader knows (scripts/import/short-words.ts), upper case, in any of
   * the sources' languages; `byLanguage`: the same per language, for forCountry().
   */
  constructor(
    private readonly words: ReadonlySet<string> = new Set(),
    private readonly byLanguage: ReadonlyMap<string, ReadonlySet<string>> = new Map(),
    shared?: CasingDictionary,
  ) {
    this.counts = shared?.counts ?? new Map();
    this.places = shared?.places ?? new Set();
    this.anyLanguage = shared?.anyLanguage ?? words;
  }

  /** The short words of every language: an abbreviation with its dot ("MUT.", "SEZ.") is read by them all. */
  private readonly anyLanguage: ReadonlySet<string>;

  /**
   * The dictionary as a reader of a country's names reads a short word: where the country's
   * likely language (CLDR, through Intl.Locale) has a dictionary, a word of that language or of
   * English, not one of any language ("AJ" is Polish and Spanish, "DLA" Polish: in a British
   * name both are initials). Elsewhere (Japan, Hong Kong, India) every dictionary, as before:
   * their romanised names are no one language's. What the sources' names teach is shared.
   */
  forCountry(country: string | null | undefined): CasingDictionary {
    if (!country) return this;
    const cached = this.byCountry.get(country);
    if (cached) return cached;
    let language: string | undefined;
    try {
      language = new Intl.Locale(`und-${country}`).maximize().language;
    } catch {
      language = undefined; // not a region code CLDR knows
    }
    const own = language ? this.byLanguage.get(language) : undefined;
    const english = this.byLanguage.get('en');
    const view = own && english ? new CasingDictionary(new Set([...own, ...english]), this.byLanguage, this) : this;
    this.byCountry.set(country, view);
    return view;
  }

  /** A place name of the sources, in whatever case: its words are words a local reads, not initials. */
  learnPlace(place: string | null | undefined): void {
    for (const word of place?.split(/[^\p{L}]+/u) ?? []) if (word.length >= 2) this.places.add(word.toUpperCase());
  }

  /**
   * How a short word is written when lookup() has not settled it (seen fewer than twice):
   * capitalised when it names a place of the sources or a spelling dictionary knows it, else as
   * the one mixed-case name that shows it writes it ("FoF"); undefined when nothing reads it.
   */
  readAs(word: string, abbreviated = false): string | undefined {
    const key = word.toUpperCase();
    // A word or place first: one mixed-case name writing it in capitals ("TOP Danmark") is a brand's style.
    if (this.places.has(key) || (abbreviated ? this.anyLanguage : this.words).has(key)) return capitalise(word);
    const [form] = this.counts.get(key)?.keys() ?? [];
    return form;
  }

  learn(name: string | null | undefined): void {
    if (!name || !hasLower(name) || !hasUpper(name)) return;
    for (const word of name.split(/[\s,;()"«»/]+/)) {
      const bare = word.replace(/^[.'-]+|[.'-]+$/g, '');
      if (lettersOf(bare).length < 2) continue;
      const key = bare.toUpperCase();
      const forms = this.counts.get(key) ?? new Map<string, number>();
      forms.set(bare, (forms.get(bare) ?? 0) + 1);
      this.counts.set(key, forms);
    }
  }

  /**
   * A token of words run together ("GOLDMANSACHSASSETMANAGEMENT", as the 2025 ISO 9362
   * institution list prints some names) as those words, in their usual spelling: the fewest
   * words, each of at least MIN_PIECE letters and seen at least twice in mixed-case names, that
   * spell it exactly (on a tie the split whose words were seen most). A token seen as a word of
   * its own, or shorter than MIN_GLUED, is no run ("LANDESBAUSPARKASSE" stays one word).
   */
  segment(token: string): string[] | undefined {
    const upper = token.toUpperCase();
    if ([...upper].length < MIN_GLUED || !/^\p{L}+$/u.test(upper) || this.counts.has(upper)) return undefined;
    // best[i]: the fewest known words spelling upper[0, i), and how often they were seen.
    const best: ({ words: string[]; seen: number } | undefined)[] = [{ words: [], seen: 0 }];
    for (let i = MIN_PIECE; i <= upper.length; i++)
      for (let j = 0; j <= i - MIN_PIECE; j++) {
        const before = best[j];
        const piece = before && this.seen(upper.slice(j, i));
        if (!before || !piece) continue;
        const words = [...before.words, upper.slice(j, i)];
        const seen = before.seen + piece;
        const current = best[i];
        if (
          !current ||
          words.length < current.words.length ||
          (words.length === current.words.length && seen > current.seen)
        )
          best[i] = { words, seen };
      }
    const split = best[upper.length];
    return split && split.words.length >= MIN_WORDS ? split.words.map((w) => this.lookup(w) ?? w) : undefined;
  }

  /** How often a word was seen in mixed-case names (0 below the two a spelling needs). */
  private seen(word: string): number {
    let total = 0;
    for (const count of this.counts.get(word)?.values() ?? []) total += count;
    return total >= 2 ? total : 0;
  }

  /** The usual spelling of a word, when it was seen at least twice in mixed-case names. */
  lookup(word: string): string | undefined {
    const forms = this.counts.get(word.toUpperCase());
    if (!forms) return undefined;
    let best: string | undefined;
    let bestCount = 0;
    let total = 0;
    for (const [form, count] of forms) {
      total += count;
      if (count > bestCount || (count === bestCount && best !== undefined && preferOnTie(form, best))) {
        best = form;
        bestCount = count;
      }
    }
    return total >= 2 ? best : undefined;
  }
}

/**
 * Of two spellings seen equally often, the one in normal case: a mixed-case name writing a word
 * in capitals quotes it ("Banque Chaabi du MAROC" beside "Bank Al-Maghrib, Maroc"); a tie says
 * the capitals are no rule. Otherwise the first in code-point order, so the choice is stable.
 */
function preferOnTie(form: string, best: string): boolean {
  const shouts = (s: string) => !hasLower(s);
  if (shouts(form) !== shouts(best)) return shouts(best);
  return form < best;
}

/**
 * Two consonants that can begin a word in the Latin-script languages of the sources (English,
 * German, Romance, Dutch, Nordic, Slavic, Greek loans) and the romanised Chinese, Korean, Indian
 * and African names in them (Hwa, Hsin, Kwong, Ngan, Dhaka, Bhima, Mpilo). A short word beginning
 * with any other pair is not pronounced as a word: initials (FCE, CBRE, BPCE, PDAX).
 */
const ONSETS = new Set(
  (
    'bl br ch cl cr dr fl fr gl gr kl kr ph pl pr sc sh sk sl sm sn sp st sv sw th tr tw wh wr ' +
    'dv dw gn kn ps pn pf ts tz zw zh sz cz gh kh rh bj dj fj hj kj lj mj nj pj sj tj vj vl vr ' +
    'hv hr hl sr tv kv gv dn mn vn wl gd ks km zd zb zg ws wz sf ' +
    'hw hs ng kw dh bh mp dl ms lv pz zl ll nv dz tc'
  ).split(' '),
);
/** Two consonants that can end a word; a three-letter word vowel-consonant-consonant ending otherwise is initials (IFM, UCB, ETF, OTC). */
const CODAS = new Set(
  (
    'll ss ff nd nt ng nk st sk sp ld lt lf lk lm lp rk rt rd rn rm rs rl rb rg rp rf rc rv rz ct pt ft ' +
    'mp mb ns ms ts ks ps ck ch sh th gh nc ls nn mm rr tt pp cc gg bb dd zz xt nx lz lv lb ln'
  ).split(' '),
);
const LATIN_VOWEL = /[aeiouy]/;

/** A short word of Latin letters that cannot be read as a word: initials the source wrote in capitals. */
function unpronounceable(word: string): boolean {
  const w = word.toLowerCase();
  if (!/^[a-z]{2,5}$/.test(w)) return false;
  const [a = '', b = '', c = ''] = w;
  if (!LATIN_VOWEL.test(a) && !LATIN_VOWEL.test(b)) return !ONSETS.has(a + b);
  return w.length === 3 && /[aeiou]/.test(a) && !LATIN_VOWEL.test(b) && !LATIN_VOWEL.test(c) && !CODAS.has(b + c);
}

/**
 * Consonant pairs that begin a syllable in the romanisations of Chinese (pinyin ZH CH SH, Wade-
 * Giles and Taiwan's HS TS TZ, Hong Kong's KW NG), Korean (HW, CH) and Vietnamese (KH NH PH TH
 * TR GI QU): not every pair that begins a European word ("DLA" is initials, not a syllable).
 */
const ROMANISED_ONSETS = new Set('zh ch sh hs ts tz kw gw hw ng kh nh ph th tr gi qu'.split(' '));

/**
 * The shape of a romanised Chinese, Korean or Vietnamese syllable, which no word list holds:
 * a consonant and two vowels (XIU, SOO, KIU, YAO, ZAI) or a romanisation's consonant pair and
 * a vowel (HWA, KWA, CHI). Initials seldom end so (NEC, UOB, BOC, IFF end in a consonant).
 */
function syllable(word: string): boolean {
  const w = word.toLowerCase();
  const [a = '', b = '', c = ''] = w;
  return (
    w.length === 3 && !/[aeiou]/.test(a) && /[aeiou]/.test(c) && (/[aeiou]/.test(b) || ROMANISED_ONSETS.has(a + b))
  );
}

function capitalise(word: string): string {
  // Hyphenated and apostrophe parts each get a capital ("ALFA-BANK" -> "Alfa-Bank"), but not
  // an English possessive ("PEOPLE'S" -> "People's").
  return word
    .toLowerCase()
    .replace(/(^|[-/])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase())
    .replace(
      /(^|[\s-])(d|l|o|dell|dall|nell|sull|all|sant)'(\p{L})/giu,
      (_, sp: string, p: string, ch: string) => `${sp}${p.charAt(0).toUpperCase()}${p.slice(1)}'${ch.toUpperCase()}`,
    );
}

/** An elided article or preposition inside a name is lower case like the particles: "Banca d'Italia", "Banque de l'Europe". */
const ELIDED = /^(D|L|Dell|Dall|Nell|Sull|All)'(?=\p{Lu})/u;
/** ... and inside a hyphenated place or name, whatever its position: "Villeneuve-d'Ascq". */
const ELIDED_AFTER_HYPHEN = /(?<=-)(D|L|Dell|Dall|Nell|Sull|All)'(?=\p{Lu})/gu;

function caseWord(token: string, first: boolean, dictionary?: CasingDictionary, own?: OwnNames): string {
  // Keep surrounding punctuation: "(UK)", "N.A.,", "\"АЛТАЙКАПИТАЛБАНК\"".
  const match = token.match(/^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/u);
  const [, lead = '', core = '', tail = ''] = match ?? [];
  if (!core) return token;
  const bare = core.replace(/\./g, '').toUpperCase();
  const form = LEGAL_FORMS[bare];
  // A name never starts in lower case: "MBH BANK" is MBH Bank, not the German form mbH.
  if (form)
    return (
      lead +
      (first && !hasUpper(form.charAt(0)) ? core.toUpperCase() : core.includes('.') ? dotted(core, form) : form) +
      tail
    );
  // Initials ("J.P.", "S.P.A." not known above): upper case as written.
  if (/^(\p{L}\.)+\p{L}?\.?$/u.test(core)) return lead + core.toUpperCase() + tail;
  // A legal form in two languages, Belgium's "SA/NV" and "NV/SA": each half a legal form.
  const halves = core.split('/');
  if (halves.length > 1 && halves.every((h) => LEGAL_FORMS[h.replace(/\./g, '').toUpperCase()]))
    return lead + halves.map((h) => caseWord(h, false, dictionary, own)).join('/') + tail;
  // Words run together by the source, split where mixed-case names spell each of them.
  const run = dictionary?.segment(core);
  if (run) return lead + run.join(' ') + tail;
  const learnt = dictionary?.lookup(core);
  // Initials the bank's own names spell out (SABIC, SIBS, IRCEM), unless names written properly
  // use the letters as a word ("Bank", "Coop", "fuer"): a chance spelling, not a definition.
  if (!(learnt && hasLower(learnt)) && own?.initials(core)) return lead + core.toUpperCase() + tail;
  const lower = core.toLowerCase();
  if (!first && PARTICLES.has(lower)) return lead + lower + tail;
  // A word written in lower case inside names ("società cooperativa") still starts a name with a
  // capital: "Cooperativa de Ahorro y Credito ...". A brand spelt so ("mBank") keeps its casing.
  if (learnt) return lead + (first && learnt === learnt.toLowerCase() ? capitalise(learnt) : learnt) + tail;
  const letters = lettersOf(core);
  // No vowel at all: an acronym (HSBC, BNP, KBC, DZ, ЦБ); so is a word with digits (BGL2), and a
  // short word no language would read as one (FCE, CBRE, IFM).
  if (letters.length >= 2 && !VOWELS.test(letters.toUpperCase())) return lead + core.toUpperCase() + tail;
  if (unpronounceable(core)) return lead + core.toUpperCase() + tail;
  // A short word that no mixed-case name of the sources writes and that names no place of them
  // is initials, pronounceable or not (NEC, IFF, CIT, SOC, YSN): a word a reader would know
  // (Rio, Lee, Tai, Hua, Sun) turns up in GLEIF's and the registers' names or as a city.
  if (dictionary && /^[A-Z]{2,3}$/.test(core) && !syllable(core) && !PARTICLES.has(lower)) {
    const seen = dictionary.readAs(core, tail.startsWith('.'));
    return lead + (seen === undefined ? core : seen === seen.toLowerCase() ? capitalise(seen) : seen) + tail;
  }
  // Initials run into the word after them: "E.SUN" is E.Sun, "J.P.MORGAN" J.P.Morgan,
  // "S.COOP." S.Coop. Not an abbreviation with a doubled first letter ("F.LLI", fratelli).
  const initialled = /^((?:\p{L}\.)+)(\p{L}{2,})(\.?)$/u.exec(core);
  if (initialled && !/^(\p{L})\1/iu.test(initialled[2] ?? '')) {
    const [, initials = '', rest = '', dot = ''] = initialled;
    const learntRest = dictionary?.lookup(rest);
    const word = learntRest && learntRest !== learntRest.toLowerCase() ? learntRest : capitalise(rest);
    return lead + initials.toUpperCase() + word + dot + tail;
  }
  // Words the source ran together around dots ("CO.LTD", "TEOL.CAUT.MUT.NEGOC.", "REG.GEN.M.B.H."):
  // each abbreviation cased as a word of its own, the dots kept where the source put them. A
  // web address keeps its domain in lower case ("NOON.COM", "CRED.IT").
  if (/^[\p{L}.]+$/u.test(core) && /\p{L}{2}\.\p{L}{2}/u.test(core)) {
    const dot = tail.startsWith('.') ? '.' : '';
    return lead + dottedWords(core + dot, first, dictionary, own) + tail.slice(dot.length);
  }
  // The Dutch elided article of a place name stays lower case: "'s-Gravenhage", "'t Zandt".
  if (lead.endsWith("'") && /^[ST](-|$)/.test(core)) {
    const rest = caseWord(core, true, dictionary, own);
    return lead + rest.charAt(0).toLowerCase() + rest.slice(1) + tail;
  }
  // Words joined by hyphens are words: each cased as one ("SPA-LONDON" is SpA-London, "ASATSU-DK"
  // Asatsu-DK, "VOLKS-UND" Volks-und). The first starts the compound ("Al-Khaimah"); a later one
  // is in lower case only as a particle ("Ile-de-France"), not as a word the casing dictionary
  // saw in lower case ("BFV-Société Générale").
  if (/^\p{L}[\p{L}.]*(-\p{L}[\p{L}.]*)+$/u.test(core))
    return (
      lead +
      core
        .split('-')
        .map((part, i) => {
          const cased = caseWord(part, i === 0, dictionary, own);
          return i > 0 && cased === cased.toLowerCase() && !PARTICLES.has(cased) ? capitalise(part) : cased;
        })
        .join('-') +
      tail
    );
  const word = capitalise(core).replace(ELIDED_AFTER_HYPHEN, (p) => p.toLowerCase());
  return lead + (first ? word : word.replace(ELIDED, (p) => p.toLowerCase())) + tail;
}

/** The top-level domains a name written as a web address ends with: generic ones and the ISO 3166 country codes. */
const DOMAINS: ReadonlySet<string> = new Set([
  'COM',
  'NET',
  'ORG',
  'INFO',
  'BIZ',
  'IO',
  'EU',
  ...iso31661.map((c) => c.alpha2),
]);

function dottedWords(core: string, first: boolean, dictionary?: CasingDictionary, own?: OwnNames): string {
  // Single letters between dots stay together as initials ("M.B.H." is the form m.b.H.).
  const parts = core.match(/(?:\p{L}\.)+\p{L}(?!\p{L})\.?|\p{L}+\.?/gu) ?? [core];
  return parts
    .map((part, i) => {
      const bare = part.replace(/\.$/, '');
      const last = i === parts.length - 1 && i > 0 && !part.endsWith('.');
      if (last && !LEGAL_FORMS[bare.toUpperCase()] && DOMAINS.has(bare)) return part.toLowerCase();
      return caseWord(part, first && i === 0, dictionary, own);
    })
    .join('');
}

/** "S.P.A." with the form "SpA" -> "S.p.A.": the dotted spelling takes the form's casing letter by letter. */
function dotted(core: string, form: string): string {
  let i = 0;
  return core.replace(/\p{L}/gu, (ch) => {
    const f = form[i++];
    return f && f.toUpperCase() === ch.toUpperCase() ? f : ch;
  });
}

/**
 * A name in normal case. Names that already have lower-case letters are the source's own casing
 * and are kept. Otherwise every word is capitalised except legal forms (kept in their usual
 * casing: AG, S.A., N.A., PLC, GmbH, eG, SpA, Ltd, LLC, ...), acronyms (no vowel, initials, or
 * spelled so in the casing dictionary) and particles (of, and, de, und, ...).
 */
export function displayCase(name: string, dictionary?: CasingDictionary, own?: OwnNames): string {
  if (!isAllCaps(name)) return name;
  // The directories' inverted article ("SIAM COMMERCIAL BANK PCL,THE", "WEIR GROUP PLC (THE)")
  // goes back in front, where the institution's name has it: "The Siam Commercial Bank PCL".
  const inverted = /^(.*?\p{L}.*?)\s*(?:,\s*THE|\(THE\))\.?$/u.exec(name);
  if (inverted) return displayCase(`THE ${inverted[1]}`, dictionary, own);
  // Commas separate words too ("ALBUQUERQUE,NM"); a word after a comma or an opening
  // parenthesis starts a phrase ("Banco Santander, S.A."). A parenthesis the source ran
  // into the words around it ("BANK OF CHINA(DUBAI BRANCH)", "AG(FORMER ...") stands apart.
  const spaced = rejoin(name.replace(/(?<=[\p{L}\p{N}.])\(/gu, ' (').replace(/\)(?=[\p{L}\p{N}])/gu, ') '), dictionary);
  const tokens = spaced.split(/([\s,]+)/);
  const cased = tokens
    .map((token, i) =>
      i % 2 === 1 || token === ''
        ? token
        : caseWord(token, i === 0 || /,/.test(tokens[i - 1] ?? '') || /\($/.test(tokens[i - 2] ?? ''), dictionary, own),
    )
    .join('');
  // South Africa's state-owned company (Companies Act 2008, s. 11: "SOC Ltd"), a legal form
  // only before Ltd or Limited: elsewhere "Soc." abbreviates società or société.
  return cased.replace(/\bSoc (?=(Ltd|Limited)\b)/g, 'SOC ');
}

/**
 * A word the source broke with a space, where it wrapped a line ("SOCIETA' COOPERAT IVA",
 * "AUSTRA LIA", "LIMI TED", GLEIF's and the directories' fixed-width fields): two neighbours,
 * neither of them a word of the mixed-case names, that together spell one, are that word.
 * Two known words stay apart, whatever they spell together ("AIR LINES", "WORLD WIDE").
 */
function rejoin(name: string, dictionary?: CasingDictionary): string {
  if (!dictionary) return name;
  const parts = name.split(/( )/);
  const isPiece = (s: string | undefined): s is string => !!s && /^\p{L}{2,}$/u.test(s) && !dictionary.lookup(s);
  for (let i = 0; i + 2 < parts.length; i += 2) {
    const [a, b] = [parts[i], parts[i + 2]];
    if (isPiece(a) && isPiece(b) && dictionary.lookup(a + b)) parts.splice(i, 3, a + b);
  }
  return parts.join('');
}

/**
 * The phrases a bank's own names spell out, where its initials are defined ("Saudi Basic
 * Industries Corporation (SABIC)"; SIBS, Sociedade Interbancária de Serviços, in its 2019 SWIFT
 * name). Built per bank from its names: its SWIFT rows, its LEI's legal name, its register names.
 */
export class OwnNames {
  private readonly phrases: string[][] = [];
  /** Each name's words as the source wrote them, and each word's letters (accents folded, "&" read AND). */
  private readonly spellings: { words: string[]; keys: string[] }[] = [];

  constructor(names: Iterable<string>) {
    for (const name of names) {
      const words = phraseWords(name);
      if (words.length >= 2) this.phrases.push(words);
      const written = name.split(/\s+/).filter(Boolean);
      this.spellings.push({ words: written, keys: written.map(letterKey) });
    }
  }

  /**
   * A word the source ran together, as another of the bank's names writes it in words: the
   * 2025 list's "SCULPTORCAPITALMANAGEMENTEUROPE LIMITED" is GLEIF's "SCULPTOR CAPITAL
   * MANAGEMENT EUROPE LIMITED", "ROTHSCHILD ANDCO" its "ROTHSCHILD & CO". The words are those of
   * a name (other than `name`, the one shown) whose consecutive words, letters only, spell the
   * token letter for letter, each of three letters or more or a particle. Three words at least,
   * or two joined by a conjunction or "&" ("CAMBIOE VALORES", "ANDCO"): two words are as often
   * a brand one source spaces (Odeabank, "ODEA BANK"; LaSalle, "LA SALLE"). None when another
   * name writes the token as one word, and none for a token with an apostrophe ("D'ITALIA").
   */
  respaced(token: string, name: string): string[] | undefined {
    const key = letterKey(token);
    if (key.length < 5 || !/^\p{L}+$/u.test(token)) return undefined;
    let found: string[] | undefined;
    for (const { words, keys } of this.spellings) {
      if (words.join(' ') === name) continue;
      if (keys.includes(key)) return undefined;
      for (let i = 0; i < keys.length && !found; i++) {
        let spelt = '';
        for (let j = i; j < keys.length && spelt.length < key.length; j++) {
          const word = words[j]!;
          // Words of letters only (an apostrophe, "&", a comma after the last): no parenthesis or dot moves in.
          const bare = word.replace(/[,;:]+$/, '');
          if (!/^[\p{L}'&]+$/u.test(bare) || (bare !== word && spelt.length + keys[j]!.length < key.length)) break;
          spelt += keys[j];
          if (!key.startsWith(spelt)) break;
          if (spelt !== key || j === i) continue;
          // The last word's trailing mark is the token's own to give ("SOCIETA'" once).
          const run = words.slice(i, j + 1).map((w, k) => (k === j - i ? w.replace(/[,;:']+$/, '') : w).toUpperCase());
          const pieces = run.every(
            (w) => letterKey(w).length >= 3 || SKIPPABLE.has(w) || JOINING.has(w) || !!LEGAL_FORMS[w],
          );
          if (pieces && (run.length >= 3 || run.some((w) => JOINING.has(w)))) found = run;
        }
      }
    }
    return found;
  }

  /** True when a phrase of the bank's names spells the word out as its initials. */
  initials(word: string): boolean {
    const key = word.toUpperCase();
    if (!/^\p{L}{2,8}$/u.test(key) || PARTICLES.has(key.toLowerCase())) return false;
    return this.phrases.some((words) => definedIn(key, words));
  }
}

/**
 * A word's or a name's letters in capitals, accents folded, "&" read as AND: what a run-together
 * spelling of it holds ("ROTHSCHILD ANDCO" spells "ROTHSCHILD & CO").
 */
export function letterKey(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/&/g, 'AND')
    .replace(/[^\p{L}]/gu, '')
    .toUpperCase();
}

/** A name's words in capitals, letters only (accents folded: "Interbancária" spells IB), for matching initials. */
function phraseWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .split(/[^\p{L}&]+/u)
    .filter((w) => w.length > 0);
}

/** Conjunctions that join two words of a name: "CAMBIO E VALORES", "ROTHSCHILD & CO". */
const JOINING = new Set(['&', 'AND', 'E', 'Y', 'ET', 'UND', 'EN', 'OG', 'OCH']);

/** Words a definition may skip: "Société Générale de Banques", "Export Credit Insurance Corporation of Singapore". */
const SKIPPABLE = new Set([
  '&',
  ...NAME_PARTICLES.map((p) => p.toUpperCase()),
  'AND',
  'OF',
  'THE',
  'EN',
  'ET',
  'UND',
  'FOR',
  'FUR',
  'Y',
  'E',
  'DES',
  'DU',
  'DA',
  'DO',
  'DI',
  'DE',
  'LA',
  'LE',
  'L',
  'D',
]);

/**
 * Schwartz & Hearst (2003) abbreviation definitions, held strictly: the letters of `short` are,
 * in order, the first letters of consecutive words of the phrase (particles and single letters
 * may be skipped), each word's first letter followed by at most one later letter of it ("SAudi
 * Basic Industries Corporation", "Sociedade InterBancária de Serviços"). At least two words, and
 * at least half as many words as letters: a surname or brand (Hauck, Metzler, Warburg) is not
 * the chance spelling of a few long words. Words of three letters or fewer take single initials
 * only; a single letter ("S.A.") spells nothing ("CAmbio S.A." is no CASA).
 */
function definedIn(short: string, words: readonly string[]): boolean {
  const minWords = Math.max(2, Math.ceil(short.length / 2));
  const maxChunk = short.length <= 3 ? 1 : 2;
  const match = (ci: number, wi: number, used: number): boolean => {
    if (ci === short.length) return used >= minWords;
    const word = words[wi];
    if (word === undefined) return false;
    if ((SKIPPABLE.has(word) || word.length === 1) && match(ci, wi + 1, used)) return true;
    if (word === short || word.length === 1 || word[0] !== short[ci]) return false;
    // The chunk: the word's first letter, then later letters of the word, in order.
    let at = 1;
    for (let end = ci + 1; end <= Math.min(short.length, ci + maxChunk); end++) {
      if (end > ci + 1) {
        const found = word.indexOf(short[end - 1]!, at);
        if (found < 0) break;
        at = found + 1;
      }
      if (match(end, wi + 1, used + 1)) return true;
    }
    return false;
  };
  for (let start = 0; start < words.length; start++)
    if (words[start]![0] === short[0] && match(0, start, 0)) return true;
  return false;
}

/** Per country and word, how often each word follows it in the bank names of the sources: "TR MENKUL" -> DEGERLER 68. */
export type WordsAfter = ReadonlyMap<string, ReadonlyMap<string, number>>;

export function wordsAfter(names: Iterable<readonly [country: string, name: string]>): WordsAfter {
  const out = new Map<string, Map<string, number>>();
  for (const [country, name] of names) {
    const words = name.toUpperCase().split(/\s+/);
    for (let i = 1; i < words.length; i++) {
      const key = `${country} ${words[i - 1]}`;
      const next = out.get(key) ?? new Map<string, number>();
      next.set(words[i]!, (next.get(words[i]!) ?? 0) + 1);
      out.set(key, next);
    }
  }
  return out;
}

/**
 * A letter the source lost as a space: the 2019 SWIFT file wrote the Turkish Ğ so, and "MENKUL
 * DEĞERLER" came out as "MENKUL DE ERLER". Where most names of the country write the word
 * after the same word joined, with one letter between the two pieces ("MENKUL DEGERLER", 68
 * names against 18), the pieces are that word as those names spell it. The letter is the one the
 * other names show, never a guess: without such names the words stay as the source has them.
 */
export function restoreLostLetter(name: string, country: string, after: WordsAfter): string {
  const words = name.split(' ');
  for (let i = 1; i + 1 < words.length; i++) {
    const [a = '', b = ''] = [words[i], words[i + 1]];
    if (!/^\p{L}+$/u.test(a) || !/^\p{L}+$/u.test(b)) continue;
    const next = after.get(`${country} ${words[i - 1]!.toUpperCase()}`);
    if (!next) continue;
    const [A, B] = [a.toUpperCase(), b.toUpperCase()];
    let best: [string, number] | undefined;
    for (const [word, count] of next) {
      const fits =
        [...word].length === [...A].length + [...B].length + 1 &&
        word.startsWith(A) &&
        word.endsWith(B) &&
        /^\p{L}+$/u.test(word);
      if (fits && count >= MIN_JOINED && count > (next.get(A) ?? 0) && (!best || count > best[1])) best = [word, count];
    }
    if (best) words.splice(i, 2, best[0]);
  }
  return words.join(' ');
}
/** Names that must write the joined word before it is taken for two pieces. */
const MIN_JOINED = 3;

/**
 * Drops what describes an office rather than names the institution: "HEAD OFFICE" segments and
 * their abbreviation "H.O.",
 * "(IBU)" / "IFSC BANKING UNIT" (India's International Financial Services Centre units), a care-of
 * line ("C/O ..."), and a
 * trailing ", CITY" when it is the bank's own head-office city. A foreign bank's "X BRANCH" is
 * kept: in that country the branch is the institution.
 */
export function stripOfficeDescription(name: string, city?: string | null): string {
  let out = name
    .replace(/\s*\([^()]*\bHEAD\s*OFFICE\b[^()]*\)\s*$/i, '')
    .replace(/[\s,\-–]*\bHEAD\s*OFFICE\b.*$/i, '')
    // "H.O.", the directories' abbreviation of head office ("CHINA MERCHANTS BANK H.O.").
    .replace(/[\s,\-–]*\(?\bH\.\s?O\.\)?\s*$/i, '')
    .replace(/\s*\(IBU\)\s*$/i, '')
    .replace(/[\s,\-–]*\bIFSC BANKING UNIT\b.*$/i, '')
    // A care-of line names who receives the post for the institution, not the institution:
    // "NORDEA INVEST SPECIAL C/O INVESTERINGSFORENINGEN".
    .replace(/[\s,\-–]*\bC\/O\b.*$/i, '')
    // ... and so does an attention line, naming a person or a department of the institution:
    // "HARGREAVES LANSDOWN STOCKBROKERS LTD ATTN DARRYL TEMPLAR".
    .replace(/[\s,\-–]*\bATTN\b.*$/i, '')
    .trim();
  if (city) {
    const escaped = city.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (escaped) out = out.replace(new RegExp(`\\s*,\\s*${escaped}\\s*$`, 'i'), '');
  }
  out = out.replace(/[\s,\-–]+$/, '').trim();
  return out.length >= 2 ? out : name;
}

/**
 * Words that designate a branch in the directories' languages (English, German, the Nordic
 * languages, French, Spanish, Italian, Dutch, Czech, Slovak, Finnish, Polish).
 */
const BRANCH_WORDS = [
  'BRANCH',
  'ZWEIGNIEDERLASSUNG',
  'NIEDERLASSUNG',
  'FILIAL',
  'FILIALE',
  'FILIAAL',
  'SUCCURSALE',
  'SUCURSAL',
  'ORGANIZACNI',
  'POBOCKA',
  'SIVULIIKE',
  'ODDZIAL',
];
/** Prepositions and conjunctions no name ends with: a name that does was cut after them. */
const DANGLING = new Set(
  'OF AF TILL DE DER DES DI DU VON VAN UND AND ET POUR PER DEL DELLA DEI DEGLI DELLE DA DO ZU ZUR ZUM'.split(' '),
);

/**
 * A branch designation the source cut to its length: the last phrase after a comma is a branch
 * word cut short ("EBURY PARTNERS BELGIUM NV/SA, ZWEIG", Zweigniederlassung) or a branch word
 * with the preposition before its parent's name and no name ("UNIFIEDPOST PAYMENTS, FILIAL AF",
 * Danish "branch of"): the phrase names no more than the words before it, and is dropped.
 * Otherwise a preposition or conjunction the name ends with is dropped with the cut ("... DE").
 */
function dropCutTail(name: string): string {
  const phrase = /^(.*\p{L}.*?)\s*,\s*(\p{L}+)(?:\s+(\p{L}+))?$/u.exec(name);
  if (phrase) {
    const [, before = '', word = '', after] = phrase;
    const key = word.toUpperCase();
    const cut = after === undefined && key.length >= 4 && BRANCH_WORDS.some((b) => b !== key && b.startsWith(key));
    const headless = after !== undefined && BRANCH_WORDS.includes(key) && DANGLING.has(after.toUpperCase());
    if ((cut && !BRANCH_WORDS.includes(key)) || headless) return before;
  }
  // A lone particle after a comma is an inverted article ("BARY SECURITIES N.V., DE"), not a cut.
  const last = /^(.*\p{L}.*?[^,\s])\s+(\p{L}+)$/u.exec(name);
  return last && DANGLING.has(last[2]!.toUpperCase()) ? last[1]! : name;
}

/**
 * What a source's cut or slip leaves hanging at the end: a lone dot after a space ("BANCO BCT
 * SOCIEDAD ANONIMA .") is dropped, so is a cut branch designation or a preposition the name
 * ends with (dropCutTail), a parenthesis the source cut before its end ("AXIS BANK
 * LIMITED (FORMERLY UTI BANK", as the 2025 list prints it) is closed.
 */
export function closeName(name: string): string {
  const out = dropCutTail(name.replace(/\s+\.$/, ''));
  const open = (out.match(/\(/g) ?? []).length - (out.match(/\)/g) ?? []).length;
  return open > 0 ? out + ')'.repeat(open) : out;
}

/**
 * Legal forms of a country whose abbreviation is also a word or a name elsewhere (ISO 20275 ELF
 * abbreviations): Monaco's société anonyme monégasque is SAM, not the name Sam. In capitals only
 * as the last word of a name of that country, where a legal form stands.
 */
const COUNTRY_FORMS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries({
    MC: 'SAM',
    FR: 'SCOP SCI SCP EURL SASU',
    BE: 'VZW ASBL BVBA CVBA SPRL SCRL',
    LU: 'SENC SECS',
    CZ: 'SRO',
    SK: 'SRO',
    DK: 'AMBA FMBA SMBA IVS',
    NO: 'ANS NUF',
    GR: 'AE EPE IKE',
    IT: 'SCARL SRLS SAPA',
    KZ: 'TOO',
    UA: 'TOV',
    US: 'PLLC LLLP',
  }).map(([country, forms]) => [country, new Set(forms.split(' '))]),
);

/** The last word of a cased name in capitals where it is a legal form of the bank's country (COUNTRY_FORMS). */
function countryForm(name: string, country: string): string {
  const forms = COUNTRY_FORMS.get(country.toUpperCase());
  return forms
    ? name.replace(/(?<=\s)(\p{L}+)(?=\.?$)/u, (w) => (forms.has(w.toUpperCase()) ? w.toUpperCase() : w))
    : name;
}

/**
 * A bank's display name from a source name: office description dropped, loose ends closed, then
 * normal case; a name the source wrote in capitals keeps its country's legal form in capitals.
 */
export function displayBankName(
  name: string,
  city?: string | null,
  dictionary?: CasingDictionary,
  own?: OwnNames,
  country?: string | null,
): string {
  const spaced = own && isAllCaps(name) ? respace(name, own, dictionary) : name;
  const shown = displayCase(closeName(stripOfficeDescription(spaced, city)), dictionary, own);
  return country && isAllCaps(name) ? countryForm(shown, country) : shown;
}

/**
 * Each word of a name the source ran together (OwnNames.respaced) in the words another name of
 * the bank writes it with; not a word names written properly use as one ("RAIFFEISENBANK").
 */
function respace(name: string, own: OwnNames, dictionary?: CasingDictionary): string {
  return name.replace(/\S+/g, (token) => {
    const [, lead = '', core = '', tail = ''] = /^([^\p{L}&]*)(.*?)([^\p{L}]*)$/u.exec(token) ?? [];
    if (!core || dictionary?.lookup(core)) return token;
    const words = own.respaced(core, name);
    return words ? lead + words.join(' ') + tail : token;
  });
}

/** Per country, the ISO 3166-2 subdivision codes without their country prefix (US-PA -> PA). */
const SUBDIVISIONS: ReadonlyMap<string, ReadonlySet<string>> = (() => {
  const out = new Map<string, Set<string>>();
  for (const { code } of iso31662)
    out.set(code.slice(0, 2), (out.get(code.slice(0, 2)) ?? new Set()).add(code.slice(3)));
  return out;
})();

/**
 * A city in normal case ("NEW YORK" -> "New York", "FRANKFURT AM MAIN" -> "Frankfurt am Main").
 * A place field that ends in a subdivision code of its country (ISO 3166-2: US states, Canadian
 * provinces, Swiss cantons, ...) keeps the code in capitals: "PITTSBURGH, PA" -> "Pittsburgh,
 * PA", "TORONTO, ON", "BUCHS SG". After a comma the code may have two or three letters; after a
 * space only two, and never a particle ("DI AN"): a last word of three letters is more often part
 * of the name ("ZELL AM SEE"). An inverted article is no code of its country ("CHAUX-DE-FONDS, LA"
 * in CH stays "La"; "NEW ORLEANS, LA" in the US is Louisiana).
 */
export function displayCity(city: string, dictionary?: CasingDictionary, country?: string | null): string {
  // A Dutch or Flemish place's elided article ('s-Gravenhage, 's-Hertogenbosch) the source lost
  // its apostrophe from: no place of the Low Countries begins with a lone "S-" otherwise.
  if (/^(NL|BE)$/i.test(country ?? '') && /^S-\p{L}/u.test(city))
    return isAllCaps(city) ? displayCity(`'${city}`, dictionary, country) : `'s${city.slice(1)}`;
  const codes = country ? SUBDIVISIONS.get(country.toUpperCase()) : undefined;
  const match = codes && isAllCaps(city) ? /^(.*[^\s,])(\s*,\s*|\s+)(\p{Lu}{2,3})\.?$/u.exec(city) : null;
  if (match) {
    const [, rest = '', separator = '', code = ''] = match;
    const afterComma = separator.includes(',');
    if (codes!.has(code) && (afterComma || (code.length === 2 && !PARTICLES.has(code.toLowerCase())))) {
      return `${displayCase(rest, dictionary)}${separator}${code}`;
    }
  }
  return displayCase(city, dictionary);
}
