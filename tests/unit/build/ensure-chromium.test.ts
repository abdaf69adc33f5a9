import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// `npm ci && npm test` is all the set-up a fresh machine needs: the test command installs Debian's
// chromium itself where it can. apt-get is stood in by a shell script on PATH (installing packages
// is outside the test); it records its arguments and "installs" the binary at CHROMIUM_PATH.
const SCRIPT = path.resolve('scripts/ensure-chromium.mjs');
const isRoot = process.getuid?.() === 0;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'ensure-chromium-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function fakeApt(): string {
  const bin = path.join(dir, 'bin');
  spawnSync('mkdir', [bin]);
  const apt = path.join(bin, 'apt-get');
  writeFileSync(
    apt,
    `#!/bin/sh\necho "$DEBIAN_FRONTEND $*" >> "${dir}/apt.log"\ncase "$*" in *install*) : > "$CHROMIUM_PATH" ;; esac\n`,
  );
  chmodSync(apt, 0o755);
  return bin;
}

function run(env: Record<string, string>) {
  return spawnSync(process.execPath, [SCRIPT], { env, encoding: 'utf8' });
}

describe('npm test installs the browser it needs', () => {
  it('is the first step of the test command', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.test?.startsWith('node scripts/ensure-chromium.mjs && ')).toBe(true);
  });

  it('does nothing when Chromium is there', () => {
    const chromium = path.join(dir, 'chromium');
    writeFileSync(chromium, '');
    const out = run({ PATH: fakeApt(), CHROMIUM_PATH: chromium });
    expect(out.status).toBe(0);
    expect(existsSync(path.join(dir, 'apt.log'))).toBe(false);
  });

  it('installs Debian chromium with apt-get as root, else says to run it with sudo', () => {
    const chromium = path.join(dir, 'chromium');
    const out = run({ PATH: fakeApt(), CHROMIUM_PATH: chromium });
    if (!isRoot) {
      expect(out.status).toBe(1);
      expect(out.stderr).toContain('sudo apt-get install -y chromium');
      return;
    }
    expect(out.status, out.stderr).toBe(0);
    expect(readFileSync(path.join(dir, 'apt.log'), 'utf8').trim().split('\n')).toEqual([
      'noninteractive update -qq',
      'noninteractive install -y -qq chromium',
    ]);
    expect(existsSync(chromium)).toBe(true);
  });

  it('stops at once with what to do when there is no apt-get', () => {
    const out = run({ PATH: path.join(dir, 'empty'), CHROMIUM_PATH: path.join(dir, 'chromium') });
    expect(out.status).toBe(1);
    expect(out.stderr).toContain('install Chromium and set CHROMIUM_PATH');
  });

  it('fails clearly when apt-get installed chromium elsewhere than CHROMIUM_PATH', () => {
    const bin = fakeApt();
    // This apt-get "installs" nothing at the wanted path.
    writeFileSync(path.join(bin, 'apt-get'), `#!/bin/sh\necho "$*" >> "${dir}/apt.log"\n`);
    const out = run({ PATH: bin, CHROMIUM_PATH: path.join(dir, 'chromium') });
    expect(out.status).toBe(1);
    expect(out.stderr).toContain(isRoot ? 'still missing' : 'sudo apt-get install -y chromium');
  });
});
