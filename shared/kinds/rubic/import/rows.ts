// ED807 entries -> rows of rubics, rubic_accounts and rubic_swifts, with their tallies.
// Banks are linked afterwards (banks.ts), since that needs the whole directory.
import { validateRubic, validateRussianAccount } from '../validator';
import type { RubicAccountRow, RubicRow, RubicSwiftRow } from '../rows';
import { parseBic } from '../../swift/import/lists';
import { newTally, reject, type FileTally } from '../../../../scripts/import/tally';
import type { Ed807Directory, Ed807Entry } from './ed807';
import { accountStatus, entryStatus, participantStatus, type Restriction } from './status';

export { RUBIC_ACCOUNT_COLUMNS, RUBIC_COLUMNS, RUBIC_SWIFT_COLUMNS } from '../rows';
export type { RubicAccountRow, RubicRow, RubicSwiftRow } from '../rows';

export interface DirectoryRows {
  rubics: RubicRow[];
  accounts: RubicAccountRow[];
  swifts: RubicSwiftRow[];
  tallies: FileTally[];
  /** Stored accounts whose control key does not match (kept, flagged with the validator's errors). */
  controlKeyFailures: number;
}

/** Trimmed text, null when empty. */
const text = (v: string | undefined): string | null => {
  const t = v?.trim();
  return t ? t : null;
};
const json = (items: readonly unknown[]): string | null => (items.length ? JSON.stringify(items) : null);

export function directoryRows(dir: Ed807Directory, file: string, source: string): DirectoryRows {
  const asOf = dir.businessDay ?? dir.edDate;
  if (!asOf || !/^\d{4}-\d\d-\d\d$/.test(asOf)) throw new Error(`${file}: no BusinessDay/EDDate in the ED807 header`);
  const tRubics = newTally(file, 'rubics', source);
  const tAccounts = newTally(file, 'rubic_accounts', source);
  const tSwifts = newTally(file, 'rubic_swifts', source);
  const out: DirectoryRows = {
    rubics: [],
    accounts: [],
    swifts: [],
    tallies: [tRubics, tAccounts, tSwifts],
    controlKeyFailures: 0,
  };
  const seen = new Set<string>();

  for (const entry of dir.entries) {
    tRubics.read++;
    tAccounts.read += entry.accounts.length;
    tSwifts.read += entry.swbics.length;
    const problem = entryProblem(entry, seen);
    if (problem) {
      reject(tRubics, problem);
      for (let i = 0; i < entry.accounts.length; i++) reject(tAccounts, 'entry_rejected');
      for (let i = 0; i < entry.swbics.length; i++) reject(tSwifts, 'entry_rejected');
      continue;
    }
    const code = (entry.BIC ?? '').trim();
    seen.add(code);
    const p = entry.participant!; // checked by entryProblem

    const accountStatuses = [];
    const accountsSeen = new Set<string>();
    for (const a of entry.accounts) {
      const account = text(a.Account);
      if (!account) {
        reject(tAccounts, 'missing_account');
        continue;
      }
      if (accountsSeen.has(account)) {
        reject(tAccounts, 'duplicate_account');
        continue;
      }
      accountsSeen.add(account);
      const restrictions: Restriction[] = a.AccRstrList.map((r) => ({
        code: text(r.AccRstr) ?? '',
        date: text(r.AccRstrDate),
        successor_bic: text(r.SuccessorBIC),
      }));
      const st = accountStatus(text(a.AccountStatus), text(a.DateOut), restrictions, asOf);
      accountStatuses.push(st);
      // Every ED807 account is an account at the Bank of Russia unit AccountCBRBIC
      // (correspondent, treasury, client accounts of the Bank of Russia), so its control key
      // is computed with that BIC by the Bank of Russia rule ('0' + BIC digits 5-6).
      const cbrBic = text(a.AccountCBRBIC);
      const check = validateRussianAccount(account, cbrBic ?? code, 'bank_of_russia');
      if (!check.valid) out.controlKeyFailures++;
      out.accounts.push({
        rubic_code: code,
        account,
        account_type: text(a.RegulationAccountType),
        ck: text(a.CK),
        cbr_bic: cbrBic,
        date_in: text(a.DateIn),
        date_out: text(a.DateOut),
        account_status: text(a.AccountStatus),
        status: st.status,
        status_date: st.date,
        restrictions: json(restrictions),
        control_key_valid: check.valid ? 1 : 0,
        control_key_errors: check.valid ? null : JSON.stringify(check.errors),
        source,
        as_of: asOf,
      });
      tAccounts.stored++;
    }

    const swiftsSeen = new Set<string>();
    for (const s of entry.swbics) {
      const parts = parseBic(s.SWBIC ?? '');
      if (!parts) {
        reject(tSwifts, 'malformed_swift');
        continue;
      }
      if (swiftsSeen.has(parts.code)) {
        reject(tSwifts, 'duplicate_swift');
        continue;
      }
      swiftsSeen.add(parts.code);
      out.swifts.push({
        rubic_code: code,
        swift: parts.code,
        is_default: s.DefaultSWBIC === '1' ? 1 : 0,
        source,
        as_of: asOf,
      });
      tSwifts.stored++;
    }

    const restrictions: Restriction[] = p.RstrList.map((r) => ({ code: text(r.Rstr) ?? '', date: text(r.RstrDate) }));
    const st = entryStatus(
      participantStatus(text(p.ParticipantStatus), text(p.DateOut), restrictions, asOf),
      accountStatuses,
    );
    out.rubics.push({
      code,
      country: text(p.CntrCd)?.toUpperCase() ?? 'RU', // ED807 leaves CntrCd out for Bank of Russia and Treasury units
      okato_region: text(p.Rgn),
      postcode: text(p.Ind),
      locality_type: text(p.Tnp),
      locality: text(p.Nnp),
      address: text(p.Adr),
      name: text(p.NameP)!,
      english_name: text(p.EnglName),
      registration_number: text(p.RegN),
      participant_type: text(p.PtType),
      services: text(p.Srvcs),
      exchange_type: text(p.XchType),
      uid: text(p.UID),
      parent_bic: text(p.PrntBIC),
      date_in: text(p.DateIn),
      date_out: text(p.DateOut),
      participant_status: text(p.ParticipantStatus),
      status: st.status,
      status_date: st.date,
      restrictions: json(restrictions),
      bank_id: null,
      is_head_office: 0,
      source,
      as_of: asOf,
    });
    tRubics.stored++;
  }
  return out;
}

function entryProblem(entry: Ed807Entry, seen: ReadonlySet<string>): string | null {
  const code = (entry.BIC ?? '').trim();
  if (!/^\d{9}$/.test(code) || !validateRubic(code).valid) return 'malformed_bic';
  if (seen.has(code)) return 'duplicate_bic';
  if (!entry.participant) return 'missing_participant';
  if (!text(entry.participant.NameP)) return 'missing_name';
  return null;
}
