import { inject } from 'vitest';
import { firefoxEsr } from './drivers/firefox';
import { oldChromium } from './drivers/old-chromium';
import { playwrightChromium } from './drivers/playwright-chromium';
import { webkitGtk } from './drivers/webkit';
import { oldChromiumBuilds } from './old-chromium-builds';
import { describeEngine } from './scenarios';

const engines = [
  playwrightChromium('Chromium (current)', true),
  webkitGtk,
  firefoxEsr,
  ...oldChromiumBuilds.map(({ version, packageVersion }) => oldChromium(version, packageVersion)),
  playwrightChromium('No JavaScript (Chromium)', false),
];

for (const engine of engines) describeEngine(engine, inject('baseUrl'));
