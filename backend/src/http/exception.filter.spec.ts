import type { ArgumentsHost } from '@nestjs/common';
import { AllExceptionsFilter, isDatabaseUnavailable, SERVICE_UNAVAILABLE_MESSAGE } from './exception.filter';

/** What node-postgres and pg-pool throw when the database is away (codes as the driver sets them). */
const pgError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

function answer(exception: unknown) {
  const sent: { status?: number; headers: Record<string, string>; body?: unknown } = { headers: {} };
  const reply = {
    status(code: number) {
      sent.status = code;
      return reply;
    },
    header(name: string, value: string) {
      sent.headers[name] = value;
      return reply;
    },
    send(body: unknown) {
      sent.body = body;
      return reply;
    },
  };
  const host = {
    switchToHttp: () => ({ getResponse: () => reply, getRequest: () => ({ id: 'req-1', method: 'PUT', url: '/x' }) }),
  } as unknown as ArgumentsHost;
  new AllExceptionsFilter().catch(exception, host);
  return sent;
}

describe('the exception filter and an unreachable database', () => {
  it.each([
    ['connection refused', pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['connection reset', pgError('read ECONNRESET', 'ECONNRESET')],
    ['admin shutdown (a restart)', pgError('terminating connection due to administrator command', '57P01')],
    ['starting up', pgError('the database system is starting up', '57P03')],
    ['connection failure', pgError('connection failure', '08006')],
    ['cannot connect', pgError('could not connect', '08001')],
    ['a dropped socket', pgError('Connection terminated unexpectedly')],
    ['the pool timing out', pgError('timeout exceeded when trying to connect')],
    ['a client that lost its connection', pgError('Client has encountered a connection error and is not queryable')],
    [
      'a refusal inside an AggregateError',
      new AggregateError([pgError('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]),
    ],
    ['a refusal as the cause', new Error('query failed', { cause: pgError('connect ECONNREFUSED', 'ECONNREFUSED') })],
  ])('given %s, then 503 with Retry-After and the message to try again', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(answer(error)).toEqual({
      status: 503,
      headers: { 'Retry-After': '5' },
      body: { statusCode: 503, error: 'Service Unavailable', message: SERVICE_UNAVAILABLE_MESSAGE, requestId: 'req-1' },
    });
  });

  it('given an error that is not about reaching the database, then still the bare 500', () => {
    const error = pgError('duplicate key value violates unique constraint', '23505');
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(answer(error)).toMatchObject({ status: 500, headers: {}, body: { statusCode: 500 } });
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
