import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatIban, getIbanCountrySpec, ibanCountries, isValidIban, validateIban } from '../validator';
import { IBAN_REGISTRY } from '../generated/registry';
import { refIban, refMod97, replaceAt } from '../../../../tests/unit/validators/reference';

// Example IBANs published in the SWIFT IBAN registry (ISO 13616 registration authority) for each
// country, in print format; the experimental (non-registry) ones are the examples published by
// the national banks / the Nordea and IBAN.com lists that schwifty's test suite also uses.
const PUBLISHED: readonly string[] = [
  'AD12 0001 2030 2003 5910 0100',
  'AE07 0331 2345 6789 0123 456',
  'AL47 2121 1009 0000 0002 3569 8741',
  'AO06 0044 0000 6729 5030 1010 2',
  'AT61 1904 3002 3457 3201',
  'AZ21 NABZ 0000 0000 1370 1000 1944',
  'BA39 1290 0794 0102 8494',
  'BE68 5390 0754 7034',
  'BF42 BF08 4010 1300 4635 7400 0390',
  'BG80 BNBG 9661 1020 3456 78',
  'BH67 BMAG 0000 1299 1234 56',
  'BI42 1000 0100 0100 0033 2045 181',
  'BJ66 BJ06 1010 0100 1443 9000 0769',
  'BR18 0000 0000 1414 5512 3924 100C 2',
  'BR97 0036 0305 0000 1000 9795 493P 1',
  'BY13 NBRB 3600 9000 0000 2Z00 AB00',
  'CF42 2000 1000 0101 2006 9700 160',
  'CG39 3001 1000 1010 1345 1300 019',
  'CH93 0076 2011 6238 5295 7',
  'CI93 CI00 8011 1301 1342 9120 0589',
  'CM21 1000 2000 3002 7797 6315 008',
  'CR05 0152 0200 1026 2840 66',
  'CV64 0005 0000 0020 1082 1514 4',
  'CY17 0020 0128 0000 0012 0052 7600',
  'CZ65 0800 0000 1920 0014 5399',
  'CZ94 5500 0000 0010 1103 8930',
  'DE89 3704 0044 0532 0130 00',
  'DJ21 0001 0000 0001 5400 0100 186',
  'DK50 0040 0440 1162 43',
  'DO28 BAGR 0000 0001 2124 5361 1324',
  'DZ58 0002 1000 0111 3000 0005 70',
  'EE38 2200 2210 2014 5685',
  'EG38 0019 0005 0000 0000 2631 8000 2',
  'ES91 2100 0418 4502 0005 1332',
  'FI21 1234 5600 0007 85',
  'FK88 SC12 3456 7890 12',
  'FO62 6460 0001 6316 34',
  'FR14 2004 1010 0505 0001 3M02 606',
  'GA21 4002 1010 0320 0189 0020 126',
  'GB29 NWBK 6016 1331 9268 19',
  'GE29 NB00 0000 0101 9049 17',
  'GI75 NWBK 0000 0000 7099 453',
  'GL89 6471 0001 0002 06',
  'GQ70 5000 2001 0037 1522 8190 196',
  'GR16 0110 1250 0000 0001 2300 695',
  'GT82 TRAJ 0102 0000 0012 1002 9690',
  'GW04 GW14 3001 0181 8006 3760 1',
  'HN88 CABF 0000 0000 0002 5000 5469',
  'HR12 1001 0051 8630 0016 0',
  'HU42 1177 3016 1111 1018 0000 0000',
  'IE29 AIBK 9311 5212 3456 78',
  'IL62 0108 0000 0009 9999 999',
  'IQ98 NBIQ 8501 2345 6789 012',
  'IR71 0570 0299 7160 1460 6410 01',
  'IS14 0159 2600 7654 5510 7303 39',
  'IT60 X054 2811 1010 0000 0123 456',
  'JO94 CBJO 0010 0000 0000 0131 0003 02',
  'KM46 0000 5000 0100 1090 4400 137',
  'KW81 CBKU 0000 0000 0000 1234 5601 01',
  'KZ86 125K ZT50 0410 0100',
  'LB62 0999 0000 0001 0019 0122 9114',
  'LC55 HEMM 0001 0001 0012 0012 0002 3015',
  'LI21 0881 0000 2324 013A A',
  'LT12 1000 0111 0100 1000',
  'LU28 0019 4006 4475 0000',
  'LV80 BANK 0000 4351 9500 1',
  'LY83 0020 4800 0020 1001 2036 1',
  'MA64 0115 1900 0001 2050 0053 4921',
  'MC58 1122 2000 0101 2345 6789 030',
  'MD24 AG00 0225 1000 1310 4168',
  'ME25 5050 0001 2345 6789 51',
  'MG46 0000 5030 0712 8942 1016 045',
  'MK07 2501 2000 0058 984',
  'ML13 ML01 6012 0102 6001 0066 8497',
  'MN12 1234 1234 5678 9123',
  'MR13 0002 0001 0100 0012 3456 753',
  'MT84 MALT 0110 0001 2345 MTLC AST0 01S',
  'MU17 BOMM 0101 1010 3030 0200 000M UR',
  'MZ59 0003 0108 0016 3671 0237 1',
  'NE58 NE03 8010 0100 1303 0500 0268',
  'NI45 BAPR 0000 0013 0000 0355 8124',
  'NL91 ABNA 0417 1643 00',
  'NO93 8601 1117 947',
  'OM81 0180 0000 0129 9123 456',
  'PK36 SCBL 0000 0011 2345 6702',
  'PL61 1090 1014 0000 0712 1981 2874',
  'PS92 PALS 0000 0000 0400 1234 5670 2',
  'PT50 0002 0123 1234 5678 9015 4',
  'QA58 DOHB 0000 1234 5678 90AB CDEF G',
  'RO49 AAAA 1B31 0075 9384 0000',
  'RS35 2600 0560 1001 6113 79',
  'RU03 0445 2522 5408 1781 0538 0913 1041 9',
  'SA03 8000 0000 6080 1016 7519',
  'SC18 SSCB 1101 0000 0000 0000 1497 USD',
  'SD21 2901 0501 2340 01',
  'SE45 5000 0000 0583 9825 7466',
  'SI56 1910 0000 0123 438',
  'SI56 2633 0001 2039 086',
  'SK31 1200 0000 1987 4263 7541',
  'SM86 U032 2509 8000 0000 0270 100',
  'SN08 SN01 0015 2000 0485 0000 3035',
  'SO21 1000 0010 0100 0100 141',
  'ST68 0001 0001 0051 8453 1011 2',
  'SV62 CENR 0000 0000 0000 0070 0025',
  'TD89 6000 2000 0102 7109 1600 153',
  'TG53 TG00 9060 4310 3465 0040 0070',
  'TL38 0080 0123 4567 8910 157',
  'TN59 1000 6035 1835 9847 8831',
  'TR33 0006 1005 1978 6457 8413 26',
  'UA21 3996 2200 0002 6007 2335 6600 1',
  'VA59 0011 2300 0012 3456 78',
  'VG96 VPVG 0000 0123 4567 8901',
  'XK05 1212 0123 4567 8906',
  'YE15 CBYE 0001 0188 6123 4567 8912 34',
];

// Countries whose national check digit algorithm is public and the same for all banks.
const NATIONAL_CHECK = new Set([
  'BE',
  'ES',
  'FI',
  'FR',
  'IT',
  'NO',
  'PL',
  'PT',
  'SI',
  'HR',
  'ME',
  'MK',
  'RS',
  'BA',
  'TL',
  'XK',
  'AL',
  'CZ',
  'SK',
  'EE',
  'HU',
  'IS',
  'SM',
  'MC',
  'AO',
  'CV',
  'MZ',
  'BF',
  'BJ',
  'CI',
  'ML',
  'NE',
  'SN',
  'TG',
  'CF',
  'CG',
  'CM',
  'GA',
  'GQ',
  'TD',
  'BI',
  'DJ',
  'KM',
  'MA',
  'MG',
  'MR',
  'TN',
]);

// EPC: SEPA schemes' geographical scope (EEA + AD, CH, GB, GI, MC, SM, VA, and since 2024/25 AL, MD, ME, MK, RS).
const SEPA = new Set([
  'AD',
  'AT',
  'BE',
  'BG',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GI',
  'GR',
  'HR',
  'HU',
  'IE',
  'IS',
  'IT',
  'LI',
  'LT',
  'LU',
  'LV',
  'MC',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
  'SM',
  'VA',
  'AL',
  'MD',
  'ME',
  'MK',
  'RS',
]);

const compact = (s: string) => s.replace(/ /g, '');

describe('IBAN: published registry examples', () => {
  it('covers well over 40 countries incl. the required ones and every one with a national check', () => {
    const countries = new Set(PUBLISHED.map((s) => s.slice(0, 2)));
    expect(countries.size).toBeGreaterThan(100);
    // Every national check is exercised by a published example (valid, and corrupted below).
    for (const c of [...NATIONAL_CHECK, 'DE', 'GB', 'NL', 'CH', 'SA', 'RU']) {
      expect(countries.has(c), c).toBe(true);
    }
  });

  it.each(PUBLISHED)('%s is valid', (printed) => {
    const r = validateIban(printed);
    const country = printed.slice(0, 2);
    expect(r.errors).toEqual([]);
    expect(r.valid).toBe(true);
    expect(r.canonical).toBe(compact(printed));
    expect(isValidIban(printed)).toBe(true);
    expect(isValidIban(compact(printed))).toBe(true);
    expect(r.checks.structure).toBe(true);
    expect(r.checks.checksum).toBe(true);
    expect(r.checks.length).toBe(true);
    expect(r.checks.nationalChecksum).toBe(NATIONAL_CHECK.has(country) ? 'valid' : 'not_applicable');
    expect(r.checks.sepa).toBe(SEPA.has(country));
    expect(r.parts?.countryCode).toBe(country);
    expect(r.parts?.checkDigits).toBe(printed.slice(2, 4));
    expect(r.parts?.bban).toBe(compact(printed).slice(4));
    expect(r.parts?.formatted).toBe(printed);
    // the published example really carries ISO 13616 check digits
    expect(refMod97(compact(printed).slice(4) + compact(printed).slice(0, 4))).toBe(1);
  });

  it('gives every published example country a registry length equal to the example length', () => {
    for (const printed of PUBLISHED) {
      expect(getIbanCountrySpec(printed.slice(0, 2))?.ibanLength, printed).toBe(compact(printed).length);
    }
  });
});

describe('IBAN: parts (registry bank/branch/account identifier examples)', () => {
  it.each([
    [
      'DE89 3704 0044 0532 0130 00',
      { bankCode: '37040044', branchCode: null, accountNumber: '0532013000', nationalCheckDigits: null },
    ],
    [
      'GB29 NWBK 6016 1331 9268 19',
      { bankCode: 'NWBK', branchCode: '601613', accountNumber: '31926819', nationalCheckDigits: null },
    ],
    [
      'FR14 2004 1010 0505 0001 3M02 606',
      { bankCode: '20041', branchCode: '01005', accountNumber: '0500013M026', nationalCheckDigits: '06' },
    ],
    [
      'IT60 X054 2811 1010 0000 0123 456',
      { bankCode: '05428', branchCode: '11101', accountNumber: '000000123456', nationalCheckDigits: 'X' },
    ],
    [
      'ES91 2100 0418 4502 0005 1332',
      { bankCode: '2100', branchCode: '0418', accountNumber: '0200051332', nationalCheckDigits: '45' },
    ],
    ['BE68 5390 0754 7034', { bankCode: '539', branchCode: null, accountNumber: '0075470', nationalCheckDigits: '34' }],
    [
      'NL91 ABNA 0417 1643 00',
      { bankCode: 'ABNA', branchCode: null, accountNumber: '0417164300', nationalCheckDigits: null },
    ],
    [
      'CH93 0076 2011 6238 5295 7',
      { bankCode: '00762', branchCode: null, accountNumber: '011623852957', nationalCheckDigits: null },
    ],
    [
      'PT50 0002 0123 1234 5678 9015 4',
      { bankCode: '0002', branchCode: '0123', accountNumber: '12345678901', nationalCheckDigits: '54' },
    ],
    ['NO93 8601 1117 947', { bankCode: '8601', branchCode: null, accountNumber: '111794', nationalCheckDigits: '7' }],
    [
      'HR12 1001 0051 8630 0016 0',
      { bankCode: '1001005', branchCode: null, accountNumber: '1863000160', nationalCheckDigits: '50' },
    ],
    [
      'SA03 8000 0000 6080 1016 7519',
      { bankCode: '80', branchCode: null, accountNumber: '000000608010167519', nationalCheckDigits: null },
    ],
    [
      'RU03 0445 2522 5408 1781 0538 0913 1041 9',
      { bankCode: '044525225', branchCode: '40817', accountNumber: '810538091310419', nationalCheckDigits: null },
    ],
  ] as const)('%s', (printed, expected) => {
    expect(validateIban(printed).parts).toMatchObject(expected);
  });

  it('handles the longest IBANs (RU 33, LC 32) without a length cap', () => {
    const lengths = Object.values(IBAN_REGISTRY).map((row) => row[0]);
    expect(Math.max(...lengths)).toBe(33);
    expect(Math.min(...lengths)).toBe(15);
    expect(validateIban('RU0304452522540817810538091310419').canonical).toHaveLength(33);
    expect(validateIban('LC55HEMM000100010012001200023015').canonical).toHaveLength(32);
  });
});

describe('IBAN: invalid input', () => {
  it.each([
    ['DE88 3704 0044 0532 0130 00', ['iban.checksum']], // wrong check digits
    ['DE99 3704 0044 0532 0130 00', ['iban.invalid_check_digits']], // 99 is outside 02..98
    ['GB94 BARC 2020 1530 0934 59', ['iban.checksum']],
    ['GB01 BARC 2071 4583 6083 87', ['iban.invalid_check_digits']], // 01 is never issued
    ['GB00 HLFX 1101 6111 4553 65', ['iban.invalid_check_digits']],
    ['DE89 3704 0044 0532 0130', ['iban.invalid_length']], // too short
    ['DE89 3704 0044 0532 0130 0000', ['iban.invalid_length']], // too long
    ['GB96 BARC 2020 1530 0934 591', ['iban.invalid_length']],
    ['XX89 3704 0044 0532 0130 00', ['iban.unknown_country']],
    ['DEAA 3704 0044 0532 0130 00', ['iban.invalid_check_digits']],
    ['DE89 AA04 0044 0532 0130 00', ['iban.invalid_structure', 'iban.checksum']], // letters in a numeric BBAN
    ['GB12 BARC 2020 1530 093A 59', ['iban.invalid_structure']], // check digits right, letter in the account
    ['DE89 3704 0044 0532 0130 0!', ['iban.invalid_characters']],
    ['   ', ['iban.empty']],
  ] as const)('%s -> %j', (input, errors) => {
    const r = validateIban(input);
    expect(r.valid).toBe(false);
    expect(r.canonical).toBeNull();
    expect(r.errors).toEqual(errors);
  });

  it('computes the ISO checksum even where the structure is wrong', () => {
    expect(refMod97('BARC20201530093A59GB12')).toBe(1);
    expect(validateIban('GB12 BARC 2020 1530 093A 59').checks).toMatchObject({
      structure: false,
      checksum: true,
      length: true,
    });
  });

  it('rejects check digits 99 even though they pass MOD 97 like 02 would', () => {
    // Find a BBAN whose correct check digits are 02: then 99 leaves the same remainder.
    let bban = '';
    for (let n = 0; ; n++) {
      bban = '37040044' + String(n).padStart(10, '0');
      if (refIban('DE', bban).slice(2, 4) === '02') break;
    }
    expect(isValidIban('DE02' + bban)).toBe(true);
    expect(refMod97(bban + 'DE99')).toBe(1);
    expect(validateIban('DE99' + bban).errors).toEqual(['iban.invalid_check_digits']);
  });

  it('reports the five checks separately', () => {
    const r = validateIban('DE88 3704 0044 0532 0130 00');
    expect(r.checks).toEqual({
      structure: true,
      checksum: false,
      length: true,
      nationalChecksum: 'not_applicable',
      sepa: true,
    });
    const short = validateIban('DE89 3704 0044 0532 0130');
    expect(short.checks.length).toBe(false);
    expect(short.checks.structure).toBe(false);
    expect(short.parts).toBeNull();
  });
});

describe('IBAN: normalisation', () => {
  it.each([
    'de89 3704 0044 0532 0130 00',
    ' DE89-3704-0044-0532-0130-00 ',
    'IBAN DE89 3704 0044 0532 0130 00',
    'DE89\u00a03704\u00a00044\u00a00532\u00a00130\u00a000',
  ])('%j', (input) => {
    expect(validateIban(input).canonical).toBe('DE89370400440532013000');
  });
  it('formats in groups of four', () => {
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatIban('NO9386011117947')).toBe('NO93 8601 1117 947');
  });
});

describe('IBAN: national check digits', () => {
  // One published example per country with a national algorithm; corrupt the national check
  // (or a digit it covers), recompute the ISO 13616 check digits independently, and the IBAN
  // must fail on the national check only.
  const mutateAt: Record<string, number> = { PL: 0, IS: 12, AL: 0 };
  const examples = PUBLISHED.map(compact).filter(
    (s, i, all) => NATIONAL_CHECK.has(s.slice(0, 2)) && all.findIndex((t) => t.slice(0, 2) === s.slice(0, 2)) === i,
  );

  it.each(examples)('%s with a wrong national check digit', (iban) => {
    const country = iban.slice(0, 2);
    const bban = iban.slice(4);
    const i = mutateAt[country] ?? bban.length - 1;
    const corrupted = replaceAt(bban, i, String((Number(bban[i]) + 1) % 10));
    const r = validateIban(refIban(country, corrupted));
    expect(r.checks.checksum).toBe(true);
    expect(r.checks.structure).toBe(true);
    expect(r.checks.nationalChecksum).toBe('invalid');
    expect(r.errors).toEqual(['iban.national_checksum']);
    expect(r.valid).toBe(false);
  });

  it.each([
    // Belgian account 050-0000177-97: remainder 0 is written 97
    ['BE', '050000017797', 'valid'],
    // Norwegian account with MOD 11 remainder 0 -> check digit 0
    ['NO', '60421439640', 'valid'],
    // Norwegian accounts with 00 in digits 5-6: ECBS TR201 has MOD 11 cover digits 7-10 only
    // (1·5 + 2·4 + 3·3 + 4·2 = 30, 30 mod 11 = 8, check digit 3); DNB, NAV, python-stdnum and
    // iban4j cover all ten (bank 1234 adds 5+8+9+8 = 30: 60 mod 11 = 5, check digit 6). They
    // disagree: contested, no verdict.
    ['NO', '12340012343', 'contested'],
    ['NO', '99990012343', 'contested'],
    // Both readings say wrong (3 and 6 expected): invalid.
    ['NO', '12340012345', 'invalid'],
    // Bank 1115 adds 5+4+3+10 = 22, 0 mod 11: both readings give 3: valid.
    ['NO', '11150012343', 'valid'],
    // Spanish CCC whose second control digit comes from 11 - 10 -> 1
    ['ES', '21000813610123456789', 'valid'],
    // Italian CIN examples with letters in the account number
    ['IT', 'D3918913896CHTEE9UATVVO', 'valid'],
    ['IT', 'T0538703601000000198036', 'valid'],
    ['IT', 'Z0538703601000000198072', 'valid'],
    ['IT', 'Y4907675919YB4EQZ0PL4GT', 'valid'],
    // Croatian bank VBDI 2360000 (Zagrebačka banka) account 1101234565
    ['HR', '23600001101234565', 'valid'],
  ] as const)('%s %s -> %s', (country, bban, status) => {
    const r = validateIban(refIban(country, bban));
    expect(r.checks.checksum).toBe(true);
    expect(r.checks.nationalChecksum).toBe(status);
  });

  it('reports not_applicable for countries without a fixed public algorithm', () => {
    for (const iban of [
      'DE89370400440532013000',
      'GB29NWBK60161331926819',
      'NL91ABNA0417164300',
      'SE4550000000058398257466',
      'DK5000400440116243',
    ]) {
      expect(validateIban(iban).checks.nationalChecksum).toBe('not_applicable');
    }
  });
});

describe('IBAN: registry', () => {
  it('has consistent rows', () => {
    for (const country of ibanCountries()) {
      const spec = getIbanCountrySpec(country);
      expect(spec, country).not.toBeNull();
      if (!spec) continue;
      const specLength = [...spec.bbanSpec.matchAll(/(\d+)!?[nace]/g)].reduce((n, m) => n + Number(m[1]), 0);
      expect(specLength, country).toBe(spec.bbanLength);
      for (const r of [spec.bank, spec.branch, spec.account, ...spec.nationalCheck]) {
        if (!r) continue;
        expect(r[0], country).toBeLessThan(r[1]);
        expect(r[1], country).toBeLessThanOrEqual(spec.bbanLength);
      }
    }
  });

  // Decided from the registry: the SWIFT IBAN registry (ISO 13616's registration authority)
  // has no entry for these territories; it counts them under FR, FI and GB, whose code their
  // accounts' IBANs start with (the registry's IBAN structure "FR2!n...", the generated rows'
  // formatOf). An IBAN starting with the territory's own code is no IBAN.
  it('refuses IBANs starting with a territory code, which the registry lists under FR, FI or GB', () => {
    const territories = Object.keys(IBAN_REGISTRY).filter((c) => getIbanCountrySpec(c)?.formatCountry !== c);
    expect(territories.sort()).toEqual(
      ['GF', 'GP', 'MQ', 'RE', 'YT', 'BL', 'MF', 'PM', 'NC', 'PF', 'TF', 'WF', 'AX', 'JE', 'GG', 'IM'].sort(),
    );
    for (const territory of territories) {
      const country = getIbanCountrySpec(territory)!.formatCountry;
      const bban = validIbanOf(country).slice(4);
      // The same account: valid under the registry's country code, refused under the territory's.
      expect(validateIban(refIban(country, bban)).valid, country).toBe(true);
      const r = validateIban(refIban(territory, bban));
      expect(r.valid, territory).toBe(false);
      expect(r.errors, territory).toEqual(['iban.territory_country']);
      expect(ibanCountries(), territory).not.toContain(territory);
    }
  });

  it("knows territories that use another country's format", () => {
    expect(getIbanCountrySpec('AX')?.formatCountry).toBe('FI');
    expect(getIbanCountrySpec('GP')?.formatCountry).toBe('FR');
    expect(getIbanCountrySpec('JE')?.formatCountry).toBe('GB');
    expect(getIbanCountrySpec('DE')?.formatCountry).toBe('DE');
    expect(getIbanCountrySpec('US')).toBeNull();
  });
});

describe('IBAN: generated registry', () => {
  const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
  const csv = resolve(process.env.DATA_DIR ?? resolve(repo, '..', 'shared', 'data'), 'iban', 'iban_country_specs.csv');
  // ../shared/data is beside every checkout, CI's included: a missing file is a failure.
  it('is up to date with the country specs', () => {
    expect(existsSync(csv)).toBe(true);
    expect(() =>
      execFileSync(process.execPath, [resolve(repo, 'scripts/generate-iban-registry.mjs'), '--check'], {
        stdio: 'pipe',
      }),
    ).not.toThrow();
  });
});

// ISO 7064 MOD 97-10 national check pairs. The procedure computes 98 - r
// (0 <= r <= 96), so 02-98; 00, 01 and 99 leave the same remainder as 97, 98 and 02 but are
// never issued, exactly as for the IBAN's own check digits.
describe('IBAN: national MOD 97-10 check pairs 00, 01 and 99', () => {
  const MOD97_COUNTRIES = ['BA', 'ME', 'MK', 'RS', 'SI', 'PT', 'TL', 'XK', 'AO', 'CV', 'MZ'] as const;
  /** The first numeric body (counting up from a country-specific start) whose pair is `want`. */
  function bodyWithPair(length: number, want: string): string {
    for (let n = 0; ; n++) {
      const body = '1'.padEnd(length - 6, '0') + String(n).padStart(6, '0');
      if (String(98 - refMod97(body + '00')).padStart(2, '0') === want) return body;
    }
  }
  it.each(
    MOD97_COUNTRIES.flatMap(
      (c) =>
        [
          [c, '97', '00'],
          [c, '98', '01'],
          [c, '02', '99'],
        ] as const,
    ),
  )('%s: pair %s is valid, its equivalent %s is not', (country, pair, alt) => {
    const body = bodyWithPair(getIbanCountrySpec(country)!.bbanLength - 2, pair);
    const right = validateIban(refIban(country, body + pair));
    expect(right.checks.nationalChecksum).toBe('valid');
    expect(refMod97(body + alt)).toBe(1); // the remainder test alone would pass it
    const wrong = validateIban(refIban(country, body + alt));
    expect(wrong.checks.checksum).toBe(true);
    expect(wrong.errors).toEqual(['iban.national_checksum']);
  });
});

/** A valid IBAN of `country`, from the registry examples this file already checks. */
function validIbanOf(country: string): string {
  const known: Record<string, string> = {
    FR: 'FR1420041010050500013M02606',
    FI: 'FI2112345600000785',
    GB: 'GB29NWBK60161331926819',
  };
  const iban = known[country];
  if (!iban) throw new Error(`no example IBAN for ${country}`);
  return iban;
}
