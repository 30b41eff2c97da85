// `npm run bench`: measures the production build beside the peer routers and the static floor with
// ../shared/bench (see its README), writing bench.md (tables) and bench.log (progress).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const bench = process.env.BENCH_DIR ?? join(root, '..', 'shared', 'bench');
if (!existsSync(join(bench, 'measure.mjs'))) {
  console.error(
    `No benchmark at ${bench}. Put the team's bench there (measure.mjs, server.mjs and peers/ with the\n` +
      'static, vue-router, react-router and tanstack-router builds of the same five pages), or set BENCH_DIR.',
  );
  process.exit(1);
}
if (!existsSync(join(bench, 'node_modules'))) execFileSync('npm', ['ci'], { cwd: bench, stdio: 'inherit' });
execFileSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });

const peers = ['static', 'vue-router', 'react-router', 'tanstack-router'];
const args = [
  join(bench, 'measure.mjs'),
  '--runs',
  process.env.BENCH_RUNS ?? '7',
  `app=${join(root, 'dist')}`,
  ...peers.map((peer) => `${peer}=${join(bench, 'peers', peer)}`),
];
console.error(`node ${args.join(' ')}`);
const run = spawnSync('node', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024 });
writeFileSync(join(root, 'bench.md'), run.stdout);
process.stdout.write(run.stdout);
process.exit(run.status ?? 1);
