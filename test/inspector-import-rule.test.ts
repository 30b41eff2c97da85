import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });

/** The no-restricted-imports messages ESLint gives `code` written in the file at `path`. */
async function restrictedImports(code: string, path: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

// The production build leaves the inspector out because nothing imports it statically (see
// test/inspector-not-in-build.test.ts); the lint keeps it that way, in every layer of src/.
// Typed linting starts a TypeScript project service first: seconds, on a busy machine more.
describe('the lint rule against static imports of the inspector', { timeout: 60_000 }, () => {
  for (const path of ['src/app/main.tsx', 'src/router/react.tsx', 'src/layout/site-nav.tsx']) {
    it(`refuses one in ${path}`, async () => {
      const code = `import { startInspector } from '../dev/inspector/start-inspector';\nexport const start = startInspector;\n`;
      const messages = await restrictedImports(code, path);
      expect(messages).toEqual([expect.stringContaining('The XState inspector must never ship')]);
    });
  }

  it('allows the dynamic import', async () => {
    expect(await restrictedImports(`export const load = () => import('../dev/inspector/start-inspector');\n`, 'src/app/main.tsx')).toEqual([]);
  });

  it('still refuses imports that point the wrong way between layers', async () => {
    const messages = await restrictedImports(`import { App } from '../app/app';\nexport const app = App;\n`, 'src/router/react.tsx');
    expect(messages).toEqual([expect.stringContaining('Imports point one way')]);
  });
});
