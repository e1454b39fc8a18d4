import { createTestApp, type TestApp } from '../../test-support/test-app';

describe('health and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers liveness in the envelope with a request id header', async () => {
    const res = await t.http().get('/api/health').set('X-Request-Id', 'req-123').expect(200);
    expect(res.body).toEqual({ responseObj: { status: 'ok' } });
    expect(res.headers['x-request-id']).toBe('req-123');
  });

  it('reports database, Redis and event store reachable and lists projections with their positions', async () => {
    const res = await t.http().get('/api/ready').expect(200);
    const body = res.body.responseObj;
    expect(body.status).toBe('ready');
    expect(body.checks.database.ok).toBe(true);
    expect(body.checks.redis.ok).toBe(true);
    expect(body.checks.eventStore.ok).toBe(true);
    expect(Array.isArray(body.projections)).toBe(true);
  });

  it('reports unavailable with 503 when Redis cannot be reached', async () => {
    const broken = await createTestApp({ redisUrl: 'redis://127.0.0.1:1' });
    try {
      const res = await broken.http().get('/api/ready').expect(503);
      expect(res.body.responseObj.checks.redis.ok).toBe(false);
      expect(res.body.responseObj.checks.database.ok).toBe(true);
    } finally {
      await broken.close();
    }
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.http().get('/api/docs-json').expect(200);
    expect(res.body.info.title).toBe('GrowthCatalyst API');
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/industries', '/api/ready']));
  });
});
