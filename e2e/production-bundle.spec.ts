import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/fixtures';

// The suite's web server builds dist/ before any test runs.
const assets = join(import.meta.dirname, '..', 'dist', 'assets');

test('the production build contains no part of the XState inspector', () => {
  test.skip(Boolean(process.env.BASE_URL), 'checks the local build');
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const file of scripts) {
    const code = readFileSync(join(assets, file), 'utf8');
    expect(code, file).not.toMatch(/statelyai|createBrowserInspector|stately\.ai|partysocket/);
  }
});
