// Makes sure the e2e suite has a Chromium: installs Debian's package when running as root on a
// machine without one, else explains what to do. Never downloads Playwright's browsers.
import { execSync } from 'node:child_process';
import { findChromium } from './chromium.mjs';

if (findChromium()) process.exit(0);

if (process.getuid?.() === 0 && process.platform === 'linux') {
  console.log('No Chromium found: installing Debian\'s chromium package…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  if (findChromium()) process.exit(0);
}
console.error(
  [
    'No Chromium found for the e2e suite. Either:',
    '  - install Debian\'s package as root: apt-get install -y chromium   (gives /usr/bin/chromium)',
    '  - or install Playwright\'s browser where downloads work: npx playwright install chromium',
    '  - or point CHROMIUM_PATH at a Chromium or Chrome executable.',
  ].join('\n'),
);
process.exit(1);
