import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
const scratch = await mkdtemp(join(tmpdir(), 'inspector-build-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** `vite build` as `npm run build` runs it (not under Vitest's NODE_ENV=test), into `outDir`. */
async function build(outDir: string, config?: string): Promise<void> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV' && !key.startsWith('VITEST')));
  const args = [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error', ...(config ? ['--config', config] : [])];
  await promisify(execFile)(process.execPath, args, { cwd: root, env });
}

async function files(dir: string): Promise<Map<string, Buffer>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const found = new Map<string, Buffer>();
  for (const entry of entries.filter((candidate) => candidate.isFile())) {
    const path = join(entry.parentPath, entry.name);
    found.set(relative(dir, path), await readFile(path));
  }
  return found;
}

// The inspector ships nowhere: src/app/main.tsx loads it with a dynamic import behind
// `import.meta.env.DEV`, which a build replaces with false. If any of it reached the build, emptying
// its modules would change the output.
it('builds byte for byte the same app with the inspector’s modules emptied', async () => {
  const real = join(scratch, 'real');
  const stubbed = join(scratch, 'stubbed');
  await build(real);
  await build(stubbed, join(root, 'test', 'vite-without-inspector.config.ts'));

  const [built, withoutInspector] = await Promise.all([files(real), files(stubbed)]);
  expect([...built.keys()].sort()).toEqual([...withoutInspector.keys()].sort());
  const differing = [...built].filter(([name, bytes]) => !withoutInspector.get(name)?.equals(bytes)).map(([name]) => name);
  expect(differing).toEqual([]);
  expect(built.size).toBeGreaterThan(10);
  // Two whole builds, each comparing every two versions of each text: minutes on a busy 2-core machine.
}, 300_000);
