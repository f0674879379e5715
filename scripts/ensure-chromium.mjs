// The end-to-end tests drive Debian's chromium (Playwright cannot download browsers here).
// Installs it when missing and we may (root with apt-get); otherwise says exactly how.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const isRoot = process.getuid?.() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (isRoot && hasApt) {
  console.log(`chromium not found at ${path}: installing Debian's chromium with apt-get…`);
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  if (existsSync(path)) process.exit(0);
}
console.error(
  `The end-to-end tests need Chromium at ${path}.\n` +
    'Install it with: sudo apt-get update && sudo apt-get install -y chromium\n' +
    '(or set CHROMIUM_PATH to another Chromium binary).',
);
process.exit(1);
