import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, sep } from 'node:path';
import { securityHeaders } from '../../deploy/security-headers.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
};

export interface StaticHost {
  /** The host's address, without a trailing slash. */
  url: string;
  /** From the next request on, serves `dir` instead: an atomic deploy. */
  serve: (dir: string) => void;
  close: () => Promise<void>;
}

/**
 * A static host of one build directory at a time, with the production headers. Switching to another
 * directory is atomic: each request is answered from the directory served when it arrived, and a file
 * missing at that moment (never built, or its release removed since) is a 404, never a server error.
 */
export async function startStaticHost(dir: string): Promise<StaticHost> {
  let root = dir;
  const server: Server = createServer((request, response) => {
    answer(root, request, response).catch(() => response.writeHead(500, securityHeaders).end());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    serve: (next) => (root = next),
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

async function answer(root: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const file = fileFor(root, request.url ?? '/');
  const body = file ? await readFile(file).catch(missingAsNull) : null;
  if (!file || !body) {
    response.writeHead(404, securityHeaders).end();
    return;
  }
  response.writeHead(200, {
    ...securityHeaders,
    'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
    'Content-Length': body.length,
    'Cache-Control': 'no-cache',
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** A file that is not there (never built, or its release removed since) reads as null; other failures throw. */
function missingAsNull(error: unknown): null {
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return null;
  throw error;
}

/** The file an address names under `root`: a folder's index.html; none for an address outside it. */
function fileFor(root: string, address: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(new URL(address, 'http://host').pathname);
  } catch {
    return null;
  }
  const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
  return file.startsWith(root + sep) ? file : null;
}
