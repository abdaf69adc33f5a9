import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
// @ts-expect-error plain ES module without types
import { startSite } from '../../scripts/serve.mjs';
import type { Miniflare } from 'miniflare';

export interface TestSite {
  url: string;
  mf: Miniflare;
  close: () => Promise<void>;
}

/** Extra Miniflare settings for fault tests (scripts/serve.mjs startSite). */
export interface SiteOptions {
  workerOptions?: Record<string, unknown>;
  extraWorkers?: Record<string, unknown>[];
  onLog?: (level: string, message: string) => void;
}

/**
 * The production build under Miniflare with its own D1 and KV in a temp dir: the D1 a copy of
 * the fixture database tests/e2e/global-setup.ts made (migrations applied, the fixture rows of
 * tests/fixtures/seed/*.sql and their search index), so a test may change its site's rows.
 */
export async function startTestSite(vars: Record<string, string> = {}, options: SiteOptions = {}): Promise<TestSite> {
  const persistDir = mkdtempSync(path.join(tmpdir(), 'bankcodes-e2e-'));
  cpSync(path.join(inject('e2eDatabase'), 'v3/d1'), path.join(persistDir, 'v3/d1'), { recursive: true });
  const removeDir = () => rmSync(persistDir, { recursive: true, force: true });
  const site = await startSite({ persistDir, vars, ...options }).catch((error: unknown) => {
    removeDir();
    throw error;
  });
  const close = async () => {
    await site.dispose();
    removeDir();
  };
  return { url: site.url, mf: site.mf, close };
}
