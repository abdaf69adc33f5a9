/**
 * BIN / IIN (issuer identification number) per ISO/IEC 7812-1:2017: the leading 6 or (since the
 * 2017 edition) 8 digits of a card number. The first digit is the major industry identifier (MII).
 *
 * Card schemes are recognised from the IIN ranges the schemes publish (and the widely used
 * public summaries of them), which apply to every number whether or not the BIN is in any
 * database. When ranges overlap, the longest prefix wins: a scheme's specific block inside
 * another's broad range (Troy's and Elo's 65xxxx blocks, RuPay's 652150-653149, UnionPay's
 * 8100-8171) is that scheme alone. Equally long matches are all returned; the one deliberate
 * pair is UnionPay's 622126-622925, issued by UnionPay and carried by Discover.
 *
 * Figures for the real BIN records that state their scheme (scripts/measure-card-schemes.ts):
 * before these ranges 567 of 574 Maestro records had no scheme and 3,323 records two.
 */
import { compact, type ValidationResult } from '../../validators/common';

export type BinError = 'bin.empty' | 'bin.invalid_characters' | 'bin.invalid_length';

/** Major industry identifier names, ISO/IEC 7812-1:2017 table 1 (index = first digit). */
export const MAJOR_INDUSTRY_IDENTIFIERS = [
  'ISO/TC 68 and other industry assignments',
  'Airlines',
  'Airlines, financial and other future industry assignments',
  'Travel and entertainment',
  'Banking and financial',
  'Banking and financial',
  'Merchandising and banking/financial',
  'Petroleum and other future industry assignments',
  'Healthcare, telecommunications and other future industry assignments',
  'For assignment by national standards bodies',
] as const;

export type CardScheme =
  | 'visa'
  | 'mastercard'
  | 'amex'
  | 'discover'
  | 'jcb'
  | 'unionpay'
  | 'diners'
  | 'maestro'
  | 'mir'
  | 'rupay'
  | 'verve'
  | 'elo'
  | 'hipercard'
  | 'troy'
  | 'dankort'
  | 'uatp'
  | 'gpn'
  | 'uzcard'
  | 'humo'
  | 'belkart';

export interface CardSchemeInfo {
  scheme: CardScheme;
  name: string;
  /** Card number lengths the scheme issues. */
  lengths: readonly number[];
}

const L16 = [16] as const;
const L16_19 = [16, 17, 18, 19] as const;

export const CARD_SCHEMES: Readonly<Record<CardScheme, CardSchemeInfo>> = {
  visa: { scheme: 'visa', name: 'Visa', lengths: [13, 16, 19] },
  mastercard: { scheme: 'mastercard', name: 'Mastercard', lengths: L16 },
  amex: { scheme: 'amex', name: 'American Express', lengths: [15] },
  discover: { scheme: 'discover', name: 'Discover', lengths: L16_19 },
  jcb: { scheme: 'jcb', name: 'JCB', lengths: L16_19 },
  unionpay: { scheme: 'unionpay', name: 'UnionPay', lengths: [14, 15, 16, 17, 18, 19] },
  diners: { scheme: 'diners', name: 'Diners Club International', lengths: [14, 15, 16, 17, 18, 19] },
  maestro: { scheme: 'maestro', name: 'Maestro', lengths: [12, 13, 14, 15, 16, 17, 18, 19] },
  mir: { scheme: 'mir', name: 'Mir', lengths: L16_19 },
  rupay: { scheme: 'rupay', name: 'RuPay', lengths: L16 },
  verve: { scheme: 'verve', name: 'Verve', lengths: [16, 18, 19] },
  elo: { scheme: 'elo', name: 'Elo', lengths: L16 },
  hipercard: { scheme: 'hipercard', name: 'Hipercard', lengths: [13, 16, 19] },
  troy: { scheme: 'troy', name: 'Troy', lengths: L16 },
  dankort: { scheme: 'dankort', name: 'Dankort', lengths: L16 },
  uatp: { scheme: 'uatp', name: 'UATP', lengths: [15] },
  gpn: { scheme: 'gpn', name: 'GPN', lengths: L16 },
  uzcard: { scheme: 'uzcard', name: 'UzCard', lengths: L16 },
  humo: { scheme: 'humo', name: 'Humo', lengths: L16 },
  belkart: { scheme: 'belkart', name: 'Belkart', lengths: L16 },
};

/**
 * IIN ranges: scheme, then "from-to" or a single prefix; both ends have the same number of
 * digits, which is the prefix length compared. Order matters only among equally long matches.
 */
export const CARD_IIN_RANGES: readonly (readonly [CardScheme, string])[] = [
  ['visa', '4'],
  ['mastercard', '51-55'],
  ['mastercard', '2221-2720'],
  ['amex', '34'],
  ['amex', '37'],
  ['discover', '6011'],
  ['discover', '644-649'],
  ['discover', '65'],
  // Troy (Türkiye, BKM): 9792 and its blocks inside Discover's 65, as credit-card-type 10.3.0
  // (MIT) lists them from TROY's published ranges; 8-digit blocks need 8 digits to match.
  ['troy', '9792'],
  ...(
    [
      '650052',
      '650082-650083',
      '650092',
      '650161',
      '650170',
      '650173',
      '650175',
      '650268',
      '650271',
      '650273-650274',
      '650456-650457',
      '650836',
      '650846-650850',
      '650923',
      '650987',
      '650990',
      '654997',
      '657366',
      '657998',
      '658758',
      '658767-658768',
      '65083700-65083704',
      '65085800-65085804',
      '65085900-65085901',
      '65086000',
      '65086100-65086105',
      '65086200-65086203',
      '65875000-65875003',
      '65875009',
      '65875101-65875104',
      '65875200',
      '65875501',
      '65875601',
      '65875900',
      '65876000-65876002',
      '65876100-65876103',
      '65876110',
      '65876115-65876116',
      '65876200-65876201',
      '65876500',
      '65876504-65876505',
      '65876600-65876602',
      '65877100-65877101',
      '65877600-65877602',
      '65877700',
      '65877801-65877802',
      '65878200-65878202',
      '65878300-65878311',
      '65878400-65878405',
      '65878500-65878505',
      '65878600-65878601',
      '65879800',
      '65880800',
      '65880900',
    ] as const
  ).map((r) => ['troy', r] as const),
  // UnionPay cards in the Discover-accepted range: issued by UnionPay, accepted by Discover.
  ['unionpay', '622126-622925'],
  ['discover', '622126-622925'],
  ['jcb', '3528-3589'],
  ['unionpay', '62'],
  // UnionPay's 81 block (credit-card-type 10.3.0: 810, 8110-8171); RuPay has the rest of 81.
  ['unionpay', '8100-8171'],
  ['diners', '300-305'],
  ['diners', '3095'],
  ['diners', '36'],
  ['diners', '38-39'],
  // Maestro (Mastercard): 50 and 56-69, under every more specific range of another scheme
  // (RuPay 508, Verve 506099-, Elo 5067-, Dankort 5019; RuPay 60, UnionPay 62, Discover 65...),
  // hence '6' as one digit. The 4-digit blocks below are Maestro's long-published ones.
  ['maestro', '50'],
  ['maestro', '56-59'],
  ['maestro', '6'],
  ['maestro', '5018'],
  ['maestro', '5020'],
  ['maestro', '5038'],
  ['maestro', '5893'],
  ['maestro', '6304'],
  ['maestro', '6759'],
  ['maestro', '6761-6763'],
  ['mir', '2200-2204'],
  ['rupay', '60'],
  // RuPay's block inside Discover's 65 (RuPay cards carried by Discover abroad): every RuPay
  // record at 65 in our BIN data lies in it (6521xx from 652150, up to 6530xx).
  ['rupay', '652150-653149'],
  ['rupay', '81'],
  ['rupay', '82'],
  ['rupay', '508'],
  ['verve', '506099-506198'],
  ['verve', '507865-507964'],
  ['verve', '650002-650027'],
  ['elo', '401178-401179'],
  ['elo', '431274'],
  ['elo', '438935'],
  ['elo', '451416'],
  ['elo', '457393'],
  ['elo', '457631-457632'],
  ['elo', '504175'],
  ['elo', '506699-506778'],
  ['elo', '509000-509999'],
  ['elo', '627780'],
  ['elo', '636297'],
  ['elo', '636368'],
  ['elo', '650031-650033'],
  ['elo', '650035-650051'],
  ['elo', '650405-650439'],
  ['elo', '650485-650538'],
  ['elo', '650541-650598'],
  ['elo', '650700-650718'],
  ['elo', '650720-650727'],
  ['elo', '650901-650978'],
  ['elo', '651652-651679'],
  ['elo', '655000-655019'],
  ['elo', '655021-655058'],
  ['hipercard', '606282'],
  ['hipercard', '384100'],
  ['hipercard', '384140'],
  ['hipercard', '384160'],
  ['dankort', '5019'],
  ['uatp', '1'],
  // Indonesia's national payment gateway (Gerbang Pembayaran Nasional, Bank Indonesia regulation
  // 19/8/PBI/2017): its debit cards carry IIN 1946 and 16 digits, inside UATP's MII 1, whose
  // 15-digit rule would otherwise refuse them.
  ['gpn', '1946'],
  ['uzcard', '8600'],
  ['humo', '9860'],
  ['belkart', '9112'],
];

/**
 * Card schemes whose IIN ranges cover the leading digits of `digits` (at least as many digits
 * as the longest candidate range needs; a 6-digit BIN is enough for all but Troy's 8-digit blocks).
 * Longest matching prefix wins, then the narrowest range; ties return several schemes, in table order.
 */
export function detectCardSchemes(digits: string): CardSchemeInfo[] {
  let best = 0;
  let narrowest = Infinity;
  let found: CardScheme[] = [];
  for (const [scheme, range] of CARD_IIN_RANGES) {
    const [from, to = from] = range.split('-') as [string, string?];
    const n = from.length;
    if (n < best || digits.length < n) continue;
    const head = Number(digits.slice(0, n));
    if (head < Number(from) || head > Number(to)) continue;
    const width = Number(to) - Number(from);
    // Longer prefix first; among equally long ones the narrower range (Troy's 650923 inside
    // Elo's 650901-650978) is the more specific.
    if (n > best || width < narrowest) {
      best = n;
      narrowest = width;
      found = [];
    } else if (width > narrowest) continue;
    if (!found.includes(scheme)) found.push(scheme);
  }
  return found.map((s) => CARD_SCHEMES[s]);
}

export interface BinParts {
  bin: string;
  /** Major industry identifier: the first digit. */
  mii: number;
  miiName: string;
  schemes: CardSchemeInfo[];
}

export type BinValidation = ValidationResult<BinError, BinParts>;

/** A BIN/IIN: 6 or 8 digits (ISO/IEC 7812-1:2017). */
export function validateBin(input: string): BinValidation {
  const bin = compact(input);
  const errors: BinError[] = [];
  if (bin === '') errors.push('bin.empty');
  else if (!/^\d+$/.test(bin)) errors.push('bin.invalid_characters');
  else if (bin.length !== 6 && bin.length !== 8) errors.push('bin.invalid_length');
  const valid = errors.length === 0;
  const parts: BinParts | null = valid ? binParts(bin) : null;
  return { valid, errors, parts, canonical: valid ? bin : null };
}

export function isValidBin(input: string): boolean {
  return validateBin(input).valid;
}

function binParts(bin: string): BinParts {
  const mii = Number(bin[0]);
  return { bin, mii, miiName: MAJOR_INDUSTRY_IDENTIFIERS[mii] ?? '', schemes: detectCardSchemes(bin) };
}
