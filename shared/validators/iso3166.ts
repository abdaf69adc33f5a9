/**
 * ISO 3166-1 alpha-2 country codes (the 249 officially assigned codes), plus XK (Kosovo), a
 * user-assigned code that SWIFT (ISO 9362) and the IBAN registry (ISO 13616) use.
 * Compact form: first letter, then every second letter it combines with.
 */
const COMPACT =
  'A:DEFGILMOQRSTUWXZ B:ABDEFGHIJLMNOQRSTVWYZ C:ACDFGHIKLMNORUVWXYZ D:EJKMOZ E:CEGHRST F:IJKMOR ' +
  'G:ABDEFGHILMNPQRSTUWY H:KMNRTU I:DELMNOQRST J:EMOP K:EGHIMNPRWYZ L:ABCIKRSTUVY ' +
  'M:ACDEFGHKLMNOPQRSTUVWXYZ N:ACEFGILOPRUZ O:M P:AEFGHKLMNRSTWY Q:A R:EOSUW ' +
  'S:ABCDEGHIJKLMNORSTVXYZ T:CDFGHJKLMNORTVWZ U:AGMSYZ V:ACEGINU W:FS X:K Y:ET Z:AMW';

let codes: Set<string> | null = null;

/** All codes, XK included. */
export function countryCodes(): ReadonlySet<string> {
  if (!codes) {
    codes = new Set();
    for (const group of COMPACT.split(' ')) {
      const [first, seconds] = group.split(':');
      for (const s of seconds ?? '') codes.add(`${first}${s}`);
    }
  }
  return codes;
}

/** true for an assigned ISO 3166-1 alpha-2 code or XK (upper case expected). */
export function isCountryCode(code: string): boolean {
  return countryCodes().has(code);
}
