import { createTestDatabase } from '@gc/projections/testing';
import {
  REFLECTION_CATALOGUE,
  REFLECTION_CATALOGUE_STREAM,
  type ReflectionCatalogue,
  type ReflectionCatalogueEvent,
} from '@gc/contracts';
import { eventStoreMigrations } from '../../../../infrastructure/event-store/postgres/event-store.migrations';
import { PostgresEventStore } from '../../../../infrastructure/event-store/postgres/postgres-event-store';
import { AggregateStore } from '../../../../shared/aggregate-store';
import { systemContext } from '../../../../shared/command-context';
import { ReleaseReflectionCatalogueCommand, ReleaseReflectionCatalogueHandler } from './release-catalogue.handler';
import { releaseReflectionCatalogueStep } from './release-catalogue.step';

/** 'team-dynamic-team-trust' -> 'team-dynamic-trust': the ids version 1 asked about 'this person' under. */
const version1Id = (id: string) => id.replace(/^(team-dynamic|open)-team-/, '$1-');
const version1: ReflectionCatalogue = {
  ...REFLECTION_CATALOGUE,
  version: 1,
  questions: REFLECTION_CATALOGUE.questions.map((q) => ({ ...q, question_id: version1Id(q.question_id) })),
  templates: REFLECTION_CATALOGUE.templates.map((t) => ({
    ...t,
    sections: t.sections.map((s) => ({ ...s, question_ids: s.question_ids.map(version1Id) })),
  })),
};

describe('the bootstrap step releasing the reflection catalogue', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let store: PostgresEventStore;
  let aggregates: AggregateStore;

  beforeAll(async () => {
    database = await createTestDatabase(eventStoreMigrations);
    store = new PostgresEventStore(database.pool);
    aggregates = new AggregateStore(store);
  });
  afterAll(async () => {
    await store.close();
    await database.drop();
  });

  it('given version 1 released, when the step runs, then it releases version 2 with the team questions under new ids, once', async () => {
    await new ReleaseReflectionCatalogueHandler(aggregates).execute(
      new ReleaseReflectionCatalogueCommand(systemContext(), version1),
    );

    const log = await releaseReflectionCatalogueStep({ aggregates });
    expect(log).toEqual([
      `bootstrap: reflection catalogue: version 2 released (${REFLECTION_CATALOGUE.questions.length} questions, ${REFLECTION_CATALOGUE.templates.length} templates)`,
    ]);
    expect(await releaseReflectionCatalogueStep({ aggregates })).toEqual([
      'bootstrap: reflection catalogue: up to date',
    ]);

    const releases = (await store.readStream(REFLECTION_CATALOGUE_STREAM)).map(
      (e) => ({ type: e.type, data: e.data }) as ReflectionCatalogueEvent,
    );
    expect(releases.map((e) => e.data.version)).toEqual([1, 2]);
    const ids = new Set(releases[1].data.questions.map((q) => q.question_id));
    expect(ids.has('team-dynamic-team-trust')).toBe(true);
    expect(ids.has('open-team-greatest-strength')).toBe(true);
    expect(ids.has('team-dynamic-trust')).toBe(false);
    expect(ids.has('open-greatest-strength')).toBe(false);
  });
});
