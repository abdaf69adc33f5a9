// Environment for every wrangler/miniflare process we start: no network, no login,
// no telemetry (../shared/TOOLCHAIN.md gotcha 4).
export const quietWranglerEnv = {
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
};

/** Worker variables that may be set in the shell and must reach the Worker. */
export const PASSED_VARS = [
  'ENVIRONMENT',
  'API_BASE_URL',
  'BASIC_AUTH_USER',
  'BASIC_AUTH_PASSWORD',
  'AD_SCRIPT_URL',
  'AD_RELOAD_ON_QUERY',
  'TOP_BANKS_PER_COUNTRY',
  'SITE_ORIGIN',
];

/** The values of PASSED_VARS that are set in `env`. */
export function passedVars(env = process.env) {
  return Object.fromEntries(PASSED_VARS.filter((k) => env[k] !== undefined).map((k) => [k, env[k]]));
}
