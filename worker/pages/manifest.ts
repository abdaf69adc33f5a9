// File names of the hashed client bundle, written by scripts/build.mjs before wrangler bundles the Worker.
import manifest from '../../dist/manifest.json';

export interface AssetManifest {
  entry: string;
  css: string;
  /** the stylesheet's text, inlined in every page's head (worker/pages/render.tsx) */
  cssText: string;
  /** preloads per locale: the strings every page uses */
  locales: Record<string, string>;
  /** per locale, route id -> the strings only that screen uses */
  strings: Record<string, Record<string, string>>;
  /** route id -> chunk files (for modulepreload of the matched screen) */
  routes: Record<string, string[]>;
}

// The JSON's inferred type is the shape of whatever build last ran: a checkout whose dist/ predates
// a change to the manifest would fail to typecheck on an artefact, not on code. scripts/build.mjs
// writes this shape; tests/e2e/i18n.test.ts checks the strings each page loads through it.
export const assets = manifest as unknown as AssetManifest;
