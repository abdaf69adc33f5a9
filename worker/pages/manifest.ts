// File names of the hashed client bundle, written by scripts/build.mjs before wrangler bundles the Worker.
import manifest from '../../dist/manifest.json';

export interface AssetManifest {
  entry: string;
  css: string;
  /** preloads per locale: the strings every page uses */
  locales: Record<string, string>;
  /** per locale, route id -> the strings only that screen uses */
  strings: Record<string, Record<string, string>>;
  /** route id -> chunk files (for modulepreload of the matched screen) */
  routes: Record<string, string[]>;
}

export const assets = manifest as AssetManifest;
