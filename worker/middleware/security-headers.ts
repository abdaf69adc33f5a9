import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { AppEnv, Env } from '../env';

/** Features the site does not use: none of them to anyone (W3C Permissions Policy, `feature=()`). */
const DENIED_FEATURES = [
  // Only features Chromium recognizes: an unknown name is a console error on every page.
  'accelerometer',
  'autoplay',
  'bluetooth',
  'browsingTopics',
  'camera',
  'displayCapture',
  'encryptedMedia',
  'fullscreen',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'idleDetection',
  'localFonts',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'pictureInPicture',
  'publickeyCredentialsGet',
  'screenWakeLock',
  'serial',
  'usb',
  'webShare',
  'xrSpatialTracking',
] as const;
// The clipboard features are left at their default (our own pages only): the copy buttons write.
export const PERMISSIONS_POLICY: Record<string, string[]> = Object.fromEntries(DENIED_FEATURES.map((f) => [f, []]));

/** The origin of a configured URL, or null when it is empty or not an http(s) URL. */
export function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : null;
  } catch {
    return null;
  }
}

/**
 * Hono's secureHeaders for one configuration. The CSP follows the W3C CSP Level 3 advice for
 * server-rendered pages: scripts from our origin or carrying this response's nonce (the
 * hydration data and React's bootstrap and streaming scripts, worker/pages/render.tsx), styles
 * likewise (the stylesheet, inlined in the head);
 * the ad network's origin only when AD_SCRIPT_URL is set; fetches to our origin and to
 * API_BASE_URL's. Nothing may frame the site, change the base URL or load plugins.
 */
function forConfig(adOrigin: string | null, apiOrigin: string | null): MiddlewareHandler<AppEnv> {
  const ad = adOrigin ? [adOrigin] : [];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE, ...ad],
      // The stylesheet is inlined with the nonce (worker/pages/render.tsx): first paint waits on no request.
      styleSrc: ["'self'", NONCE],
      imgSrc: ["'self'", 'data:', ...ad],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...(apiOrigin ? [apiOrigin] : []), ...ad],
      frameSrc: ad.length ? ad : ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
      objectSrc: ["'none'"],
      formAction: ["'self'"],
    },
    // RFC 6797: one year, subdomains too (no preload: that is a decision for the domain owner).
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    referrerPolicy: 'strict-origin-when-cross-origin',
    // For browsers without CSP frame-ancestors; same intent.
    xFrameOptions: 'DENY',
    // Permissions Policy (W3C): every powerful feature the site does not use denied, to us, the
    // ad script and any frame; the clipboard keeps its default, our own pages only (copy buttons).
    permissionsPolicy: PERMISSIONS_POLICY,
  });
}

/**
 * Security headers on every response (pages, API, assets, errors, the staging 401). The
 * configuration comes from the environment, which is fixed for an isolate, so each
 * distinct (AD_SCRIPT_URL, API_BASE_URL) pair builds its middleware once.
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  const built = new Map<string, MiddlewareHandler<AppEnv>>();
  const pick = (env: Env) => {
    const adOrigin = originOf(env.AD_SCRIPT_URL);
    const apiOrigin = originOf(env.API_BASE_URL);
    const key = `${adOrigin} ${apiOrigin}`;
    let mw = built.get(key);
    if (!mw) built.set(key, (mw = forConfig(adOrigin, apiOrigin)));
    return mw;
  };
  return function securityHeaders(c, next) {
    return pick(c.env)(c, next);
  };
}
