// The README's pictures of a phone reading the privacy policy, its contents open, then a search in them:
// `npm run build && node scripts/readme-screenshot.mjs` writes docs/phone-contents.png and
// docs/phone-contents-search.png from the
// production build (served here by `vite preview` on a free port).
import { chromium } from '@playwright/test';
import { preview } from 'vite';
import { chromiumLaunchOptions } from './chromium.mjs';

const server = await preview({ logLevel: 'warn', preview: { host: '127.0.0.1', port: 0 } });
const address = server.httpServer.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 4173}`;
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const page = await browser.newPage({ viewport: { width: 360, height: 640 }, deviceScaleFactor: 2, locale: 'zh-CN' });
  await page.goto(`${base}/#/privacy?section=children`);
  await page.getByRole('button', { name: /^目录/ }).click();
  const sheet = page.getByRole('dialog');
  await sheet.getByRole('link').first().waitFor();
  await page.screenshot({ path: 'docs/phone-contents.png' });
  await sheet.getByRole('searchbox').fill('人脸');
  await sheet.getByRole('button', { name: '搜索' }).click();
  await sheet.getByText(/^找到 \d+ 处/).waitFor();
  await page.screenshot({ path: 'docs/phone-contents-search.png' });
} finally {
  await browser.close();
  await server.close();
}
