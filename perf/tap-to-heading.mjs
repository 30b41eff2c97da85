// The time from a tap on 隐私政策 in the navigation to its painted heading, in WebKit (WebKitGTK's
// MiniBrowser over WebKitWebDriver, under Xvfb, as the engine scenarios drive it) beside Chromium, on
// the same machine, unthrottled (WebKit has no throttling): the first visit (the text's chunk fetched
// then) and the revisit (home, then 隐私政策 again). Rounds alternate the engines; medians at the end.
//   node perf/tap-to-heading.mjs <dist dir> [port] [rounds]
// TAP_DATE=<ISO> sets the reader's date (which version shows), as the bench's --date; TAP_SIZE=WxH the
// window (default 360x640). A fresh browser per round; the server sends no-store, so nothing is cached.
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { readFileSync, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { Builder, By } from 'selenium-webdriver';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';

const [dir, port = '4312', roundsArg = '7'] = process.argv.slice(2);
if (!dir) throw new Error('usage: node perf/tap-to-heading.mjs <dist dir> [port] [rounds]');
const rounds = Number(roundsArg);
const date = process.env.TAP_DATE ? new Date(process.env.TAP_DATE).getTime() : undefined;
const [width, height] = (process.env.TAP_SIZE ?? '360x640').split('x').map(Number);

// Classic WebDriver cannot run a script before the page's own, so the reader's date comes with the page.
const dateScript =
  date === undefined
    ? ''
    : `<script>(()=>{const off=${date}-Date.now(),R=Date;class D extends R{constructor(...a){if(a.length)super(...a);else super(R.now()+off)}static now(){return R.now()+off}}globalThis.Date=D})()</script>`;
/** @type {Record<string, string>} */
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.woff2': 'font/woff2', '.png': 'image/png', '.ico': 'image/x-icon', '.webmanifest': 'application/manifest+json' };
const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
  const file = join(dir, path === '/' ? 'index.html' : path);
  if (!existsSync(file) || file.endsWith('/')) {
    response.writeHead(404).end();
    return;
  }
  let body = readFileSync(file);
  if (file.endsWith('index.html') && dateScript) body = Buffer.from(body.toString().replace('<head>', `<head>${dateScript}`));
  response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' });
  response.end(body);
});
await new Promise((resolve) => server.listen(Number(port), '127.0.0.1', () => resolve(undefined)));
const base = `http://127.0.0.1:${port}/`;

// Installed after the page has started: the next tap on a nav link to `href` is timed from its first
// pointer event to two frames after the title begins with `title` and the <h1> reads it (home: has an
// <h1>), as the bench's probe.
const arm = (href, title) => `
  window.__tap = null;
  var start = null;
  var onDown = function (event) {
    if (start === null && event.target.closest && event.target.closest('nav a[href$="${href}"]')) start = event.timeStamp;
  };
  ['pointerdown', 'mousedown', 'click'].forEach(function (type) { document.addEventListener(type, onDown, true); });
  var check = function () {
    var h1 = document.querySelector('h1');
    if (start === null || !h1 || document.title.indexOf('${title}') !== 0) return;
    if ('${title}' !== '首页' && h1.textContent.trim() !== '${title}') return;
    observer.disconnect();
    var shown = performance.now() - start;
    requestAnimationFrame(function () {
      var frame = performance.now() - start;
      requestAnimationFrame(function () { window.__tap = performance.now() - start; window.__tapParts = [shown, frame]; });
    });
  };
  var observer = new MutationObserver(check);
  observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true });
`;

/**
 * @typedef {{ first: number; revisit: number; viewport: string }} Round
 * @typedef {{
 *   open(url: string): Promise<unknown>; run(script: string): Promise<unknown>; value(expression: string): Promise<unknown>;
 *   waitFor(expression: string): Promise<void>; click(selector: string): Promise<unknown>;
 * }} Page
 */

/**
 * Runs one round in a driver: open home, tap 隐私政策 (first), tap 首页, tap 隐私政策 (revisit).
 * @param {Page} page
 * @returns {Promise<Round>}
 */
async function round(page) {
  await page.open(`${base}#/index`);
  await page.waitFor(`document.querySelector('nav a[href$="#/privacy"]') !== null && document.title.indexOf('首页') === 0`);
  /** @type {string[]} */
  const parts = [];
  /** @param {string} href @param {string} title */
  const tap = async (href, title) => {
    await page.run(arm(href, title));
    await page.click(`nav a[href$="${href}"]`);
    await page.waitFor('window.__tap !== null');
    const [shown, frame] = /** @type {[number, number]} */ (await page.value('window.__tapParts'));
    parts.push(`${href} shown ${shown.toFixed(0)}, 1st frame ${frame.toFixed(0)}`);
    return Number(await page.value('window.__tap'));
  };
  const first = await tap('#/privacy', '隐私政策');
  // Lets the reader tools come and the page settle before leaving, as a reader would.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await tap('#/index', '首页');
  await new Promise((resolve) => setTimeout(resolve, 500));
  const revisit = await tap('#/privacy', '隐私政策');
  const viewport = String(await page.value('innerWidth + "x" + innerHeight'));
  console.error(`  ${parts.join('; ')}`);
  return { first, revisit, viewport };
}

/** @param {() => Promise<unknown>} test */
const poll = async (test) => {
  const deadline = Date.now() + 30_000;
  while (!(await test())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** @returns {Promise<Round>} */
async function chromiumRound() {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    // WebKit's viewport once known (MiniBrowser keeps a minimum window width), so both lay out the same width.
    const [w, h] = results.webkit.viewport ? results.webkit.viewport.split('x').map(Number) : [width, height];
    const tab = await browser.newPage({ viewport: { width: w, height: h } });
    return await round({
      open: (url) => tab.goto(url).then(() => undefined),
      run: (script) => tab.evaluate(script),
      value: (expression) => tab.evaluate(expression),
      waitFor: (expression) => poll(() => tab.evaluate(expression)),
      click: (selector) => tab.click(selector),
    });
  } finally {
    await browser.close();
  }
}

/** @returns {Promise<Round>} */
async function webkitRound() {
  const xvfb = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', '1280x800x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'pipe', 'ignore'] });
  /** @type {string} */
  const display = await new Promise((resolve) => {
    xvfb.stdout.once('data', (/** @type {Buffer} */ data) => resolve(`:${data.toString().trim()}`));
  });
  const driverPort = Number(port) + 1;
  const driver = spawn('/usr/bin/WebKitWebDriver', [`--port=${driverPort}`], { env: { ...process.env, DISPLAY: display }, stdio: 'ignore' });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const session = await new Builder()
    .usingServer(`http://127.0.0.1:${driverPort}`)
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', args: ['--automation'] },
    })
    .build();
  try {
    await session.manage().window().setRect({ width, height });
    return await round({
      open: (url) => session.get('about:blank').then(() => session.get(url)),
      run: (script) => session.executeScript(script),
      value: (expression) => session.executeScript(`return (${expression});`),
      waitFor: (expression) => poll(() => session.executeScript(`return (${expression});`)),
      click: (selector) => session.findElement(By.css(selector)).click(),
    });
  } finally {
    await session.quit().catch(() => undefined);
    driver.kill();
    xvfb.kill();
  }
}

const engines = { chromium: chromiumRound, webkit: webkitRound };
/** @type {Record<'chromium' | 'webkit', { first: number[]; revisit: number[]; viewport: string }>} */
const results = { chromium: { first: [], revisit: [], viewport: '' }, webkit: { first: [], revisit: [], viewport: '' } };
for (let i = 0; i < rounds; i++) {
  /** @type {Array<'chromium' | 'webkit'>} */
  const order = i % 2 === 0 ? ['webkit', 'chromium'] : ['chromium', 'webkit'];
  for (const name of order) {
    const { first, revisit, viewport } = await engines[name]();
    results[name].first.push(first);
    results[name].revisit.push(revisit);
    results[name].viewport = viewport;
    console.error(`round ${i + 1} ${name}: first ${first.toFixed(0)} ms, revisit ${revisit.toFixed(0)} ms (${viewport})`);
  }
}
server.close();

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (/** @type {number} */ index) => sorted[index] ?? Number.NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
};
/** @param {number[]} values */
const cell = (values) => `${median(values).toFixed(0)} (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`;
console.log(`| tap on 隐私政策 → painted heading, ms: median (min–max), ${rounds} rounds | first visit | revisit | viewport |`);
console.log('|---|---:|---:|---|');
for (const name of /** @type {const} */ (['chromium', 'webkit'])) console.log(`| ${name} | ${cell(results[name].first)} | ${cell(results[name].revisit)} | ${results[name].viewport} |`);
console.log(
  `| WebKit ÷ Chromium | ${(median(results.webkit.first) / median(results.chromium.first)).toFixed(2)} | ${(median(results.webkit.revisit) / median(results.chromium.revisit)).toFixed(2)} | |`,
);
