// Lighthouse on the production build: serves dist/ with `vite preview` on a free port, runs
// Lighthouse's default (mobile, simulated throttling) config on a few pages in headless Chromium, prints
// the four category scores per page and the failing audits of every category under 100.
// Fails when accessibility or best practices is under 100 or SEO under 90 on any page; performance
// is reported only. Run `npx vite build` first.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from './chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const paths = ['/#/index', '/#/privacy'];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Minimum score (0–100) per category; a category without one is reported only. */
const thresholds = { accessibility: 100, 'best-practices': 100, seo: 90 };
const serverStartTimeout = 30_000;
const overallTimeout = 170_000;
// Audits that count towards a score; 'informative', 'manual', 'notApplicable' and 'error' do not.
const scoredModes = new Set(['binary', 'numeric', 'metricSavings']);

const started = Date.now();
/** @type {import('node:child_process').ChildProcess | undefined} */
let server;
/** @type {chromeLauncher.LaunchedChrome | undefined} */
let chrome;

/** @returns {Promise<number>} a TCP port that is free on 127.0.0.1 right now */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('could not find a free port'));
      });
    });
  });
}

/** @param {number} ms */
function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Starts `vite preview` in its own process group (npx runs vite as a grandchild, so the whole group
 * is ended later) and resolves once it answers on `origin`.
 * @param {number} port
 */
async function startServer(port) {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
    shell: process.platform === 'win32',
  });
  server = child;
  let output = '';
  child.stdout.on('data', (/** @type {Buffer} */ chunk) => (output += chunk.toString()));
  child.stderr.on('data', (/** @type {Buffer} */ chunk) => (output += chunk.toString()));
  const deadline = Date.now() + serverStartTimeout;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`vite preview exited (${String(child.exitCode ?? child.signalCode)}) before answering:\n${output}`);
    }
    try {
      const response = await fetch(`${origin}/`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return origin;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`vite preview did not answer on ${origin} within ${serverStartTimeout / 1000} s:\n${output}`);
}

async function stopServer() {
  const child = server;
  server = undefined;
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  /** @param {NodeJS.Signals} signal */
  const signal = (signal) => {
    try {
      if (child.pid && process.platform !== 'win32') process.kill(-child.pid, signal);
      else child.kill(signal);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const stopped = await Promise.race([exited.then(() => true), sleep(3_000).then(() => false)]);
  if (!stopped) {
    signal('SIGKILL');
    await Promise.race([exited, sleep(1_000)]);
  }
}

function stopChrome() {
  const instance = chrome;
  chrome = undefined;
  if (!instance) return;
  try {
    instance.kill();
  } catch (error) {
    console.error(`Could not stop Chromium (pid ${instance.pid}): ${String(error)}`);
  }
}

async function cleanUp() {
  stopChrome();
  await stopServer();
}

/** @param {number | null} score */
function percent(score) {
  return score === null ? null : Math.round(score * 100);
}

/**
 * The elements an audit reports (accessibility and SEO audits list DOM nodes), for the printout.
 * @param {unknown} details
 * @returns {string[]}
 */
function failingNodes(details) {
  if (!details || typeof details !== 'object' || !('items' in details) || !Array.isArray(details.items)) return [];
  /** @type {string[]} */
  const nodes = [];
  const items = /** @type {unknown[]} */ (details.items);
  for (const item of items) {
    if (!item || typeof item !== 'object' || !('node' in item)) continue;
    const node = item.node;
    if (!node || typeof node !== 'object') continue;
    const selector = 'selector' in node && typeof node.selector === 'string' ? node.selector : '';
    const snippet = 'snippet' in node && typeof node.snippet === 'string' ? node.snippet : '';
    const explanation =
      'explanation' in node && typeof node.explanation === 'string' ? node.explanation.replace(/\s+/g, ' ') : '';
    const text = [selector, snippet, explanation].filter(Boolean).join('  ');
    nodes.push(text.length > 300 ? `${text.slice(0, 299)}…` : text);
  }
  return nodes;
}

/**
 * @param {string} url
 * @param {number} port
 */
async function audit(url, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
  });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  return result.lhr;
}

/** @param {string[][]} rows */
function printTable(rows) {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  for (const row of rows) {
    console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  '));
  }
}

async function main() {
  if (!existsSync(`${root}dist/index.html`)) {
    throw new Error('dist/index.html not found: run `npx vite build` first.');
  }
  const chromePath = findChromium();
  if (!chromePath) throw new Error('No Chromium found: run `node scripts/ensure-chromium.mjs` or set CHROMIUM_PATH.');

  const origin = await startServer(await freePort());
  const chromeFlags = [
    '--headless=new',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ];
  // Chromium refuses to run as root with its sandbox on.
  if (process.getuid?.() === 0) chromeFlags.push('--no-sandbox');
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'silent', handleSIGINT: false });

  /** @type {{ path: string, lhr: import('lighthouse').Result }[]} */
  const reports = [];
  for (const path of paths) {
    const runStarted = Date.now();
    const lhr = await audit(`${origin}${path}`, chrome.port);
    console.log(`Audited ${path} in ${((Date.now() - runStarted) / 1000).toFixed(1)} s`);
    reports.push({ path, lhr });
  }
  await cleanUp();

  console.log(`\nLighthouse ${reports[0]?.lhr.lighthouseVersion ?? ''}, ${reports[0]?.lhr.configSettings.formFactor ?? ''}, ${reports[0]?.lhr.configSettings.throttlingMethod ?? ''} throttling\n`);
  printTable([
    ['page', ...categories],
    ...reports.map(({ path, lhr }) => [path, ...categories.map((id) => String(percent(lhr.categories[id]?.score ?? null) ?? 'error'))]),
  ]);

  /** @type {string[]} */
  const failures = [];
  for (const { path, lhr } of reports) {
    if (lhr.runtimeError) failures.push(`${path}: Lighthouse runtime error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    for (const id of categories) {
      const category = lhr.categories[id];
      const score = percent(category?.score ?? null);
      const minimum = /** @type {Record<string, number | undefined>} */ (thresholds)[id];
      if (minimum !== undefined && (score === null || score < minimum)) {
        failures.push(`${path}: ${id} ${String(score ?? 'error')} < ${minimum}`);
      }
      if (!category || score === 100) continue;
      console.log(`\n${path} · ${category.title} ${String(score ?? 'error')}: failing audits`);
      /** @type {Map<string, string[]>} audit ids by error message */
      const errored = new Map();
      for (const ref of category.auditRefs) {
        const result = lhr.audits[ref.id];
        if (!result) continue;
        if (result.scoreDisplayMode === 'error') {
          const message = result.errorMessage ?? 'unknown error';
          errored.set(message, [...(errored.get(message) ?? []), result.id]);
          continue;
        }
        if (!scoredModes.has(result.scoreDisplayMode) || result.score === null || result.score >= 1) continue;
        const value = result.displayValue ? ` — ${result.displayValue}` : '';
        const weight = ref.weight > 0 ? ` (weight ${ref.weight})` : '';
        console.log(`  ${result.id}: ${result.title}${value}${weight}`);
        for (const node of failingNodes(result.details).slice(0, 5)) console.log(`      ${node}`);
      }
      for (const [message, ids] of errored) console.log(`  (could not run: ${ids.join(', ')} — ${message})`);
    }
  }

  console.log(`\nTotal ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (failures.length > 0) {
    console.error(`\nLighthouse check failed:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log('Lighthouse check passed (accessibility and best practices 100, SEO ≥ 90).');
  }
}

/** @param {unknown} error */
async function fail(error) {
  console.error(error instanceof Error ? error.message : String(error));
  await cleanUp();
  process.exit(1);
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => void fail(new Error(`Interrupted (${signal}).`)));
}
setTimeout(() => void fail(new Error(`Lighthouse took longer than ${overallTimeout / 1000} s; giving up.`)), overallTimeout).unref();

try {
  await main();
} catch (error) {
  await fail(error);
}
await cleanUp();
