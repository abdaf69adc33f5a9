// The differential comparison: each identifier's corpus judged by our validator and by each
// peer; where they disagree, the disagreement must fall in a decided category (a rule that
// says who is right), else it is reported as undecided and the test fails.
import { validateIban } from '../../shared/kinds/iban/validator';
import { nationalCheckFor } from '../../shared/kinds/iban/national';
import { validateLei } from '../../shared/kinds/lei/validator';
import { validateSwift } from '../../shared/kinds/swift/validator';
import { validateRouting } from '../../shared/kinds/routing/validator';
import { validateCardNumber } from '../../shared/validators/card';
import { abaCorpus, bicCorpus, cardCorpus, ibanCorpus, leiCorpus, type Case } from './corpus';
import {
  abavalidatorValid,
  cardValidatorValid,
  creditCardTypeScheme,
  ibantoolsBic,
  ibantoolsIban,
  stdnumKontonr,
  stdnumLei,
} from './peers';
import { CATEGORIES, type Category, type Disagreement, type Verdict } from './categories';

export interface Peer {
  name: string;
  judge: (input: string) => Verdict;
}

export interface Comparison {
  /** 'IBAN', 'LEI', ... */
  id: string;
  corpus: () => Case[];
  ours: (input: string) => Verdict;
  peers: Peer[];
}

const cardScheme = (pan: string): string => validateCardNumber(pan).parts?.schemes[0]?.scheme ?? '';

/**
 * The Norwegian BBANs (11 digits) of the IBAN corpus's NO entries, valid and not, and each valid
 * one again with 00 in digits 5-6 and the check digit the ECBS TR201 reading gives (the accounts
 * whose readings may disagree: the corpus's valid BBANs avoid them).
 */
function norwayCorpus(): Case[] {
  const bbans = ibanCorpus(400, 4711)
    .filter((c) => c.input.startsWith('NO') && c.input.length === 15 && /^NO\d{13}$/.test(c.input))
    .map((c) => ({ input: c.input.slice(4), kind: c.kind }));
  const tr201 = (b: string) => {
    const r = [5, 4, 3, 2].reduce((sum, w, i) => sum + w * Number(b[6 + i]), 0) % 11;
    return r === 0 ? 0 : 11 - r;
  };
  const zeroes = bbans
    .filter((c) => c.kind === 'valid')
    .map((c) => `${c.input.slice(0, 4)}00${c.input.slice(6, 10)}`)
    .filter((b) => tr201(b) !== 10)
    .map((b) => ({ input: `${b}${tr201(b)}`, kind: 'tr201-00' }));
  return [...bbans, ...zeroes];
}

export const COMPARISONS: readonly Comparison[] = [
  {
    id: 'IBAN',
    corpus: () => ibanCorpus(),
    ours: (s) => validateIban(s).valid,
    peers: [{ name: 'ibantools', judge: ibantoolsIban }],
  },
  {
    id: 'Norwegian account (national check)',
    corpus: norwayCorpus,
    // 'contested' where the sources' readings of the rule disagree (shared/kinds/iban/national.ts).
    ours: (s) => {
      const verdict = nationalCheckFor('NO')!(s);
      return verdict === 'contested' ? verdict : verdict !== false;
    },
    peers: [{ name: 'stdnum', judge: stdnumKontonr }],
  },
  {
    id: 'LEI',
    corpus: () => leiCorpus(),
    ours: (s) => validateLei(s).valid,
    peers: [{ name: 'stdnum', judge: stdnumLei }],
  },
  {
    id: 'BIC',
    corpus: () => bicCorpus(),
    ours: (s) => validateSwift(s).valid,
    peers: [{ name: 'ibantools', judge: ibantoolsBic }],
  },
  {
    id: 'ABA routing number',
    corpus: () => abaCorpus(),
    ours: (s) => validateRouting(s).valid,
    peers: [{ name: 'abavalidator', judge: abavalidatorValid }],
  },
  {
    id: 'Card number',
    corpus: () => cardCorpus(),
    ours: (s) => validateCardNumber(s).valid,
    peers: [{ name: 'card-validator', judge: cardValidatorValid }],
  },
  {
    id: 'Card scheme',
    corpus: () => cardCorpus(),
    ours: cardScheme,
    peers: [{ name: 'credit-card-type', judge: creditCardTypeScheme }],
  },
];

export interface PeerResult {
  comparison: string;
  peer: string;
  size: number;
  agree: number;
  /** Decided disagreements per category id. */
  decided: Map<string, Disagreement[]>;
  undecided: Disagreement[];
}

/** Runs one comparison against each of its peers. */
export function runComparison(c: Comparison, categories: readonly Category[] = CATEGORIES): PeerResult[] {
  const corpus = c.corpus();
  const ours = corpus.map((k) => c.ours(k.input));
  return c.peers.map((p) => {
    const result: PeerResult = {
      comparison: c.id,
      peer: p.name,
      size: corpus.length,
      agree: 0,
      decided: new Map(),
      undecided: [],
    };
    const mine = categories.filter((k) => k.comparison === c.id && k.peer === p.name);
    corpus.forEach((k, i) => {
      const peer = p.judge(k.input);
      if (peer === ours[i]) {
        result.agree++;
        return;
      }
      const d: Disagreement = { input: k.input, kind: k.kind, ours: ours[i]!, peer };
      const cat = mine.find((m) => m.applies(d));
      if (!cat) result.undecided.push(d);
      else result.decided.set(cat.id, [...(result.decided.get(cat.id) ?? []), d]);
    });
    return result;
  });
}

export const pct = (n: number, of: number): string => `${((100 * n) / of).toFixed(2)}%`;
