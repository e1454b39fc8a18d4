import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { envelope, type SchemaObject } from '../../http/openapi';
import { formatPosition, comparePositions } from '@gc/contracts';
import type { Database } from '@gc/projections';
import type { FastifyReply } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { EventStore } from '../../shared/event-store.port';
import { QueueService } from '../../infrastructure/queue/queue.service';
import { EVENT_STORE, KYSELY } from '../../infrastructure/tokens';
import { Public } from '../../http/public.decorator';

type Check = { ok: boolean; error?: string; ms: number };

const checkSchema: SchemaObject = {
  type: 'object',
  properties: {
    ok: { type: 'boolean' },
    error: { type: 'string' },
    ms: { type: 'integer' },
  },
};

const readySchema: SchemaObject = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: ['ready', 'unavailable'] },
    checks: {
      type: 'object',
      properties: {
        database: checkSchema,
        redis: checkSchema,
        eventStore: checkSchema,
      },
    },
    head: {
      type: 'string',
      nullable: true,
      description: 'the event store head, "commit.prepare"',
    },
    projections: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          position: { type: 'string' },
          caughtUp: { type: 'boolean' },
        },
      },
    },
  },
};

async function check(fn: () => Promise<unknown>): Promise<Check> {
  const started = performance.now();
  try {
    await Promise.race([
      fn(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timed out after 2000 ms')), 2000)),
    ]);
    return { ok: true, ms: Math.round(performance.now() - started) };
  } catch (error) {
    return {
      ok: false,
      error: error instanceof Error ? error.message : String(error),
      ms: Math.round(performance.now() - started),
    };
  }
}

@ApiTags('operations')
@Public()
@Controller()
export class HealthController {
  constructor(
    @Inject(KYSELY) private readonly db: Kysely<Database>,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly queues: QueueService,
  ) {}

  /** Liveness: the process answers. */
  @Get('health')
  @ApiOkResponse({
    schema: envelope({
      type: 'object',
      properties: { status: { type: 'string', enum: ['ok'] } },
    }),
  })
  health() {
    return { status: 'ok' };
  }

  /** Readiness: database, Redis and the event store reachable, and how far each projection lags behind. */
  @Get('ready')
  @ApiOkResponse({
    description: 'every dependency reachable; projections with their lag',
    schema: envelope(readySchema),
  })
  @ApiServiceUnavailableResponse({
    description: 'a dependency is unreachable',
    schema: envelope(readySchema),
  })
  async ready(@Res({ passthrough: true }) reply: FastifyReply) {
    const [database, redis, eventStore] = await Promise.all([
      check(() => sql`select 1`.execute(this.db)),
      check(() => this.queues.ping()),
      check(() => this.events.ping()),
    ]);
    let projections: { name: string; position: string; caughtUp: boolean }[] = [];
    let head: string | null = null;
    if (database.ok && eventStore.ok) {
      const headPosition = await this.events.headPosition();
      head = formatPosition(headPosition);
      const rows = await this.db.selectFrom('projection_checkpoints').selectAll().execute();
      projections = rows.map((row: any) => {
        const position = {
          commit: BigInt(row.commit_position),
          prepare: BigInt(row.prepare_position),
        };
        return {
          name: row.name,
          position: formatPosition(position),
          caughtUp: comparePositions(position, headPosition) >= 0,
        };
      });
    }
    const ok = database.ok && redis.ok && eventStore.ok;
    if (!ok) reply.status(HttpStatus.SERVICE_UNAVAILABLE);
    return {
      status: ok ? 'ready' : 'unavailable',
      checks: { database, redis, eventStore },
      head,
      projections,
    };
  }
}
