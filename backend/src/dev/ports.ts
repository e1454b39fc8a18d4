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

/** The OS's ephemeral port range (Linux), from which outgoing connections and `listen(0)` take their ports. */
let ephemeral: [number, number] | null | undefined;
function ephemeralRange(): [number, number] | null {
  if (ephemeral !== undefined) return ephemeral;
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    ephemeral = Number.isInteger(low) && Number.isInteger(high) ? [low, high] : null;
  } catch {
    ephemeral = null;
  }
  return ephemeral;
}

function osPickedPort(): Promise<number> {
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
 * A port nothing listens on, for a server started a moment later. It comes from below the OS's ephemeral range
 * (20000 up to it, on Linux), where no outgoing connection nor `listen(0)` takes ports: a port the OS picked and
 * freed again could be handed to one of those before our server listened on it, which made maildev hang (its SMTP
 * server throws EADDRINUSE from an event handler and its listen never settles). Elsewhere the OS picks it.
 */
export async function freePort(taken: ReadonlySet<number> = new Set()): Promise<number> {
  const range = ephemeralRange();
  const low = 20_000;
  if (range && range[0] > low + 1_000) {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const port = low + Math.floor(Math.random() * (range[0] - low));
      if (!taken.has(port) && (await isPortFree(port, '127.0.0.1'))) return port;
    }
  }
  let port = await osPickedPort();
  while (taken.has(port)) port = await osPickedPort();
  return port;
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
    const port =
      previous && !taken.has(previous) && (await isPortFree(previous, '127.0.0.1')) ? previous : await freePort(taken);
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
