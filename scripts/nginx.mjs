// Serves dist/ with deploy/nginx.conf on 127.0.0.1:$NGINX_PORT (default 8180), in the foreground: the
// webServer of playwright.nginx.config.ts (`npm run test:nginx`), which stops it after the run. The
// server block is used as it is, in a small main config of its own, with its `listen` and `root`
// lines pointed at this machine; nothing is read from /etc/nginx. Needs Debian's nginx and its
// brotli_static module.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const projectDir = join(import.meta.dirname, '..');
const distDir = join(projectDir, 'dist');
const nginxBin = '/usr/sbin/nginx';
const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const port = Number(process.env.NGINX_PORT ?? 8180);

/** @param {string} message */
function die(message) {
  console.error(`scripts/nginx.mjs: ${message}`);
  process.exit(1);
}

for (const file of [nginxBin, brotliModule]) {
  if (!existsSync(file)) die(`${file} not found: as root, apt-get install -y nginx libnginx-mod-http-brotli-static`);
}
if (!existsSync(join(distDir, 'index.html'))) die('dist/index.html not found: run `npm run build` first.');

// One directory per port, emptied at each start, so that a killed run leaves nothing that grows.
const runDir = join(tmpdir(), `info-pages-nginx-${port}`);
rmSync(runDir, { recursive: true, force: true });
for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(runDir, dir), { recursive: true });

let site = readFileSync(join(projectDir, 'deploy', 'nginx.conf'), 'utf8');
for (const [pattern, line] of /** @type {const} */ ([
  [/^(\s*)listen\s+[^;]+;/gm, `listen 127.0.0.1:${port};`],
  [/^(\s*)root\s+[^;]+;/gm, `root ${distDir};`],
])) {
  const count = site.match(pattern)?.length ?? 0;
  if (count !== 1) die(`deploy/nginx.conf must have exactly one line matching ${pattern.source}, found ${count}.`);
  site = site.replace(pattern, (_match, /** @type {string} */ indent) => `${indent}${line}`);
}
writeFileSync(join(runDir, 'site.conf'), site);
// The server block includes it by a path relative to the main config's directory.
copyFileSync(join(projectDir, 'deploy', 'security-headers.conf'), join(runDir, 'security-headers.conf'));

const mainConf = join(runDir, 'nginx.conf');
writeFileSync(
  mainConf,
  `load_module ${brotliModule};
${process.getuid?.() === 0 ? 'user root;  # the workers read dist/, which belongs to whoever built it' : ''}
daemon off;
worker_processes 1;
pid ${join(runDir, 'nginx.pid')};
error_log ${join(runDir, 'error.log')} notice;
events { worker_connections 64; }
http {
  access_log ${join(runDir, 'access.log')};
  client_body_temp_path ${join(runDir, 'body')};
  proxy_temp_path ${join(runDir, 'proxy')};
  fastcgi_temp_path ${join(runDir, 'fastcgi')};
  uwsgi_temp_path ${join(runDir, 'uwsgi')};
  scgi_temp_path ${join(runDir, 'scgi')};
  include ${join(runDir, 'site.conf')};
}
`,
);

// A refused config is reported on stderr, which Playwright prints; runtime messages go to error.log.
const nginx = spawn(nginxBin, ['-p', runDir, '-e', 'stderr', '-c', mainConf], { stdio: 'inherit' });
nginx.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => nginx.kill(signal));
