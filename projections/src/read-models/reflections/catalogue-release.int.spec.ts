import { randomUUID } from 'node:crypto';
import {
  REFLECTION_CATALOGUE,
  type CatalogueQuestion,
  type RecordedEvent,
  type ReflectionCatalogue,
  type ReflectionSectionData,
} from '@gc/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../database/database';
import { projectionMigrations } from '../../database/projection.migrations';
import { createTestDatabase, deliverTwice, type TestDatabase } from '../../testing';
import { reflectionsProjection } from './reflections.projection';

/**
 * Catalogue version 2 rewords the team-dynamic and open questions for the team under new ids. Version 1 asked them
 * about 'this person' under the old ids ('team-dynamic-trust', 'open-greatest-strength', …): those rows stay, retired,
 * so the reflections published with them keep meaning what their takers answered.
 */
const aboutTheTeam = (q: CatalogueQuestion) => q.question_type === 'TEAM_DYNAMIC' || q.question_type === 'OPEN';
/** 'team-dynamic-team-trust' -> 'team-dynamic-trust', 'open-team-growth-area' -> 'open-growth-area' */
const version1Id = (id: string) => id.replace(/^(team-dynamic|open)-team-/, '$1-');

/** Version 1 as it was released: the same catalogue, its team questions under the old ids and about one person. */
const version1: ReflectionCatalogue = {
  ...REFLECTION_CATALOGUE,
  version: 1,
  questions: REFLECTION_CATALOGUE.questions.map((q) =>
    aboutTheTeam(q)
      ? { ...q, question_id: version1Id(q.question_id), question_prompt: `About this person: ${q.question_name}?` }
      : q,
  ),
  templates: REFLECTION_CATALOGUE.templates.map((t) => ({
    ...t,
    sections: t.sections.map((s) => ({ ...s, question_ids: s.question_ids.map(version1Id) })),
  })),
};

let position = 0n;
const released = (catalogue: ReflectionCatalogue): RecordedEvent => {
  position += 1n;
  return {
    id: randomUUID(),
    type: 'ReflectionCatalogueReleased',
    data: {
      version: catalogue.version,
      categories: catalogue.categories,
      questions: catalogue.questions,
      templates: catalogue.templates,
    },
    metadata: {
      actorId: null,
      clientId: null,
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: new Date(Date.UTC(2026, 0, 1, 0, 0, Number(position))).toISOString(),
      schemaVersion: 1,
    },
    streamName: 'reflection-catalogue',
    revision: position - 1n,
    position: { commit: position, prepare: position },
    recordedAt: new Date(),
  };
};

describe('the reflection catalogue read model: version 2 rewords the team questions under new ids', () => {
  let database: TestDatabase;
  let db: Kysely<Database>;

  beforeAll(async () => {
    database = await createTestDatabase(projectionMigrations);
    db = database.db;
  });
  afterAll(() => database?.drop());

  it('given version 1 then version 2 (twice), then the old team questions stay retired with their wording and the new ones are live', async () => {
    expect(REFLECTION_CATALOGUE.version).toBe(2);
    const { afterOnce, afterTwice } = await deliverTwice(db, reflectionsProjection, [
      released(version1),
      released(REFLECTION_CATALOGUE),
    ]);
    expect(afterTwice).toEqual(afterOnce);

    const rows = await db.selectFrom('catalogue_questions').selectAll().execute();
    const byId = new Map(rows.map((row) => [row.question_id, row]));
    const teamQuestions = REFLECTION_CATALOGUE.questions.filter(aboutTheTeam);
    expect(teamQuestions.length).toBeGreaterThan(0);
    for (const q of teamQuestions) {
      expect(byId.get(q.question_id)).toMatchObject({ question_prompt: q.question_prompt, version: 2, retired: false });
      expect(q.question_prompt).not.toMatch(/this person/i);
      // what version 1's takers read, kept under the id their published reflections refer to
      expect(byId.get(version1Id(q.question_id))).toMatchObject({
        question_prompt: `About this person: ${q.question_name}?`,
        version: 1,
        retired: true,
      });
    }
    // a question both versions carry is simply live in version 2
    expect(byId.get('mindset-ownership')).toMatchObject({ version: 2, retired: false });
    expect(rows.filter((row) => !row.retired)).toHaveLength(REFLECTION_CATALOGUE.questions.length);
  });

  it('given version 2 released, then the system templates name the new team question ids only', async () => {
    const documents = await db
      .selectFrom('reflection_documents')
      .select(['reflection_id', 'sections'])
      .where('client_id', '=', 'ALL')
      .execute();
    expect(documents).toHaveLength(REFLECTION_CATALOGUE.templates.length);
    const ids = documents.flatMap((d) =>
      (d.sections as ReflectionSectionData[]).flatMap((s) => s.questions.map((q) => q.catalogueQuestionId)),
    );
    const live = new Set(REFLECTION_CATALOGUE.questions.map((q) => q.question_id));
    expect(ids.filter((id) => !live.has(id))).toEqual([]);
    expect(ids).toContain('team-dynamic-team-trust');
    expect(ids).not.toContain('team-dynamic-trust');
  });
});
