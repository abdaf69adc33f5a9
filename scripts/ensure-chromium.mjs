// The first step of `npm test`: the browser tests drive Debian's Chromium (tests/e2e/browser.ts), so
// a fresh machine with only Node and npm gets it here, the way CI always did: `apt-get install -y
// chromium` when this runs as root and apt is there. Anywhere else it stops at once with the command
// to run, rather than after the unit and Worker tests with a browser test's stack trace.
// CHROMIUM_PATH overrides /usr/bin/chromium, as in the tests.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const DEBIAN_PATH = '/usr/bin/chromium';
const wanted = process.env.CHROMIUM_PATH || DEBIAN_PATH;

function onPath(command) {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && existsSync(path.join(dir, command)));
}

function fail(message) {
  console.error(`ensure-chromium: ${message}`);
  process.exit(1);
}

function apt(...args) {
  const { status, error } = spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (status !== 0) fail(`apt-get ${args.join(' ')} failed (${error?.message ?? `exit ${status}`})`);
}

if (!existsSync(wanted)) {
  if (!onPath('apt-get'))
    fail(`Chromium is missing at ${wanted} and there is no apt-get here: install Chromium and set CHROMIUM_PATH.`);
  if (process.getuid?.() !== 0)
    fail(`Chromium is missing at ${wanted}: run \`sudo apt-get install -y chromium\` (or set CHROMIUM_PATH).`);
  console.log("ensure-chromium: installing Debian's chromium (apt-get install -y chromium)");
  apt('update', '-qq');
  apt('install', '-y', '-qq', 'chromium');
  if (!existsSync(wanted)) fail(`apt-get installed chromium, but ${wanted} is still missing (CHROMIUM_PATH?).`);
}
