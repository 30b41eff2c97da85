import { execFileSync } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { createBrotliDecompress } from 'node:zlib';

/** Chromium versions and the chrome-aws-lambda release that ships each one. */
export const oldChromiumBuilds = [
  { version: '64', packageVersion: '64.0.3264' },
  { version: '80', packageVersion: '2.1.1' },
  { version: '88', packageVersion: '5.5.0' },
] as const;

// Not dependencies in package.json: the packages' peer dependencies conflict, and only the binary is wanted.
const cacheDir = fileURLToPath(new URL('../.cache/engines/', import.meta.url));

export const oldChromiumDir = (packageVersion: string) => join(cacheDir, `chromium-${packageVersion}`);

/** Fetches and unpacks a build once (npm pack, then the brotli binary and libraries with node's zlib). */
export async function ensureOldChromium(packageVersion: string): Promise<void> {
  const dir = oldChromiumDir(packageVersion);
  if (existsSync(join(dir, 'chromium'))) return;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'aws'), { recursive: true });
  const tarball = execFileSync('npm', ['pack', `chrome-aws-lambda@${packageVersion}`, '--silent', '--pack-destination', dir], { encoding: 'utf8' }).trim();
  execFileSync('tar', ['xzf', join(dir, tarball), '-C', dir, 'package/bin']);
  const bin = join(dir, 'package', 'bin');
  // Some builds need the NSS libraries that the package ships beside the binary.
  if (existsSync(join(bin, 'aws.tar.br'))) {
    await unbrotli(join(bin, 'aws.tar.br'), join(dir, 'aws.tar'));
    execFileSync('tar', ['xf', join(dir, 'aws.tar'), '-C', join(dir, 'aws')]);
  }
  await unbrotli(join(bin, 'chromium.br'), join(dir, 'chromium.partial'));
  execFileSync('chmod', ['755', join(dir, 'chromium.partial')]);
  execFileSync('mv', [join(dir, 'chromium.partial'), join(dir, 'chromium')]);
  rmSync(join(dir, 'package'), { recursive: true, force: true });
  rmSync(join(dir, tarball), { force: true });
  rmSync(join(dir, 'aws.tar'), { force: true });
}

async function unbrotli(from: string, to: string) {
  await pipeline(createReadStream(from), createBrotliDecompress(), createWriteStream(to));
}
