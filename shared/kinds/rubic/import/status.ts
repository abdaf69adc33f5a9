// BIC statuses of SPEC.md section 4, derived from the codes of the ED807 directory.
//
// Codes and their meaning, from the Bank of Russia's UFEBS format album (ED807 "Электронный
// справочник БИК", code lists of ParticipantStatus, AccountStatus, Rstr and AccRstr):
//   ParticipantStatus  PSAC  active participant            PSDL  deleted from the directory
//   AccountStatus      ACAC  active account                ACDL  deleted (closed) account
//   Rstr (participant) URRS  restriction of funds-transfer services
//                      LWRS  licence withdrawn (revoked or annulled)
//                      MRTR  moratorium on creditors' claims
//   AccRstr (account)  URRS  restriction of funds-transfer services on the account
//                      CLRS  closure of the account on the given date
//                      SDRS  the account's services pass to SuccessorBIC on the given date
//                      FPRS  restriction of the Faster Payments service (СБП)
//                      LMRS  restriction of account operations (seen with CLRS, before closure)
//
// Mapping, most severe first (the first rule that applies wins):
//   PSDL / ACDL, or DateOut on or before the business day      -> inactive since DateOut
//   CLRS dated on or before the business day                   -> inactive since that date
//   LWRS                                                       -> canceled_license since RstrDate
//   URRS, MRTR                                                 -> invalid_license since RstrDate
//       (in the 2026-04-17 file 281 of the 282 URRS entries are liquidators of banks whose
//        licence was revoked, participant type 90: the BIC no longer serves a licensed bank)
//   a status or restriction code not listed above              -> unknown
//   DateOut after the business day, or CLRS after it           -> temporary until that date
//   SDRS                                                       -> pending_changes since its date
//   otherwise (FPRS and LMRS restrict one service, not the BIC) -> active
// An entry whose participant is active takes the most severe status of its accounts when none
// of them is active (a bank whose only correspondent account closes on a date is "temporary
// until" that date), and pending_changes when one of its working accounts has them.
import type { RubicStatus } from '../record';

/** SPEC.md section 4's BIC statuses (shared/kinds/rubic/record.ts). */
export type { RubicStatus };

export interface StatusResult {
  status: RubicStatus;
  /** Since (inactive, invalid/canceled licence, pending changes) or until (temporary). */
  date: string | null;
}

export interface Restriction {
  code: string;
  date: string | null;
  successor_bic?: string | null;
}

const SEVERITY: readonly RubicStatus[] = [
  'inactive',
  'canceled_license',
  'invalid_license',
  'unknown',
  'temporary',
  'pending_changes',
  'active',
];
const KNOWN_RESTRICTIONS = new Set(['URRS', 'LWRS', 'MRTR', 'CLRS', 'SDRS', 'FPRS', 'LMRS']);

export const severity = (s: RubicStatus): number => SEVERITY.indexOf(s);

/** ISO dates (YYYY-MM-DD) compare as strings. */
const onOrBefore = (date: string | null | undefined, day: string): boolean => !!date && date <= day;

function fromRestrictions(restrictions: readonly Restriction[], dateOut: string | null, asOf: string): StatusResult {
  const found: StatusResult[] = [];
  for (const r of restrictions) {
    if (r.code === 'CLRS')
      found.push(
        onOrBefore(r.date, asOf) ? { status: 'inactive', date: r.date } : { status: 'temporary', date: r.date },
      );
    else if (r.code === 'LWRS') found.push({ status: 'canceled_license', date: r.date });
    else if (r.code === 'URRS' || r.code === 'MRTR') found.push({ status: 'invalid_license', date: r.date });
    else if (r.code === 'SDRS') found.push({ status: 'pending_changes', date: r.date });
    else if (!KNOWN_RESTRICTIONS.has(r.code)) found.push({ status: 'unknown', date: r.date });
  }
  if (dateOut) found.push({ status: 'temporary', date: dateOut }); // in the future here
  return mostSevere(found);
}

export function mostSevere(found: readonly StatusResult[]): StatusResult {
  let best: StatusResult = { status: 'active', date: null };
  for (const f of found) if (severity(f.status) < severity(best.status)) best = f;
  return best;
}

/** The status of an ED807 entry or account, given its status code list's "active" and "deleted" codes. */
function statusBy(active: string, deleted: string) {
  return (
    code: string | null,
    dateOut: string | null,
    restrictions: readonly Restriction[],
    asOf: string,
  ): StatusResult => {
    if (code === deleted || onOrBefore(dateOut, asOf)) return { status: 'inactive', date: dateOut };
    if (code !== active) return { status: 'unknown', date: null };
    return fromRestrictions(restrictions, dateOut, asOf);
  };
}

/** A participant's status (ParticipantStatus, Rstr). */
export const participantStatus = statusBy('PSAC', 'PSDL');

/** An account's status (AccountStatus, AccRstr). */
export const accountStatus = statusBy('ACAC', 'ACDL');

/** The entry's status: the participant's, unless it is active and its accounts say more. */
export function entryStatus(participant: StatusResult, accounts: readonly StatusResult[]): StatusResult {
  if (participant.status !== 'active' || accounts.length === 0) return participant;
  if (accounts.some((a) => a.status === 'active')) {
    // One account still working: only a pending change of a working account is worth telling.
    return accounts.find((a) => a.status === 'pending_changes') ?? participant;
  }
  return mostSevere(accounts);
}
