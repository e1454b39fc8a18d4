import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { RoleId, type TakeView } from '@gc/contracts';
import { allProjections, createKysely, ProjectionRunner } from '@gc/projections';
import { Pool } from 'pg';
import request from 'supertest';
import { loadConfig, type AppConfig } from '../../src/config/app-config';
import { createApp } from '../../src/create-app';
import { PostgresEventStore } from '../../src/infrastructure/event-store/postgres/postgres-event-store';
import { bootstrapClientStep } from '../../src/modules/clients';
import { SeedReferenceDataCommand } from '../../src/modules/reference-data';
import { ReleaseReflectionCatalogueCommand } from '../../src/modules/reflections';
import { systemContext } from '../../src/shared/command-context';
import { AggregateStore } from '../../src/shared/aggregate-store';
import { createSignedInUser, type SignedInUser } from '../../src/test-support/identity';
import {
  completeAnswers,
  contentOf,
  createClientWithAdmin,
  type SentAnswer,
} from '../../src/test-support/reflections-test-kit';
import type { TestApp } from '../../src/test-support/test-app';
import { STAGE } from '../../src/test-support/workspaces-test-kit';
import { sleep } from './processes';

export interface Person {
  userId: string;
  email: string;
  name: string;
  token: string;
}

export interface SeededTeam {
  teamId: string;
  members: Person[];
}

export interface SeededCohort {
  clientId: string;
  admin: Person;
  teams: SeededTeam[];
}

/** What the api and the worker children share with the seeding: one database, one queue prefix, one key. */
export interface StackSettings {
  databaseUrl: string;
  redisUrl: string;
  queuePrefix: string;
  jwtSecret: string;
  smtpUrl: string;
}

const person = (u: SignedInUser): Person => ({ userId: u.userId, email: u.email, name: u.name, token: u.accessToken });

/**
 * People made by the product's own commands, as the bootstrap and the admin screens would: reference data, the
 * question catalogue, a client with its administrator, `teams` teams of `membersPerTeam` Users (Cofounder Team).
 * Runs the api in this process with a projection runner of its own (the sign-in waits for the read models), and
 * stops both before the children start: the database is left as the worker will find it.
 */
export async function seedCohort(
  settings: StackSettings,
  shape: { teams: number; membersPerTeam: number },
): Promise<SeededCohort> {
  // identity reads its signing key from the process environment: the same one the api child gets
  process.env.JWT_SECRET = settings.jwtSecret;
  const config: AppConfig = {
    ...loadConfig({ ...process.env, NODE_ENV: 'test' }),
    databaseUrl: settings.databaseUrl,
    redisUrl: settings.redisUrl,
    queuePrefix: settings.queuePrefix,
    smtpUrl: settings.smtpUrl,
    logLevel: 'silent',
    frontendDist: '',
  };
  const pool = new Pool({ connectionString: settings.databaseUrl, max: 4 });
  pool.on('error', () => undefined);
  const db = createKysely(pool);
  const app: NestFastifyApplication = await createApp(config);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  const store = new PostgresEventStore(pool);
  const runner = new ProjectionRunner({
    eventSource: store,
    pool,
    projections: allProjections,
    idleWaitMs: 50,
    lockRetryMs: 100,
  });
  runner.start();
  const t: TestApp = {
    app,
    config,
    http: () => request(app.getHttpServer()),
    db,
    databaseUrl: settings.databaseUrl,
    close: async () => undefined,
  };
  try {
    const commands = app.get(CommandBus);
    await commands.execute(new SeedReferenceDataCommand(systemContext()));
    await bootstrapClientStep({ aggregates: app.get(AggregateStore) } as Parameters<typeof bootstrapClientStep>[0]);
    await commands.execute(new ReleaseReflectionCatalogueCommand(systemContext()));
    const { clientId, admin } = await createClientWithAdmin(t, `Faults ${randomBytes(3).toString('hex')}`);
    const teams: SeededTeam[] = [];
    for (let n = 0; n < shape.teams; n++) {
      const members: SignedInUser[] = [];
      for (let i = 0; i < shape.membersPerTeam; i++)
        members.push(
          await createSignedInUser(t, {
            role: RoleId.User,
            clientId,
            name: `Member ${n}-${i}`,
            email: `fault-${n}-${i}-${randomBytes(4).toString('hex')}@faults.test`,
          }),
        );
      const team = await admin
        .auth(t.http().post('/api/teams'))
        .send({ team_name: `Team ${n}`, description: 'Fault cohort', team_type: 'COFOUNDER_TEAM', stage: STAGE })
        .expect(201);
      const teamId: string = team.body.responseObj.team_id;
      for (const m of members)
        await admin
          .auth(t.http().post(`/api/teams/${teamId}/members`))
          .send({ name: m.name, email: m.email, team_role: '2' })
          .expect(201);
      teams.push({ teamId, members: members.map(person) });
    }
    return { clientId, admin: person(admin), teams };
  } finally {
    await runner.stop();
    await app.close();
    await store.close();
    await db.destroy();
  }
}

export interface Answer {
  status: number;
  body: any;
  headers: Headers;
  /** ms from sending to the answer */
  ms: number;
}

/** The api child over HTTP (fetch), with a bearer token; never throws for a status, only for no answer in `timeoutMs`. */
export class ApiClient {
  constructor(readonly base: string) {}

  async call(
    token: string | null,
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
    timeoutMs = 15_000,
  ): Promise<Answer> {
    const started = performance.now();
    const res = await fetch(`${this.base}/api${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: parsed, headers: res.headers, ms: performance.now() - started };
  }

  /** The same, failing the test unless the status is 2xx. */
  async ok(token: string, method: string, url: string, body?: unknown, headers?: Record<string, string>) {
    const answer = await this.call(token, method, url, body, headers);
    if (answer.status < 200 || answer.status >= 300)
      throw new Error(`${method} ${url} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 400)}`);
    return answer.body;
  }
}

/**
 * A Baseline (from 'Cofounder Assessment - Baseline', the weekly reminders' kind) published to a team: the first
 * member receives, the others observe. Answers the reflection's id and the publication's position.
 */
export async function publishBaseline(
  api: ApiClient,
  admin: Person,
  team: SeededTeam,
  dates: { launch: Date; due: Date },
): Promise<{ reflectionId: string; position: string }> {
  const template = await api.ok(admin.token, 'GET', '/assessments/templates/system-cofounder-baseline');
  const draft = await api.ok(admin.token, 'POST', '/assessments', {
    ...contentOf(template.responseObj),
    template_id: 'system-cofounder-baseline',
  });
  const reflectionId: string = draft.responseObj.assessment_id;
  const published = await api.ok(admin.token, 'POST', `/assessments/${reflectionId}/publish`, {
    team_id: team.teamId,
    launch_date: dates.launch.toISOString(),
    due_date: dates.due.toISOString(),
    members_with_roles: team.members.map((m, i) => ({ email: m.email, observer: i !== 0, reciever: i === 0 })),
  });
  return { reflectionId, position: published.position };
}

/** The member's take, retried (up to a minute) while the read models do not hold it yet (a worker down or starting). */
export async function readTake(api: ApiClient, member: Person, reflectionId: string, minPosition?: string) {
  for (let attempt = 0; ; attempt++) {
    const answer = await api.call(
      member.token,
      'GET',
      `/assessments/take/${reflectionId}`,
      undefined,
      minPosition ? { 'x-min-position': minPosition } : {},
    );
    if (answer.status === 200) return answer.body.responseObj as TakeView;
    if (attempt > 240) throw new Error(`GET take answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    await sleep(250);
  }
}

/**
 * A member fills in the whole take through the real autosave (one PUT per `chunk` answers, with the section
 * reached), then, when `submit`, submits it. Every request must answer 2xx.
 */
export async function takeReflection(
  api: ApiClient,
  member: Person,
  reflectionId: string,
  options: { submit: boolean; minPosition?: string; chunk?: number; pauseMs?: number },
): Promise<void> {
  const take = await readTake(api, member, reflectionId, options.minPosition);
  const answers: SentAnswer[] = completeAnswers(take, `Notes of ${member.name}`, 1 + (member.name.length % 5));
  const chunk = options.chunk ?? 12;
  for (let i = 0; i < answers.length; i += chunk) {
    await api.ok(member.token, 'PUT', `/assessments/take/${reflectionId}`, {
      answers: answers.slice(i, i + chunk),
      section_index: Math.min(take.sections.length - 1, Math.floor((i / answers.length) * take.sections.length)),
    });
    if (options.pauseMs) await sleep(options.pauseMs);
  }
  if (options.submit) await api.ok(member.token, 'POST', `/assessments/take/${reflectionId}/complete`, {});
}
