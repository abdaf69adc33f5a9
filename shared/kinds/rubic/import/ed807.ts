// Reading the Bank of Russia BIC directory: message ED807 of the UFEBS formats ("Полный
// справочник БИК", XML namespace urn:cbr-ru:ed:v2.0). The file is WINDOWS-1251 as its XML
// declaration says: the declared encoding is honoured (iconv-lite), then fast-xml-parser reads
// attributes as plain strings (no number parsing: BICs and accounts keep their leading zeros).
import { readFileSync } from 'node:fs';
import iconv from 'iconv-lite';
import { XMLParser } from 'fast-xml-parser';

/** One <ParticipantInfo>: attribute names as in the ED807 schema. */
export interface Ed807Participant {
  NameP?: string;
  EnglName?: string;
  RegN?: string;
  CntrCd?: string;
  Rgn?: string;
  Ind?: string;
  Tnp?: string;
  Nnp?: string;
  Adr?: string;
  PrntBIC?: string;
  DateIn?: string;
  DateOut?: string;
  PtType?: string;
  Srvcs?: string;
  XchType?: string;
  UID?: string;
  ParticipantStatus?: string;
  RstrList: { Rstr?: string; RstrDate?: string }[];
}

export interface Ed807Account {
  Account?: string;
  RegulationAccountType?: string;
  CK?: string;
  AccountCBRBIC?: string;
  DateIn?: string;
  DateOut?: string;
  AccountStatus?: string;
  AccRstrList: { AccRstr?: string; AccRstrDate?: string; SuccessorBIC?: string }[];
}

export interface Ed807Entry {
  BIC?: string;
  /** Null when the entry has no <ParticipantInfo> (malformed). */
  participant: Ed807Participant | null;
  accounts: Ed807Account[];
  swbics: { SWBIC?: string; DefaultSWBIC?: string }[];
}

export interface Ed807Directory {
  /** EDDate: the date the message was made. */
  edDate: string | null;
  /** BusinessDay: the day the directory is valid for (the as-of date of every row). */
  businessDay: string | null;
  creationReason: string | null;
  infoTypeCode: string | null;
  entries: Ed807Entry[];
}

const REPEATED = new Set(['BICDirectoryEntry', 'Accounts', 'SWBICS', 'RstrList', 'AccRstrList']);

/** Decodes by the encoding in the XML declaration (default UTF-8, XML 1.0 section 4.3.3). */
export function decodeXml(bytes: Uint8Array): string {
  const head = Buffer.from(bytes.subarray(0, 200)).toString('latin1');
  const declared =
    head.match(/^(?:\uFEFF|\xEF\xBB\xBF)?<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/)?.[1] ?? 'utf-8';
  if (!iconv.encodingExists(declared)) throw new Error(`unsupported XML encoding ${declared}`);
  return iconv.decode(Buffer.from(bytes), declared);
}

type Attrs = Record<string, unknown>;
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const list = (v: unknown): Attrs[] => (Array.isArray(v) ? (v as Attrs[]) : []);
function pick<K extends string>(o: Attrs, keys: readonly K[]): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const k of keys) {
    const v = str(o[k]);
    if (v !== undefined) out[k] = v;
  }
  return out;
}

const PARTICIPANT_KEYS = [
  'NameP',
  'EnglName',
  'RegN',
  'CntrCd',
  'Rgn',
  'Ind',
  'Tnp',
  'Nnp',
  'Adr',
  'PrntBIC',
  'DateIn',
  'DateOut',
  'PtType',
  'Srvcs',
  'XchType',
  'UID',
  'ParticipantStatus',
] as const;
const ACCOUNT_KEYS = [
  'Account',
  'RegulationAccountType',
  'CK',
  'AccountCBRBIC',
  'DateIn',
  'DateOut',
  'AccountStatus',
] as const;

export function parseEd807(xml: string): Ed807Directory {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    parseAttributeValue: false,
    parseTagValue: false,
    removeNSPrefix: true,
    isArray: (name) => REPEATED.has(name),
  });
  const doc = parser.parse(xml) as Attrs;
  const root = doc.ED807 as Attrs | undefined;
  if (!root || typeof root !== 'object') throw new Error('not an ED807 message: no <ED807> root element');
  const entries = list(root.BICDirectoryEntry).map((e): Ed807Entry => {
    const info = e.ParticipantInfo as Attrs | undefined;
    return {
      BIC: str(e.BIC),
      participant:
        info && typeof info === 'object'
          ? {
              ...pick(info, PARTICIPANT_KEYS),
              RstrList: list(info.RstrList).map((r) => pick(r, ['Rstr', 'RstrDate'] as const)),
            }
          : null,
      accounts: list(e.Accounts).map((a) => ({
        ...pick(a, ACCOUNT_KEYS),
        AccRstrList: list(a.AccRstrList).map((r) => pick(r, ['AccRstr', 'AccRstrDate', 'SuccessorBIC'] as const)),
      })),
      swbics: list(e.SWBICS).map((s) => pick(s, ['SWBIC', 'DefaultSWBIC'] as const)),
    };
  });
  return {
    edDate: str(root.EDDate) ?? null,
    businessDay: str(root.BusinessDay) ?? null,
    creationReason: str(root.CreationReason) ?? null,
    infoTypeCode: str(root.InfoTypeCode) ?? null,
    entries,
  };
}

export function readEd807File(file: string): Ed807Directory {
  return parseEd807(decodeXml(readFileSync(file)));
}
