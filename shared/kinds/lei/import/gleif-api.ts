// Client for GLEIF's public API (https://api.gleif.org/api/v1, JSON:API, no key): one LEI record
// per call, mapped to the same row shape as the golden copy. For an operator filling in or
// refreshing single records; the default import stays offline. `fetch` is injectable so the
// tests run without network.
import { validateLei } from '../validator';
import { checkLei, gleifDate, joinLines, leiCdfRow, nfc, type LeiAddress, type LeiRow } from './row';

export const GLEIF_API_BASE = 'https://api.gleif.org/api/v1';
export const GLEIF_API_SOURCE = 'GLEIF API api.gleif.org (CC0)';
const TIMEOUT_MS = 10_000;

interface ApiAddress {
  addressLines?: string[] | null;
  addressNumber?: string | null;
  addressNumberWithinBuilding?: string | null;
  mailRouting?: string | null;
  city?: string | null;
  region?: string | null;
  country?: string | null;
  postalCode?: string | null;
}

/** The parts of a lei-records resource we read (JSON:API `data.attributes`). */
export interface GleifLeiRecord {
  type?: string;
  id?: string;
  attributes?: {
    lei?: string;
    entity?: {
      legalName?: { name?: string | null } | null;
      legalAddress?: ApiAddress | null;
      headquartersAddress?: ApiAddress | null;
      registeredAt?: { id?: string | null; other?: string | null } | null;
      registeredAs?: string | null;
      jurisdiction?: string | null;
      category?: string | null;
      subCategory?: string | null;
      legalForm?: { id?: string | null; other?: string | null } | null;
      status?: string | null;
      creationDate?: string | null;
      expiration?: { date?: string | null; reason?: string | null } | null;
    };
    registration?: {
      initialRegistrationDate?: string | null;
      lastUpdateDate?: string | null;
      status?: string | null;
      nextRenewalDate?: string | null;
      managingLou?: string | null;
      corroborationLevel?: string | null;
    };
    bic?: string[] | null;
  };
}

export interface GleifSingleResponse {
  meta?: { goldenCopy?: { publishDate?: string } };
  data?: GleifLeiRecord;
}

function address(a: ApiAddress | null | undefined): LeiAddress {
  const [first, ...rest] = a?.addressLines ?? [];
  const firstLine = [nfc(first), nfc(a?.addressNumber), nfc(a?.addressNumberWithinBuilding)].filter(Boolean).join(' ');
  return {
    lines: joinLines([firstLine, ...rest, a?.mailRouting]),
    city: nfc(a?.city),
    region: nfc(a?.region),
    country: nfc(a?.country),
    postal_code: nfc(a?.postalCode),
  };
}

/** One API record as a leis row (plus its BICs); null when it carries no well-formed LEI. */
export function fromApiRecord(
  record: GleifLeiRecord,
  asOf: string | null,
  source = GLEIF_API_SOURCE,
): { row: LeiRow; bics: string[] } | null {
  const a = record.attributes;
  const check = checkLei(a?.lei ?? record.id);
  if (!a || !check) return null;
  const e = a.entity ?? {};
  const g = a.registration ?? {};
  const row = leiCdfRow(check, source, asOf, {
    legal_name: e.legalName?.name,
    entity_status: e.status,
    entity_category: e.category,
    entity_sub_category: e.subCategory,
    legal_jurisdiction: e.jurisdiction,
    legal_form_code: e.legalForm?.id,
    legal_form_other: e.legalForm?.other,
    registered_at: [e.registeredAt?.id, e.registeredAt?.other],
    registered_as: e.registeredAs,
    creation_date: e.creationDate,
    expiration_date: e.expiration?.date,
    expiration_reason: e.expiration?.reason,
    legal_address: address(e.legalAddress),
    hq_address: address(e.headquartersAddress),
    initial_registration_date: g.initialRegistrationDate,
    last_update_date: g.lastUpdateDate,
    next_renewal_date: g.nextRenewalDate,
    registration_status: g.status,
    corroboration_level: g.corroborationLevel,
    managing_lou: g.managingLou,
  });
  const bics = (a.bic ?? []).map((b) => b.trim().toUpperCase()).filter((b) => /^[A-Z0-9]{8}([A-Z0-9]{3})?$/.test(b));
  return { row, bics };
}

export type GleifFetch = (url: string, init: RequestInit) => Promise<Response>;

export class GleifApiError extends Error {}

/**
 * GET /lei-records/{lei}. Null when GLEIF answers 404 (no such LEI); throws on a malformed LEI
 * (no call made), on a timeout or network error, on another status and on a body that is not a
 * lei-records resource.
 */
export async function fetchLeiRecord(
  lei: string,
  options: { fetch?: GleifFetch; baseUrl?: string; timeoutMs?: number } = {},
): Promise<{ row: LeiRow; bics: string[] } | null> {
  const checked = validateLei(lei);
  if (!checked.canonical) throw new GleifApiError(`not an LEI: ${checked.errors.join(', ')}`);
  const doFetch = options.fetch ?? ((url, init) => fetch(url, init));
  const url = `${options.baseUrl ?? GLEIF_API_BASE}/lei-records/${checked.canonical}`;
  const res = await doFetch(url, {
    headers: { Accept: 'application/vnd.api+json' },
    signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
  });
  if (res.status === 404) return null;
  if (!res.ok) throw new GleifApiError(`GLEIF API ${url}: HTTP ${res.status}`);
  let body: GleifSingleResponse;
  try {
    body = (await res.json()) as GleifSingleResponse;
  } catch {
    throw new GleifApiError(`GLEIF API ${url}: invalid JSON`);
  }
  if (body.data?.type !== 'lei-records') throw new GleifApiError(`GLEIF API ${url}: not a lei-records resource`);
  const mapped = fromApiRecord(body.data, gleifDate(body.meta?.goldenCopy?.publishDate));
  if (!mapped || mapped.row.code !== checked.canonical)
    throw new GleifApiError(`GLEIF API ${url}: record for another LEI`);
  return mapped;
}
