import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Logger, Plugin } from 'vite';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The text files worth compressing; images in other formats are compressed already. */
const compressible = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt']);
/** Below this the compression saves less than a header costs. */
const minBytes = 256;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Writes file.gz and file.br beside the file; returns false when it is too small to bother. */
async function compress(file: string): Promise<boolean> {
  const data = await readFile(file);
  if (data.length <= minBytes) return false;
  const [gz, br] = await Promise.all([
    gzipAsync(data, { level: 9 }),
    brotliAsync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  ]);
  await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
  return true;
}

/**
 * Writes `<file>.gz` (gzip -9) and `<file>.br` (brotli 11, text mode) beside every text file of the
 * build larger than 256 bytes, public files included, for nginx's gzip_static and brotli_static
 * (deploy/nginx.conf): the server sends them as they are and compresses nothing per request.
 */
export function precompress(): Plugin {
  let logger: Logger | undefined;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      logger = config.logger;
    },
    // writeBundle runs once the files are on disk; the public directory was copied before them.
    async writeBundle(outputOptions) {
      const outDir = outputOptions.dir;
      if (!outDir) return;
      const candidates = (await filesUnder(outDir)).filter((file) => compressible.has(extname(file)));
      const written = await Promise.all(candidates.map(compress));
      const count = written.filter(Boolean).length;
      logger?.info(`precompress: wrote .gz and .br for ${count} files in ${relative(process.cwd(), outDir) || '.'}`);
    },
  };
}
