// `node perf/trace-navigation.mjs <dist dir> [port]`: where a first in-app navigation to 隐私政策 spends its
// time, throttled like ../shared/bench (CPU ×4, 150 ms, 1.6 Mbit/s, 360×640): click → chunk request → the chunk's
// last byte → heading painted, with the main thread's work in each window by kind (Chromium tracing). Five runs,
// one JSON line each. Serves the directory with the bench's own server (BENCH_DIR, default ../shared/bench).
// TRACE_REVISIT=1 traces the revisit instead (隐私政策, then 用户协议, then 隐私政策 again: the chunk is here);
// TRACE_DATE=<ISO> sets the reader's date (which version shows), as the bench's --date; TRACE_OUT=<dir> keeps
// each run's trace; TRACE_PROFILE=1 adds the JS sampling profile to it. Each row also lists the long tasks (≥ 50 ms) in the window, with their main parts.
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';

/** @typedef {{ name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { data?: { type?: string } } }} TraceEvent */
/** @typedef {{ click: number; painted: number; chunk: { start: number; end: number } }} Timing */

const [dir, port = '4411'] = process.argv.slice(2);
const revisit = process.env.TRACE_REVISIT === '1';
const date = process.env.TRACE_DATE ? new Date(process.env.TRACE_DATE).getTime() : undefined;
const out = process.env.TRACE_OUT;
if (!dir) throw new Error('usage: node perf/trace-navigation.mjs <dist dir> [port]');
const bench = process.env.BENCH_DIR ?? join(import.meta.dirname, '..', '..', 'shared', 'bench');
const server = spawn('node', [join(bench, 'server.mjs'), dir, port], { stdio: 'ignore' });
await new Promise((resolve) => setTimeout(resolve, 1500));

/** @type {Record<string, string>} */
const kinds = {
  FunctionCall: 'JS',
  EvaluateScript: 'JS',
  TimerFire: 'JS',
  FireAnimationFrame: 'JS',
  RunMicrotasks: 'JS',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  ParseHTML: 'parse',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
};

const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (let run = 0; run < 5; run += 1) {
    const context = await browser.newContext({ viewport: { width: 360, height: 640 }, locale: 'zh-CN' });
    const page = await context.newPage();
    if (date !== undefined) {
      // As the bench's --date: \`Date\` reads that instant, ticking from it.
      await context.addInitScript({
        content: `{ const off = ${date} - Date.now(), R = Date; class D extends R { constructor(...a) { if (a.length) super(...a); else super(R.now() + off); } static now() { return R.now() + off; } } globalThis.Date = D; }`,
      });
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
    await page.goto(`http://127.0.0.1:${port}/#/index`);
    await page.waitForFunction(() => document.title.startsWith('首页'));
    await page.waitForTimeout(800);
    if (revisit) {
      await page.click('nav a[href$="#/privacy"]');
      await page.waitForFunction(() => document.querySelector('h1')?.textContent.trim() === '隐私政策');
      await page.waitForTimeout(1500);
      await page.click('nav a[href$="#/agreement"]');
      await page.waitForFunction(() => document.querySelector('h1')?.textContent.trim() === '用户协议');
      await page.waitForTimeout(1500);
    }
    await page.evaluate(() => {
      const marks = { click: 0, met: 0, painted: 0 };
      Object.assign(window, { marks });
      addEventListener('click', (event) => (marks.click = event.timeStamp), { capture: true });
      new MutationObserver(() => {
        if (marks.met || document.querySelector('h1')?.textContent.trim() !== '隐私政策') return;
        marks.met = performance.now();
        requestAnimationFrame(() => requestAnimationFrame(() => (marks.painted = performance.now())));
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.evaluate((r) => Object.assign(window, { revisit: r }), revisit);
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', ...(process.env.TRACE_PROFILE ? ['disabled-by-default-v8.cpu_profiler'] : [])] });
    await page.click('nav a[href$="#/privacy"]');
    await page.waitForFunction(() => 'marks' in window && /** @type {{ painted: number }} */ (window.marks).painted > 0);
    /** @type {{ traceEvents: TraceEvent[] }} */
    const trace = { traceEvents: [] };
    const raw = (await browser.stopTracing()).toString();
    Object.assign(trace, JSON.parse(raw));
    if (out) await import('node:fs').then((fs) => fs.writeFileSync(join(out, `trace-${revisit ? 'revisit' : 'first'}-${run}.json`), raw));
    /** @type {Timing} */
    const timing = { click: 0, painted: 0, chunk: { start: 0, end: 0 } };
    Object.assign(timing, await page.evaluate(() => {
      const marks = { click: 0, painted: 0 };
      Object.assign(marks, Reflect.get(window, 'marks'));
      const chunk = performance.getEntriesByType('resource').filter((entry) => /privacy/i.test(entry.name)).pop();
      // A revisit fetches nothing: its whole time is after the "last byte".
      if (Reflect.get(window, 'revisit') || !chunk) return { click: marks.click, painted: marks.painted, chunk: { start: marks.click, end: marks.click } };
      return { click: marks.click, painted: marks.painted, chunk: { start: chunk.startTime, end: /** @type {PerformanceResourceTiming} */ (chunk).responseEnd } };
    }));
    await context.close();

    // Trace times are µs on another clock: the click's dispatch is the common point.
    const click = trace.traceEvents.find((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'click');
    if (!click) throw new Error('no click in the trace');
    const zero = click.ts / 1000 - timing.click;
    /** @type {Array<[string, number, number]>} */
    const windows = [
      ['click → request', timing.click, timing.chunk.start],
      ['request → last byte', timing.chunk.start, timing.chunk.end],
      ['last byte → painted', timing.chunk.end, timing.painted],
    ];
    /** @type {Record<string, unknown>} */
    const row = { run, total: Math.round(timing.painted - timing.click) };
    for (const [label, from, to] of windows) {
      /** @type {Record<string, number>} */
      const busy = {};
      for (const event of trace.traceEvents) {
        const kind = kinds[event.name];
        if (!kind || event.ph !== 'X' || event.pid !== click.pid || event.tid !== click.tid) continue;
        const start = event.ts / 1000 - zero;
        const overlap = Math.min(start + (event.dur ?? 0) / 1000, to) - Math.max(start, from);
        if (overlap > 0) busy[kind] = Math.round((busy[kind] ?? 0) + overlap);
      }
      row[label] = { ms: Math.round(to - from), busy };
    }
    // Long tasks from the click on: each with its largest parts (by kind, and the JS by function).
    const main = trace.traceEvents.filter((event) => event.pid === click.pid && event.tid === click.tid && event.ph === 'X');
    const tasks = main.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) >= 50e3 && event.ts / 1000 - zero >= timing.click - 1);
    row.longTasks = tasks.map((task) => {
      const end = task.ts + (task.dur ?? 0);
      /** @type {Record<string, number>} */
      const parts = {};
      for (const event of main) {
        if (event.ts < task.ts || event.ts >= end) continue;
        const kind = kinds[event.name];
        if (!kind || kind === 'JS') continue;
        parts[kind] = Math.round((parts[kind] ?? 0) + (event.dur ?? 0) / 1000);
      }
      return { at: Math.round(task.ts / 1000 - zero - timing.click), ms: Math.round((task.dur ?? 0) / 1000), parts };
    });
    console.log(JSON.stringify(row));
  }
} finally {
  await browser.close();
  server.kill();
}
