#!/usr/bin/env node
// Makes sure a Chromium for Playwright and Lighthouse exists: Debian's package when we can install
// it (root + apt), Playwright's own download otherwise (which needs internet access).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter(Boolean);
const found = candidates.find((p) => existsSync(p));
if (found) {
  console.log(`chromium: ${found}`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
const run = (cmd) =>
  execSync(cmd, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });

try {
  if (isRoot && hasApt) {
    console.log('chromium missing: installing Debian chromium');
    run('apt-get update && apt-get install -y chromium');
  } else {
    console.log('chromium missing: trying Playwright download');
    run('npx playwright install chromium');
  }
} catch (error) {
  console.error(`could not install chromium: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
