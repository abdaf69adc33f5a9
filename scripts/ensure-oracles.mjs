// A step of `npm test` after ensure-chromium.mjs: the German account check test
// (shared/kinds/iban/worker/account-checks/de.test.ts) runs two independent implementations as oracles,
// Debian's ktoblzcheck and schwifty (../shared/oracles, on Debian's python3 with pycountry and
// rstr). Missing ones are installed here as Chromium is, with apt-get when this runs as root;
// anywhere else it stops at once with the command to run, rather than failing in the test.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PACKAGES = ['ktoblzcheck', 'python3', 'python3-pycountry', 'python3-rstr'];

function fail(message) {
  console.error(`ensure-oracles: ${message}`);
  process.exit(1);
}

const present = () =>
  existsSync('/usr/bin/ktoblzcheck') &&
  spawnSync('/usr/bin/python3', ['-c', 'import pycountry, rstr'], { stdio: 'ignore' }).status === 0;

function apt(...args) {
  const { status, error } = spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (status !== 0) fail(`apt-get ${args.join(' ')} failed (${error?.message ?? `exit ${status}`})`);
}

if (!present()) {
  const command = `apt-get install -y ${PACKAGES.join(' ')}`;
  if (process.getuid?.() !== 0 || spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status !== 0)
    fail(`the test oracles are missing: run \`sudo ${command}\``);
  console.log(`ensure-oracles: installing the test oracles (${command})`);
  apt('update', '-qq');
  apt('install', '-y', '-qq', ...PACKAGES);
  if (!present()) fail('apt-get ran, but ktoblzcheck or python3 with pycountry and rstr is still missing');
}
