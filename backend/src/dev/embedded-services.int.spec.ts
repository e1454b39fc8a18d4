import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import nodemailer from 'nodemailer';
import { Client } from 'pg';

interface Urls {
  databaseUrl: string;
  redisUrl: string;
  smtpUrl: string;
  mailWebUrl: string;
}

interface Running {
  child: ChildProcess;
  urls: Urls;
  output: () => string;
}

const harness = path.join(__dirname, 'test-support', 'run-embedded-services.ts');

function startServices(dataDir: string): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', harness, dataDir], {
    cwd: path.join(__dirname, '..', '..'),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      stdout += chunk;
      const ready = /^READY (.*)$/m.exec(stdout);
      if (ready) resolve({ child, urls: JSON.parse(ready[1]) as Urls, output: () => stderr });
    });
    child.once('exit', (code) => reject(new Error(`services exited with ${code} before READY:\n${stderr}`)));
  });
}

function stopServices(running: Running): Promise<number | null> {
  return new Promise((resolve) => {
    if (running.child.exitCode !== null) return resolve(running.child.exitCode);
    running.child.once('exit', (code) => resolve(code));
    running.child.kill('SIGTERM');
  });
}

async function query(databaseUrl: string, sql: string, params: unknown[] = []) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

describe('embedded services', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gc-embedded-'));
  let running: Running | undefined;

  afterAll(async () => {
    if (running) await stopServices(running);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs Postgres, persistent Redis and a mail catcher, and keeps their data across a restart', async () => {
    // Given the three services started on an empty data folder
    running = await startServices(dataDir);
    const first = running.urls;
    expect(new URL(first.databaseUrl).pathname).toBe('/growthcatalyst');

    // When data is written to each of them
    expect((await query(first.databaseUrl, 'SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    const marker = randomUUID();
    await query(first.databaseUrl, 'CREATE TABLE kept (marker text)');
    await query(first.databaseUrl, 'INSERT INTO kept VALUES ($1)', [marker]);

    const redis = new Redis(first.redisUrl);
    expect(await redis.config('GET', 'appendonly')).toEqual(['appendonly', 'yes']);
    expect(await redis.config('GET', 'maxmemory-policy')).toEqual(['maxmemory-policy', 'noeviction']);
    await redis.set('kept', marker);
    redis.disconnect();

    const subject = `Embedded mail ${marker}`;
    await nodemailer
      .createTransport({ url: first.smtpUrl } as any)
      .sendMail({ from: 'app@example.test', to: 'someone@example.test', subject, text: 'hello' });
    const mails = (await (await fetch(`${first.mailWebUrl}/email`)).json()) as Array<{ subject: string }>;
    expect(mails.map((mail) => mail.subject)).toContain(subject);

    // Then they stop cleanly on SIGTERM
    expect(await stopServices(running)).toBe(0);

    // And a second start on the same folder has the same URLs and everything written before
    running = await startServices(dataDir);
    expect(running.urls.databaseUrl).toBe(first.databaseUrl);
    expect((await query(running.urls.databaseUrl, 'SELECT marker FROM kept')).rows).toEqual([{ marker }]);
    const again = new Redis(running.urls.redisUrl);
    expect(await again.get('kept')).toBe(marker);
    again.disconnect();
    const mailsAgain = (await (await fetch(`${running.urls.mailWebUrl}/email`)).json()) as Array<{ subject: string }>;
    expect(mailsAgain.map((mail) => mail.subject)).toContain(subject);

    expect(await stopServices(running)).toBe(0);
    running = undefined;
  }, 180_000);
});
