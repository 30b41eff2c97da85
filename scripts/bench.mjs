// `npm run bench`: measures the production build beside the peer routers and the static floor with
// ../shared/bench (see its README), writing bench.md (tables) and bench.log (progress).
// With BENCH_PEER_TEXTS=<effective date> it also measures `app-peer-texts`: the same build with the
// privacy and agreement texts of that earlier version, the ones the peers render, so that navigation
// compares routers on the same bytes (see PERFORMANCE.md).
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

const peerTexts = process.env.BENCH_PEER_TEXTS;
const peers = ['static', 'vue-router', 'react-router', 'tanstack-router'];
const args = [
  join(bench, 'measure.mjs'),
  '--runs',
  process.env.BENCH_RUNS ?? '7',
  `app=${join(root, 'dist')}`,
  ...(peerTexts ? [`app-peer-texts=${withEarlierTexts(peerTexts)}`] : []),
  ...peers.map((peer) => `${peer}=${join(bench, 'peers', peer)}`),
];
console.error(`node ${args.join(' ')}`);
const run = spawnSync('node', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024 });
writeFileSync(join(root, 'bench.md'), run.stdout);
process.stdout.write(run.stdout);
process.exit(run.status ?? 1);

/**
 * A copy of dist/ whose current privacy and agreement chunks hold the version of `date` instead,
 * as the current text (its own title, no notice that it has been replaced).
 */
function withEarlierTexts(date) {
  const out = join(root, '.cache', 'bench-peer-texts');
  rmSync(out, { recursive: true, force: true });
  cpSync(join(root, 'dist'), out, { recursive: true });
  const assets = join(out, 'assets');
  const files = readdirSync(assets);
  for (const page of ['privacy', 'agreement']) {
    const current = files.find((file) => file.startsWith(`page-${page}-`) && file.endsWith('.js'));
    const earlier = files.find((file) => file.startsWith(`version-${page}-${date}-`) && file.endsWith('.js'));
    if (!current || !earlier) throw new Error(`no ${page} chunk, or no version ${date} of it, in dist/assets`);
    const text = readFileSync(join(assets, earlier), 'utf8')
      .replace(/^\/\* empty css\s*\*\//, '')
      .replace(/title:`([^`（]*)（[^`]*`/, 'title:`$1`')
      .replace(/<div class="version-notice" role="note">.*?<\/div>/s, '');
    writeFileSync(join(assets, current), text);
    for (const compressed of ['.gz', '.br']) rmSync(join(assets, current + compressed), { force: true });
  }
  return out;
}
