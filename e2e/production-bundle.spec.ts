import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/fixtures';

// The suite's web server builds dist/ before any test runs.
const assets = join(import.meta.dirname, '..', 'dist', 'assets');

test('the production build contains no part of the XState inspector', () => {
  test.skip(Boolean(process.env.BASE_URL), 'checks the local build');
  const files = readdirSync(assets);
  expect(files.filter((file) => /inspect/i.test(file))).toEqual([]);
  const scripts = files.filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const file of scripts) {
    const code = readFileSync(join(assets, file), 'utf8');
    // Stately's hosted inspector, the in-page panel (src/dev/inspector/), and dagre, which lays out its charts.
    expect(code, file).not.toMatch(/statelyai|createBrowserInspector|stately\.ai|partysocket|xstate-inspector|XState inspector|rankdir|nodesep/);
  }
});
