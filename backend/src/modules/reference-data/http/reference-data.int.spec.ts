import { CommandBus } from '@nestjs/cqrs';
import { BOOTSTRAP_CLIENT_ID, formatPosition, RoleId, SEED_INDUSTRIES, SEED_STAGES } from '@gc/contracts';
import type { Test } from 'supertest';
import { createSignedInUser } from '../../../test-support/identity';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { systemContext } from '../../../shared/command-context';
import type { CommandResult } from '../../../shared/aggregate-store';
import { SeedReferenceDataCommand } from '../commands/seed-reference-data/seed-reference-data.handler';

describe('reference data: command -> event -> projection -> query', () => {
  let t: TestApp;
  let auth: (req: Test) => Test;
  beforeAll(async () => {
    t = await createTestApp();
    ({ auth } = await createSignedInUser(t, { role: RoleId.User, clientId: BOOTSTRAP_CLIENT_ID }));
  });
  afterAll(() => t.close());

  const seed = (): Promise<CommandResult<unknown>> =>
    t.app.get(CommandBus).execute(new SeedReferenceDataCommand(systemContext()));

  it('given no bearer token, when reference data is requested, then 401', async () => {
    const res = await t.http().get('/api/industries').expect(401);
    expect(res.body.message).toBe('The user is not authenticated');
  });

  it('given nothing seeded, when industries are listed, then the list is empty', async () => {
    const res = await auth(t.http().get('/api/industries')).expect(200);
    expect(res.body).toEqual({ responseObj: [] });
  });

  it('given the catalogue is seeded, when a query waits for that position, then it serves every item in order', async () => {
    const result = await seed();
    expect(result.position).not.toBeNull();
    const position = formatPosition(result.position!);

    const industries = await auth(t.http().get('/api/industries')).set('X-Min-Position', position).expect(200);
    expect(industries.headers['x-consistency']).toBe('fresh');
    expect(industries.body.responseObj).toHaveLength(SEED_INDUSTRIES.length);
    expect(industries.body.responseObj[0]).toEqual({
      industry_id: SEED_INDUSTRIES[0].industryId,
      industry_name: SEED_INDUSTRIES[0].name,
      sub_industries: SEED_INDUSTRIES[0].subIndustries.map((s) => ({
        sub_industry_id: s.subIndustryId,
        sub_industry_name: s.name,
      })),
    });

    const stages = await auth(t.http().get('/api/stages')).set('X-Min-Position', position).expect(200);
    expect(stages.body.responseObj.map((s: { stage_name: string }) => s.stage_name)).toEqual(
      SEED_STAGES.map((s) => s.name),
    );

    const organizations = await auth(t.http().get('/api/organizations')).set('X-Min-Position', position).expect(200);
    expect(organizations.body.responseObj).toEqual([{ organization_id: 'growthcatalyst', name: 'GrowthCatalyst' }]);
  });

  it('given a seeded catalogue, when seeded again, then nothing is appended', async () => {
    const again = await seed();
    expect(again.events).toEqual([]);
    expect(again.position).toBeNull();
  });

  it('rejects a malformed X-Min-Position with 400 and a clear message', async () => {
    const res = await auth(t.http().get('/api/stages')).set('X-Min-Position', 'yesterday').expect(400);
    expect(res.body.message).toMatch(/X-Min-Position/);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await auth(t.http().get('/api/no-such-thing')).expect(404);
    expect(res.body.statusCode).toBe(404);
  });
});
