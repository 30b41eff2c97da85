// `node perf/floor-bench.mjs [--runs 5] [--skip-build] [--skip-bench] [--skip-heap] [--skip-traces]`: how much of the app's
// heap and navigation time is the floor of the libraries the design fixes, and how much is the app above it.
//
// 1. Builds, each with source maps, into .cache/floor/<name>: `app` (this app, `vite.config.ts`), and two floor
//    apps carrying the bench peers' texts and stylesheet (perf/floor/, `vite.config.ts` there):
//    `floor-react` (React alone, the page swapped on `hashchange`) and `floor-react-xstate` (React, XState,
//    @xstate/react and history: one machine state per page, its one action writing the address).
// 2. Runs ../shared/bench's measure.mjs on the three beside `static` and `vue-router` (throttled, --runs N),
//    writing bench-results/floor-<time>.{json,md}, and prints the medians as ratios to static.
// 3. Walks each build and peer as the bench does (cold home, then 隐私政策, 用户协议, 隐私政策, 介绍, 家长监护工程,
//    CPU ×4, 150 ms, 1.6 Mbit/s), forces a GC, reads JSHeapUsedSize and takes a heap snapshot
//    (.cache/floor/<name>.heapsnapshot), then prints where the heap is (perf/heap-snapshot.mjs): the code
//    V8 keeps per function (bytecode, baseline machine code, source positions, feedback) by the package or
//    source file of the function, through the source maps, and the rest by kind.
// 4. Traces a first navigation to 隐私政策 five times in each SPA (perf/trace-navigation.mjs) and prints the
//    medians: click → chunk request → its last byte → painted, with the main thread's JS in each window.
//
// BENCH_DIR is the bench (default ../shared/bench, or ../../shared/bench from a worktree). When it has no
// node_modules of its own, its two scripts are copied to .cache/bench and run with this project's
// playwright-core (the version the bench pins). Takes ≈ 10 min with --runs 5; run nothing else meanwhile.
import { chromium } from '@playwright/test';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { decodeSourceMap, emptySummary, packageOf, parseSnapshot, sourceAt, summarise } from './heap-snapshot.mjs';

const root = join(import.meta.dirname, '..');
const out = join(root, '.cache', 'floor');
const argv = process.argv.slice(2);
const runs = argv.includes('--runs') ? String(argv[argv.indexOf('--runs') + 1]) : '5';
const bench =
  process.env.BENCH_DIR ??
  [join(root, '..', 'shared', 'bench'), join(root, '..', '..', 'shared', 'bench')].find((dir) => existsSync(join(dir, 'measure.mjs')));
if (!bench) throw new Error('No ../shared/bench: set BENCH_DIR to the bench (measure.mjs, server.mjs, peers/).');

const builds = {
  app: join(out, 'app'),
  'floor-react': join(out, 'react'),
  'floor-react-xstate': join(out, 'react-xstate'),
};
const peers = { static: join(bench, 'peers', 'static'), 'vue-router': join(bench, 'peers', 'vue-router') };

if (!argv.includes('--skip-build')) {
  const vite = (/** @type {string[]} */ args, /** @type {Record<string, string>} */ env = {}) =>
    execFileSync('npx', ['vite', 'build', ...args], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
  vite(['--sourcemap', '--outDir', builds.app, '--emptyOutDir']);
  vite(['--config', 'perf/floor/vite.config.ts'], { FLOOR: 'react' });
  vite(['--config', 'perf/floor/vite.config.ts'], { FLOOR: 'react-xstate' });
}

if (!argv.includes('--skip-bench')) {
  const stamp = new Date().toISOString().slice(0, 16).replace(/[-:]/g, '');
  const results = join(root, 'bench-results');
  mkdirSync(results, { recursive: true });
  const candidates = Object.entries({ ...builds, ...peers }).map(([name, dir]) => `${name}=${dir}`);
  const args = [join(runnableBench(), 'measure.mjs'), '--runs', runs, '--out', join(results, `floor-${stamp}.json`), ...candidates];
  console.error(`node ${args.join(' ')}`);
  const run = spawnSync('node', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024 });
  writeFileSync(join(results, `floor-${stamp}.md`), run.stdout);
  if (run.status !== 0) process.exit(run.status ?? 1);
  printRatios(join(results, `floor-${stamp}.json`));
}

if (!argv.includes('--skip-heap')) await heapByOwner();
if (!argv.includes('--skip-traces')) traceFirstNavigations();

/** The bench's directory, or a copy of its scripts beside this project's playwright-core when it has none. */
function runnableBench() {
  if (existsSync(join(/** @type {string} */ (bench), 'node_modules'))) return /** @type {string} */ (bench);
  const copy = join(root, '.cache', 'bench');
  mkdirSync(copy, { recursive: true });
  for (const file of ['measure.mjs', 'server.mjs', 'package.json']) copyFileSync(join(/** @type {string} */ (bench), file), join(copy, file));
  if (!existsSync(join(copy, 'node_modules'))) symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
  return copy;
}

/** @param {string} file the bench's JSON */
function printRatios(file) {
  /** @type {{ summary: Record<string, { metrics: Record<string, { median: number } | null> }> }} */
  const report = { summary: {} };
  Object.assign(report, JSON.parse(readFileSync(file, 'utf8')));
  const median = (/** @type {string} */ name, /** @type {string} */ metric) => report.summary[name]?.metrics[metric]?.median ?? NaN;
  const figures = ['cold_home_ms', 'cold_deep_ms', 'nav_first_ms', 'nav_revisit_ms'];
  console.log(`\n| ratio of medians to static (${runs} runs) | cold home | cold deep | nav first | revisit | heap MB |`);
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const name of Object.keys(report.summary)) {
    const ratios = figures.map((metric) => (median(name, metric) / median('static', metric)).toFixed(2));
    console.log(`| ${name} | ${ratios.join(' | ')} | ${median(name, 'heap_mb').toFixed(2)} |`);
  }
}

/** Medians of perf/trace-navigation.mjs's five runs for each SPA. */
function traceFirstNavigations() {
  const windows = ['click → request', 'request → last byte', 'last byte → painted'];
  console.log(`\n| first navigation, medians of 5 traces (ms; main-thread JS in brackets) | ${windows.join(' | ')} | total |`);
  console.log('|---|---:|---:|---:|---:|');
  let port = 4451;
  for (const [name, dir] of Object.entries({ ...builds, 'vue-router': peers['vue-router'] })) {
    port += 1;
    const run = spawnSync('node', [join(root, 'perf', 'trace-navigation.mjs'), dir, String(port)], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, BENCH_DIR: bench },
    });
    /** @type {Array<Record<string, { ms: number; busy: Record<string, number> }>>} */
    const rows = [];
    for (const line of run.stdout.trim().split('\n')) {
      /** @type {Record<string, { ms: number; busy: Record<string, number> }>} */
      const row = {};
      Object.assign(row, JSON.parse(line));
      rows.push(row);
    }
    const median = (/** @type {number[]} */ values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
    const cells = windows.map((window) => {
      const ms = median(rows.map((row) => row[window]?.ms ?? NaN));
      const js = median(rows.map((row) => (row[window]?.busy.JS ?? 0) + (row[window]?.busy.compile ?? 0)));
      return `${ms} (${js})`;
    });
    const total = median(rows.map((row) => windows.reduce((sum, window) => sum + (row[window]?.ms ?? NaN), 0)));
    console.log(`| ${name} | ${cells.join(' | ')} | ${total} |`);
  }
}

/** Walks every build, takes a heap snapshot after the walk, and prints where each heap is. */
async function heapByOwner() {
  const walked = { ...builds, ...peers };
  const browser = await chromium.launch(chromiumLaunchOptions());
  /** @type {Record<string, { used: number; summary: import('./heap-snapshot.mjs').Summary }>} */
  const heaps = {};
  try {
    let port = 4431;
    for (const [name, dir] of Object.entries(walked)) {
      port += 1;
      const server = spawn('node', [join(/** @type {string} */ (bench), 'server.mjs'), dir, String(port)], { stdio: 'ignore' });
      try {
        await serving(port);
        const { used, snapshot } = await walkAndSnapshot(browser, `http://127.0.0.1:${port}/`, existsSync(join(dir, 'privacy.html')));
        writeFileSync(join(out, `${name}.heapsnapshot`), snapshot);
        heaps[name] = { used, summary: summarise(parseSnapshot(snapshot), originIn(dir)) };
        console.error(`${name}: JSHeapUsedSize ${(used / 2 ** 20).toFixed(2)} MB`);
      } finally {
        server.kill();
      }
    }
  } finally {
    await browser.close();
  }
  printHeaps(heaps);
}

/** Once the server on `port` answers. @param {number} port */
async function serving(port) {
  for (let tries = 0; ; tries += 1) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return;
    } catch (error) {
      if (tries > 300) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * The bench's walk, then a forced GC, the used heap and a snapshot.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {boolean} multiPage the static site: its links are `privacy.html`, each click loads a document
 */
async function walkAndSnapshot(browser, url, multiPage) {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, locale: 'zh-CN', serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
    // Waits by locators and page.title(), which run in Playwright's utility world as the bench's clicks do: a
    // waitForFunction would put Playwright's injected script (≈ 0.3 MB) in the page's own world too.
    const shown = async (/** @type {string} */ title, /** @type {import('@playwright/test').Locator} */ heading) => {
      await heading.waitFor();
      for (let tries = 0; !(await page.title()).startsWith(title); tries += 1) {
        if (tries > 200) throw new Error(`the title never became ${title}`);
        await page.waitForTimeout(50);
      }
    };
    await page.goto(url);
    await shown('首页', page.locator('h1').first());
    await page.waitForTimeout(500);
    for (const [path, title] of [['privacy', '隐私政策'], ['agreement', '用户协议'], ['privacy', '隐私政策'], ['introduce', '介绍'], ['parent', '家长监护工程']]) {
      await page.click(multiPage ? `nav a[href$="${path}.html"]` : `nav a[href$="#/${path}"]`);
      await shown(title, page.getByRole('heading', { level: 1, name: title, exact: true }));
      await page.waitForTimeout(300);
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const used = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? NaN;
    /** @type {string[]} */
    const chunks = [];
    cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => chunks.push(chunk));
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
    return { used, snapshot: chunks.join('') };
  } finally {
    await context.close();
  }
}

/**
 * Where a function of a build comes from: its source file's package or folder, by the script's source
 * map; the script's file name when it has none; undefined for scripts that are not the build's.
 * @param {string} dir
 * @returns {import('./heap-snapshot.mjs').Origin}
 */
function originIn(dir) {
  /** @type {Map<string, { lines: Array<Array<[number, number]>>; sources: string[] } | null>} */
  const maps = new Map();
  return (url, line, column) => {
    if (!url.startsWith('http://127.0.0.1')) return undefined;
    const file = new URL(url).pathname;
    if (!maps.has(file)) {
      const path = join(dir, `${file}.map`);
      /** @type {import('./heap-snapshot.mjs').SourceMap} */
      const map = { sources: [], mappings: '' };
      if (existsSync(path)) Object.assign(map, JSON.parse(readFileSync(path, 'utf8')));
      maps.set(file, existsSync(path) ? { lines: decodeSourceMap(map), sources: map.sources } : null);
    }
    const map = maps.get(file);
    const source = map ? sourceAt(map.lines, map.sources, line, column) : undefined;
    return source === undefined ? basename(file).replace(/-[\w-]{8}\.js$/, '.js') : packageOf(source);
  };
}

/**
 * Where each heap is, in KB, with the app's excess over the React + XState floor in the last column.
 * @param {Record<string, { used: number; summary: import('./heap-snapshot.mjs').Summary }>} heaps
 */
function printHeaps(heaps) {
  const names = Object.keys(heaps);
  const summaryOf = (/** @type {string} */ name) => heaps[name]?.summary ?? emptySummary();
  const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(0);
  const row = (/** @type {string} */ label, /** @type {(name: string) => number} */ value) => {
    const excess = value('app') - value('floor-react-xstate');
    console.log(`| ${label} | ${names.map((name) => kb(value(name))).join(' | ')} | ${excess >= 0 ? '+' : ''}${kb(excess)} |`);
  };
  const sum = (/** @type {number[]} */ values) => values.reduce((a, b) => a + b, 0);
  /** @param {(name: string) => string[]} keysOf @param {(name: string, key: string) => number} value */
  const largestFirst = (keysOf, value) =>
    [...new Set(names.flatMap(keysOf))].sort((a, b) => Math.max(...names.map((n) => value(n, b))) - Math.max(...names.map((n) => value(n, a))));

  console.log(`\n| KB after the walk and a GC | ${names.join(' | ')} | app − floor-react-xstate |`);
  console.log(`|---|${names.map(() => '---:').join('|')}|---:|`);
  row('JSHeapUsedSize', (name) => heaps[name]?.used ?? 0);
  row('snapshot, all nodes (with DOM and script sources)', (name) => summaryOf(name).total);

  const codeOf = (/** @type {string} */ name, /** @type {string} */ origin) => sum(Object.values(summaryOf(name).code[origin] ?? {}));
  row('**code V8 keeps for the build’s functions**', (name) => sum(Object.keys(summaryOf(name).code).map((origin) => codeOf(name, origin))));
  for (const origin of largestFirst((name) => Object.keys(summaryOf(name).code), codeOf)) {
    if (names.some((name) => codeOf(name, origin) >= 1024)) row(`  from ${origin}`, (name) => codeOf(name, origin));
  }
  const kindOfCode = (/** @type {string} */ name, /** @type {string} */ kind) => sum(Object.values(summaryOf(name).code).map((kinds) => kinds[kind] ?? 0));
  for (const kind of largestFirst((name) => Object.values(summaryOf(name).code).flatMap((kinds) => Object.keys(kinds)), kindOfCode)) {
    row(`  as ${kind}`, (name) => kindOfCode(name, kind));
  }

  const otherOf = (/** @type {string} */ name, /** @type {string} */ kind) => summaryOf(name).other[kind] ?? 0;
  row('**everything else**', (name) => sum(Object.values(summaryOf(name).other)));
  for (const kind of largestFirst((name) => Object.keys(summaryOf(name).other), otherOf).slice(0, 24)) row(`  ${kind}`, (name) => otherOf(name, kind));
  row('  of the strings: those of 4 KB or more', (name) => sum(summaryOf(name).largeStrings.map((string) => string.size)));

  for (const name of names) {
    console.log(`\n${name}, strings of 4 KB or more:`);
    for (const { size, text } of summaryOf(name).largeStrings) console.log(`  ${kb(size)} KB  ${JSON.stringify(text)}`);
  }
}
