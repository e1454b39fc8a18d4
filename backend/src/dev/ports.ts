import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** Resolves true when nothing listens on host:port (we could bind it ourselves). */
export function isPortFree(port: number, host?: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

async function anyFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ port: 0, host: '127.0.0.1', exclusive: true }, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Ports remembered in <dataDir>/ports.json: a service gets the port it had last time when that port is still free,
 * so the URLs printed by `npm start` stay the same between runs; otherwise any free port (never a busy 5432/6379).
 */
export class PortBook {
  private readonly file: string;
  private readonly ports: Record<string, number>;

  constructor(dataDir: string) {
    this.file = path.join(dataDir, 'ports.json');
    this.ports = existsSync(this.file) ? safeParse(readFileSync(this.file, 'utf8')) : {};
  }

  async take(name: string): Promise<number> {
    const previous = this.ports[name];
    const taken = new Set(Object.entries(this.ports).flatMap(([k, v]) => (k === name ? [] : [v])));
    let port = previous && (await isPortFree(previous, '127.0.0.1')) ? previous : await anyFreePort();
    while (taken.has(port)) port = await anyFreePort();
    this.ports[name] = port;
    writeFileSync(this.file, JSON.stringify(this.ports, null, 2) + '\n');
    return port;
  }
}

function safeParse(text: string): Record<string, number> {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, number>) : {};
  } catch {
    return {};
  }
}
