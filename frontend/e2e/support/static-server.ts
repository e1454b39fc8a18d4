import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

export interface RunningApp {
  baseUrl: string;
  close(): Promise<void>;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * Serves the built SPA the way the API will: files from dist, index.html for every other path (client-side
 * routes), and a JSON 404 for /api so pages behave as against an API that lacks the endpoint. Tests that need
 * answers intercept /api with page.route.
 */
export async function startStaticServer(root: string): Promise<RunningApp> {
  const dist = resolve(root);
  const index = join(dist, 'index.html');
  if (!(await isFile(index))) throw new Error(`${index} is missing: run 'npm run build -w frontend' first`);

  const server: Server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      response.writeHead(404, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ statusCode: 404, message: 'Not Found' }));
      return;
    }
    const candidate = normalize(join(dist, pathname));
    const file = candidate.startsWith(dist) && (await isFile(candidate)) ? candidate : index;
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });

  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done, fail) => server.close((error) => (error ? fail(error) : done()))),
  };
}

/** The app under test: E2E_BASE_URL when set (e.g. the API serving the build), else dist on a local server. */
export async function startApp(): Promise<RunningApp> {
  const external = process.env.E2E_BASE_URL;
  if (external) return { baseUrl: external.replace(/\/$/, ''), close: async () => undefined };
  return startStaticServer(join(__dirname, '..', '..', 'dist'));
}
