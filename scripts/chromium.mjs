// Which Chromium the e2e suite drives: $CHROMIUM_PATH, else Playwright's own build when one is
// installed, else Debian's package. Shared by playwright.config.ts and scripts/ensure-chromium.mjs.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const debianChromium = '/usr/bin/chromium';

function playwrightChromium() {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/** The executable to launch, or undefined when there is none on this machine. */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, playwrightChromium(), debianChromium];
  return candidates.find((path) => path && existsSync(path));
}

export function chromiumLaunchOptions() {
  const executablePath = findChromium();
  const args = [
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ];
  // Chromium refuses to run as root with its sandbox on.
  if (process.getuid?.() === 0) args.push('--no-sandbox');
  return { executablePath, args };
}
