import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * One of the scripts in src/startup/ with what it imports, as one classic script (an IIFE) for the
 * HTML, its syntax as written (the start-up script is ES2017, the nomodule script ES5: nothing is
 * lowered or minified). `virtualModules` supplies the `virtual:` modules it imports. The same files
 * give the same text, whatever the working directory.
 */
export async function bundleStartupScript(file: 'startup.js' | 'nomodule.js', virtualModules: Readonly<Record<string, string>> = {}): Promise<string> {
  const bundle = await rolldown({
    input: `src/startup/${file}`,
    cwd: root,
    plugins: [
      {
        name: 'virtual-modules',
        resolveId: (id) => (id in virtualModules ? `\0${id}` : null),
        load: (id) => (id.startsWith('\0') ? virtualModules[id.slice(1)] : null),
      },
    ],
  });
  try {
    const { output } = await bundle.generate({ format: 'iife', comments: false });
    return output[0].code;
  } finally {
    await bundle.close();
  }
}
