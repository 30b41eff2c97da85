// Checks the built dist/index.html with the Nu HTML Checker (vnu-jar) and fails on any error.
// Needs a Java runtime (11 or newer) as `java` on PATH; it never downloads one. Run `npx vite build` first.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import vnuJar from 'vnu-jar';

const root = fileURLToPath(new URL('..', import.meta.url));
// index.html and the plain documents of the texts (vite-plugins/plain-documents.ts).
const pagesDir = join(root, 'dist', 'pages');
const files = ['dist/index.html', ...(existsSync(pagesDir) ? readdirSync(pagesDir) : []).filter((name) => name.endsWith('.html')).map((name) => `dist/pages/${name}`)];
const started = Date.now();

/**
 * One message of vnu's `--format json` output, read defensively.
 * @param {unknown} value
 */
function toMessage(value) {
  /** @param {string} key */
  const field = (key) => (value && typeof value === 'object' && key in value ? /** @type {Record<string, unknown>} */ (value)[key] : undefined);
  /** @param {string} key */
  const text = (key) => {
    const found = field(key);
    return typeof found === 'string' ? found : undefined;
  };
  /** @param {string} key */
  const number = (key) => {
    const found = field(key);
    return typeof found === 'number' ? found : undefined;
  };
  return {
    type: text('type') ?? 'error',
    subType: text('subType'),
    message: text('message') ?? '',
    url: text('url'),
    line: number('lastLine') ?? number('firstLine'),
    column: number('firstColumn') ?? number('lastColumn'),
    extract: text('extract'),
  };
}

function main() {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error) {
    console.error(
      [
        `Cannot run \`java\` (${java.error.message}): the Nu HTML Checker needs a Java runtime (11 or newer) as \`java\` on PATH.`,
        'Install one, e.g. on Debian/Ubuntu as root:  apt-get install -y default-jre-headless',
      ].join('\n'),
    );
    return 1;
  }

  const missing = files.filter((file) => !existsSync(`${root}${file}`));
  if (missing.length > 0) {
    console.error(`${missing.join(', ')} not found: run \`npx vite build\` first.`);
    return 1;
  }

  const jar = String(vnuJar);
  const run = spawnSync('java', ['-jar', jar, '--errors-only', '--format', 'json', ...files], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) {
    console.error(`Could not run the Nu HTML Checker: ${run.error.message}`);
    return 1;
  }

  // vnu writes its JSON report to stderr (stdout only with --stdout).
  const output = (run.stderr || run.stdout).trim();
  /** @type {unknown} */
  let report;
  try {
    report = JSON.parse(output);
  } catch {
    report = undefined;
  }
  if (!report || typeof report !== 'object' || !('messages' in report) || !Array.isArray(report.messages)) {
    console.error(`The Nu HTML Checker exited with ${String(run.status ?? run.signal)} and no JSON report:\n${output}`);
    return 1;
  }
  const messages = /** @type {unknown[]} */ (report.messages).map(toMessage);

  for (const message of messages) {
    const file = message.url?.startsWith('file:') ? fileURLToPath(message.url).replace(root, '') : (message.url ?? files.join(', '));
    const { line, column } = message;
    const where = line === undefined ? file : `${file}:${line}${column === undefined ? '' : `:${column}`}`;
    console.log(`${where}: ${message.subType ?? message.type}: ${message.message}`);
    if (message.extract) console.log(`    ${message.extract.replace(/\n/g, '↵')}`);
  }

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (messages.length > 0 || run.status !== 0) {
    console.error(`Nu HTML Checker: ${messages.length} error(s) in ${files.join(', ')} (${seconds} s).`);
    return 1;
  }
  console.log(`Nu HTML Checker: ${files.join(', ')} is valid (${seconds} s).`);
  return 0;
}

process.exitCode = main();
