// Serves the existing dist/ with deploy/nginx.conf on a free local port, checks the headers, caching,
// precompressed encodings and 404s, then runs the Playwright smoke tests against it. Builds nothing:
// run `npm run build` first. Needs /usr/sbin/nginx and Debian's libnginx-mod-http-brotli-static.
//
//   node scripts/test-nginx.mjs                 # e2e: --project desktop --grep @smoke
//   node scripts/test-nginx.mjs --grep shows    # any arguments go to `playwright test` instead
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const projectDir = dirname(dirname(fileURLToPath(import.meta.url)));
const distDir = join(projectDir, 'dist');
const siteConf = join(projectDir, 'deploy', 'nginx.conf');
const nginxBin = '/usr/sbin/nginx';
const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const aptLine = 'apt-get install -y nginx libnginx-mod-http-brotli-static';
const playwrightBin = join(projectDir, 'node_modules', '.bin', 'playwright');

/**
 * @param {string} message
 * @returns {never}
 */
function die(message) {
  console.error(`test-nginx: ${message}`);
  process.exit(1);
}

/** @type {unknown} */
const headersJson = JSON.parse(readFileSync(join(projectDir, 'deploy', 'security-headers.json'), 'utf8'));
if (typeof headersJson !== 'object' || headersJson === null) die('deploy/security-headers.json is not an object.');
/** The expected values: deploy/security-headers.ts re-exports the same file. */
const securityHeaders = Object.fromEntries(Object.entries(headersJson).map(([name, value]) => [name, String(value)]));

if (!existsSync(join(distDir, 'index.html'))) die('dist/index.html not found: run `npm run build` first.');
if (!existsSync(nginxBin)) die(`${nginxBin} not found: install it as root with \`${aptLine}\`.`);
if (!existsSync(brotliModule)) die(`${brotliModule} not found: install it as root with \`${aptLine}\`.`);
if (!existsSync(playwrightBin)) die('node_modules/.bin/playwright not found: run `npm ci` first.');

// ── the checks ─────────────────────────────────────────────────────────────────────────────────────

/** @type {Array<{ name: string; ok: boolean; detail: string }>} */
const results = [];

/**
 * Runs a check: it throws (with the reason) or returns a short detail for the table.
 * @param {string} name
 * @param {() => string | Promise<string>} run
 */
async function check(name, run) {
  try {
    results.push({ name, ok: true, detail: await run() });
  } catch (error) {
    results.push({ name, ok: false, detail: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * @param {string} what
 * @param {unknown} actual
 * @param {unknown} expected
 */
function expectEqual(what, actual, expected) {
  if (actual !== expected) throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}

/** @typedef {{ status: number; headers: import('node:http').IncomingHttpHeaders; body: Buffer }} Response */

/**
 * A GET with node:http, which neither adds Accept-Encoding nor decompresses: the bytes on the wire.
 * @param {number} port
 * @param {string} path
 * @param {Record<string, string>} [headers]
 * @returns {Promise<Response>}
 */
function get(port, path, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.setTimeout(10_000, () => req.destroy(new Error(`GET ${path} timed out`)));
    req.on('error', reject);
    req.end();
  });
}

/**
 * Every header of deploy/security-headers.json, once, with exactly its value.
 * @param {Response} response
 */
function expectSecurityHeaders(response) {
  for (const [name, value] of Object.entries(securityHeaders)) {
    expectEqual(name, response.headers[name.toLowerCase()], value);
  }
}

/**
 * @param {Response} response
 * @param {number} status
 */
function expectStatus(response, status) {
  expectEqual('status', response.status, status);
}

// ── nginx ──────────────────────────────────────────────────────────────────────────────────────────

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * deploy/nginx.conf with its `listen` and `root` lines pointed at this machine.
 * @param {number} port
 */
function localSiteConf(port) {
  let conf = readFileSync(siteConf, 'utf8');
  /** @type {Array<[RegExp, string]>} */
  const rewrites = [
    [/^(\s*)listen\s+[^;]+;/m, `listen 127.0.0.1:${port};`],
    [/^(\s*)root\s+[^;]+;/m, `root ${distDir};`],
  ];
  for (const [pattern, line] of rewrites) {
    const count = conf.match(new RegExp(pattern.source, 'gm'))?.length ?? 0;
    if (count !== 1) die(`deploy/nginx.conf must have exactly one line matching ${pattern.source}, found ${count}.`);
    conf = conf.replace(pattern, (_match, /** @type {string} */ indent) => `${indent}${line}`);
  }
  return conf;
}

/**
 * The whole nginx.conf for this run: everything in tempDir, the site included from there.
 * @param {string} tempDir
 * @param {number} port
 */
function mainConf(tempDir, port) {
  const site = join(tempDir, 'site.conf');
  writeFileSync(site, localSiteConf(port));
  const temp = (/** @type {string} */ name) => {
    const dir = join(tempDir, name);
    mkdirSync(dir);
    return dir;
  };
  return [
    `load_module ${brotliModule};`,
    // The workers must read dist/, which belongs to whoever built it: as root, stay root.
    process.getuid?.() === 0 ? 'user root;' : '',
    'daemon off;',
    'worker_processes 1;',
    `pid ${join(tempDir, 'nginx.pid')};`,
    `error_log ${join(tempDir, 'error.log')} notice;`,
    'events { worker_connections 64; }',
    'http {',
    `  access_log ${join(tempDir, 'access.log')};`,
    `  client_body_temp_path ${temp('body')};`,
    `  proxy_temp_path ${temp('proxy')};`,
    `  fastcgi_temp_path ${temp('fastcgi')};`,
    `  uwsgi_temp_path ${temp('uwsgi')};`,
    `  scgi_temp_path ${temp('scgi')};`,
    `  include ${site};`,
    '}',
    '',
  ].join('\n');
}

/** @param {string} tempDir */
function errorLog(tempDir) {
  const file = join(tempDir, 'error.log');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
}

/**
 * @param {number} port
 * @param {import('node:child_process').ChildProcess} nginx
 * @returns {Promise<void>}
 */
function waitForPort(port, nginx, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (nginx.exitCode !== null) {
        reject(new Error(`nginx exited with code ${nginx.exitCode}`));
        return;
      }
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nothing listens on 127.0.0.1:${port} after ${timeoutMs} ms`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/**
 * @param {import('node:child_process').ChildProcess | undefined} nginx
 * @returns {Promise<void>}
 */
function stopNginx(nginx) {
  if (!nginx || nginx.exitCode !== null || nginx.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => nginx.kill('SIGKILL'), 5_000);
    nginx.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    nginx.kill('SIGTERM'); // the master stops its workers, then exits
  });
}

// ── the run ────────────────────────────────────────────────────────────────────────────────────────

const assetFiles = readdirSync(join(distDir, 'assets'));
const script = assetFiles.find((file) => /^index-[\w-]+\.js$/.test(file)) ?? assetFiles.find((file) => file.endsWith('.js'));
const stylesheet = assetFiles.find((file) => file.endsWith('.css'));
if (!script) die('dist/assets has no .js file: is dist/ a complete build?');

const tempDir = mkdtempSync(join(tmpdir(), 'info-pages-nginx-'));
const port = await freePort();
const confFile = join(tempDir, 'nginx.conf');
writeFileSync(confFile, mainConf(tempDir, port));
const nginxArgs = ['-p', tempDir, '-e', join(tempDir, 'error.log'), '-c', confFile];

/** @type {import('node:child_process').ChildProcess | undefined} */
let nginx;
/** @type {import('node:child_process').ChildProcess | undefined} */
let playwright;
// Interrupted (Ctrl-C, a CI timeout): stop Playwright and nginx, leave no server behind.
const stopOnSignal = (/** @type {NodeJS.Signals} */ signal) => {
  if (playwright?.exitCode === null) playwright.kill('SIGTERM');
  void stopNginx(nginx).finally(() => {
    rmSync(tempDir, { recursive: true, force: true });
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
};
process.once('SIGINT', stopOnSignal);
process.once('SIGTERM', stopOnSignal);

try {
  await check('nginx -t accepts the config', () => {
    const test = spawnSync(nginxBin, ['-t', ...nginxArgs], { encoding: 'utf8' });
    if (test.status !== 0) throw new Error(`${test.stderr.trim()}\n${errorLog(tempDir)}`);
    return `127.0.0.1:${port}, root ${distDir}`;
  });
  if (results.some((result) => !result.ok)) throw new Error('config refused');

  nginx = spawn(nginxBin, nginxArgs, { stdio: ['ignore', 'inherit', 'inherit'] });
  await waitForPort(port, nginx);

  for (const path of ['/', '/index.html']) {
    await check(`GET ${path}: the HTML, no-cache, security headers`, async () => {
      const response = await get(port, path);
      expectStatus(response, 200);
      expectEqual('Content-Type', response.headers['content-type'], 'text/html; charset=utf-8');
      expectEqual('Cache-Control', response.headers['cache-control'], 'no-cache');
      expectSecurityHeaders(response);
      expectEqual('Server', response.headers.server, 'nginx');
      expectEqual('body', response.body.toString('utf8'), readFileSync(join(distDir, 'index.html'), 'utf8'));
      return 'text/html; charset=utf-8';
    });
  }

  const scriptPath = `/assets/${script}`;
  const scriptFile = join(distDir, 'assets', script);
  await check(`GET ${scriptPath}: immutable, security headers`, async () => {
    const response = await get(port, scriptPath);
    expectStatus(response, 200);
    expectEqual('Content-Type', response.headers['content-type'], 'text/javascript; charset=utf-8');
    expectEqual('Cache-Control', response.headers['cache-control'], 'public, max-age=31536000, immutable');
    expectEqual('Content-Encoding', response.headers['content-encoding'], undefined);
    expectSecurityHeaders(response);
    if (!response.body.equals(readFileSync(scriptFile))) throw new Error('body differs from the file');
    return `${response.body.length} bytes, identity`;
  });

  for (const { encoding, extension } of [
    { encoding: 'br', extension: '.br' },
    { encoding: 'gzip', extension: '.gz' },
  ]) {
    await check(`Accept-Encoding: ${encoding} → the ${extension} file`, async () => {
      if (!existsSync(scriptFile + extension)) {
        throw new Error(`dist/assets/${script}${extension} is missing: build with the precompress() plugin`);
      }
      const response = await get(port, scriptPath, { 'Accept-Encoding': encoding });
      expectStatus(response, 200);
      expectEqual('Content-Encoding', response.headers['content-encoding'], encoding);
      expectEqual('Vary', response.headers.vary, 'Accept-Encoding');
      expectEqual('Cache-Control', response.headers['cache-control'], 'public, max-age=31536000, immutable');
      expectSecurityHeaders(response);
      if (!response.body.equals(readFileSync(scriptFile + extension))) throw new Error(`body differs from ${script}${extension}`);
      return `${response.body.length} bytes`;
    });
  }

  await check('Accept-Encoding: br, gzip → brotli', async () => {
    const response = await get(port, scriptPath, { 'Accept-Encoding': 'gzip, deflate, br' });
    expectEqual('Content-Encoding', response.headers['content-encoding'], 'br');
    return 'br';
  });

  if (stylesheet) {
    await check(`GET /assets/${stylesheet}: text/css, immutable`, async () => {
      const response = await get(port, `/assets/${stylesheet}`, { 'Accept-Encoding': 'br' });
      expectStatus(response, 200);
      expectEqual('Content-Type', response.headers['content-type'], 'text/css; charset=utf-8');
      expectEqual('Cache-Control', response.headers['cache-control'], 'public, max-age=31536000, immutable');
      expectSecurityHeaders(response);
      return response.headers['content-encoding'] ?? 'identity';
    });
  }

  await check('GET /assets/missing-123.js: 404, not HTML', async () => {
    const response = await get(port, '/assets/missing-123.js');
    expectStatus(response, 404);
    const type = response.headers['content-type'] ?? '';
    if (type.includes('html') || /<html/i.test(response.body.toString('utf8'))) throw new Error(`an HTML body (${type})`);
    if (response.headers['cache-control']?.includes('immutable')) throw new Error('a 404 cached as immutable');
    expectSecurityHeaders(response);
    return `${type}, ${JSON.stringify(response.body.toString('utf8').trim())}`;
  });

  await check('GET /assets/: 404, no listing', async () => {
    const response = await get(port, '/assets/');
    expectStatus(response, 404);
    expectSecurityHeaders(response);
    return String(response.headers['content-type']);
  });

  await check('GET /privacy: 404, not index.html', async () => {
    const response = await get(port, '/privacy');
    expectStatus(response, 404);
    expectSecurityHeaders(response);
    return String(response.headers['content-type']);
  });

  await check('GET /favicon.png: image/png, no-cache', async () => {
    const response = await get(port, '/favicon.png');
    expectStatus(response, 200);
    const type = response.headers['content-type'] ?? '';
    if (!/^image\/png(;|$)/.test(type)) throw new Error(`Content-Type: ${type}`);
    expectEqual('Cache-Control', response.headers['cache-control'], 'no-cache');
    expectSecurityHeaders(response);
    return type;
  });

  const failedHttpChecks = results.some((result) => !result.ok);
  await check('Playwright e2e (desktop) against nginx', async () => {
    if (failedHttpChecks) throw new Error('not run: an HTTP check failed');
    const extra = process.argv.slice(2);
    const args = ['test', '--project', 'desktop', ...(extra.length > 0 ? extra : ['--grep', '@smoke'])];
    console.log(`\n$ BASE_URL=http://127.0.0.1:${port} npx playwright ${args.join(' ')}`);
    // The local CLI that `npx playwright` runs, started directly so that a signal reaches it.
    const child = spawn(playwrightBin, args, {
      cwd: projectDir,
      stdio: 'inherit',
      env: { ...process.env, BASE_URL: `http://127.0.0.1:${port}` },
    });
    playwright = child;
    /** @type {string} */
    const outcome = await new Promise((resolve) => {
      child.once('error', (error) => resolve(error.message));
      child.once('exit', (code, signal) => resolve(code === 0 ? 'ok' : String(signal ?? code)));
    });
    if (outcome !== 'ok') throw new Error(`playwright failed: ${outcome}`);
    return args.slice(1).join(' ');
  });
} catch (error) {
  results.push({ name: 'nginx', ok: false, detail: `${error instanceof Error ? error.message : String(error)}\n${errorLog(tempDir)}` });
} finally {
  await stopNginx(nginx);
  rmSync(tempDir, { recursive: true, force: true });
}

// ── the report ─────────────────────────────────────────────────────────────────────────────────────

const width = Math.max(...results.map((result) => result.name.length));
console.log('\nnginx (deploy/nginx.conf) serving dist/:');
for (const { name, ok, detail } of results) {
  const [first = '', ...rest] = detail.split('\n');
  console.log(`  ${ok ? 'ok  ' : 'FAIL'}  ${name.padEnd(width)}  ${first}`);
  for (const line of rest) console.log(`  ${' '.repeat(width + 8)}${line}`);
}
const failed = results.filter((result) => !result.ok).length;
console.log(`\n${results.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
