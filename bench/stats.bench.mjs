// The results query (GET /stats) for a team of 50 members and 60 scored questions, everyone having submitted:
// p50 and p95 of StatsHandler.execute (the code behind the route: access check, questions, aggregates, who rated
// whom, comments, and every figure through the disclosure rule) over the results read model. Goal (issue 11): p95 under 15 ms.
// Peer, measured in the same run: the same numbers computed per request from the raw answers (GROUP BY over
// take_answers), which is what the read model saves.
//
//   node bench/stats.bench.mjs     (standalone: creates and drops a database of its own)
//   npm run bench                  (bench/run.mjs gives it a fresh database)
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import { standalone } from './support/stack.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const pg = require('pg');
const { sql } = require('kysely');
const { createKysely } = require(path.join(root, 'projections/dist/index.js'));
const { REFLECTION_CATALOGUE } = require(path.join(root, 'contracts/dist/index.js'));
const { migrateToLatest } = require(path.join(root, 'backend/dist/infrastructure/database/migrations.js'));
const { allMigrations } = require(path.join(root, 'backend/dist/modules/migrations.js'));
const { ResultsReader } = require(path.join(root, 'backend/dist/modules/results/queries/results-reader.js'));
const { StatsQuery } = require(path.join(root, 'backend/dist/modules/results/queries/results.queries.js'));
const { StatsHandler } = require(path.join(root, 'backend/dist/modules/results/queries/stats.handler.js'));
const { ResultsDropdownHandler } = require(
  path.join(root, 'backend/dist/modules/results/queries/results-dropdown.handler.js'),
);
const { ReleasedResults } = require(path.join(root, 'backend/dist/modules/results/queries/released-results.js'));

const MEMBERS = 50;
const ITERATIONS = 400;
const WARMUP = 40;
const GOAL_P95_MS = 15;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
async function time(fn) {
  for (let i = 0; i < WARMUP; i++) await fn();
  const samples = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const start = process.hrtime.bigint();
    await fn();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  samples.sort((a, b) => a - b);
  return { p50: +percentile(samples, 50).toFixed(2), p95: +percentile(samples, 95).toFixed(2) };
}

export async function run({ databaseUrl }) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const db = createKysely(pool);
  try {
    await migrateToLatest(db, allMigrations());
    const clientId = randomUUID();
    const reflectionId = randomUUID();
    const teamId = randomUUID();
    const members = Array.from({ length: MEMBERS }, () => randomUUID());
    const scored = REFLECTION_CATALOGUE.questions.filter((q) => q.question_type !== 'OPEN').slice(0, 60);
    const categories = REFLECTION_CATALOGUE.categories;
    await db
      .insertInto('reflection_categories')
      .values(
        categories.map((c, i) => ({
          ...c,
          question_types: JSON.stringify(c.question_types),
          sort_order: i,
          version: 1,
          retired: false,
        })),
      )
      .execute();
    await db
      .insertInto('catalogue_questions')
      .values(
        scored.map((q, i) => ({
          ...q,
          detailed_definition: JSON.stringify(q.detailed_definition),
          scale: JSON.stringify(q.scale),
          sort_order: i,
          version: 1,
          retired: false,
        })),
      )
      .execute();
    const questions = scored.map((q, i) => ({
      questionKey: `q${i}`,
      questionType: q.question_type,
      categoryId: q.category_id,
      catalogueQuestionId: q.question_id,
      prompt: q.question_prompt,
    }));
    const now = new Date();
    await db
      .insertInto('teams')
      .values({
        team_id: teamId,
        client_id: clientId,
        team_name: 'Bench',
        description: 'Bench',
        team_type: 'OS_TEAM',
        stage: 'seed',
        industry: 'consumer',
        date_founded: 0,
        created_on: now,
        modified_on: now,
      })
      .execute();
    await db
      .insertInto('reflections')
      .values({
        reflection_id: reflectionId,
        client_id: clientId,
        kind: 'PUBLISHED',
        system: false,
        origin: 'BLANK',
        origin_id: '',
        template_name: 'blank',
        assessment_type: 'TEAM',
        name: 'Bench reflection',
        description: '',
        question_count: 60,
        revision: 1,
        team_id: teamId,
        launch_date: now,
        due_date: new Date(now.getTime() + 86_400_000),
        admin_closed: false,
        closed_at: null,
        phase: 'CLOSED',
        due_soon: false,
        assigned_count: MEMBERS,
        finished_count: MEMBERS,
        sort_order: 0,
        created_on: now,
        created_by: null,
        modified_on: now,
        modified_by: null,
      })
      .execute();
    await db
      .insertInto('reflection_documents')
      .values({
        reflection_id: reflectionId,
        client_id: clientId,
        instructions: 'Bench',
        sections: JSON.stringify([{ sectionKey: 's', name: 'All', description: '', questions }]),
      })
      .execute();
    await db
      .insertInto('reflection_assignees')
      .values(
        members.map((user_id) => ({
          reflection_id: reflectionId,
          client_id: clientId,
          user_id,
          team_role_id: '2',
          observer: false,
          receiver: true,
          take_status: 'COMPLETED',
        })),
      )
      .execute();
    // every member rates every member (themself included) on every question: 50 x 50 x 60 = 150,000 answers
    const value = (rater, subject, q) => (rater * 7 + subject * 3 + q) % 5;
    const answerRows = [];
    for (let r = 0; r < MEMBERS; r++)
      for (let s = 0; s < MEMBERS; s++)
        for (let q = 0; q < questions.length; q++)
          answerRows.push({
            reflection_id: reflectionId,
            client_id: clientId,
            user_id: members[r],
            question_key: `q${q}`,
            subject: members[s],
            value: value(r, s, q),
            comment: '',
            updated_on: now,
          });
    for (let i = 0; i < answerRows.length; i += 5_000)
      await db
        .insertInto('take_answers')
        .values(answerRows.slice(i, i + 5_000))
        .execute();
    // the read model the results projection keeps for the same answers
    const receiverRows = [];
    const teamRows = [];
    for (let q = 0; q < questions.length; q++) {
      let sum = 0,
        count = 0,
        selfSum = 0;
      for (let s = 0; s < MEMBERS; s++) {
        let othersSum = 0;
        for (let r = 0; r < MEMBERS; r++) if (r !== s) othersSum += value(r, s, q);
        receiverRows.push({
          reflection_id: reflectionId,
          client_id: clientId,
          question_key: `q${q}`,
          receiver_id: members[s],
          self_value: value(s, s, q),
          others_sum: othersSum,
          others_count: MEMBERS - 1,
        });
        sum += othersSum;
        count += MEMBERS - 1;
        selfSum += value(s, s, q);
      }
      teamRows.push({
        reflection_id: reflectionId,
        client_id: clientId,
        question_key: `q${q}`,
        sum,
        count,
        raters: MEMBERS,
        self_sum: selfSum,
        self_count: MEMBERS,
      });
    }
    await db.insertInto('result_receiver_scores').values(receiverRows).execute();
    await db.insertInto('result_team_scores').values(teamRows).execute();
    // what the disclosure rule reads besides the aggregates: the receivers, each submission's promise, who rated whom
    await db
      .insertInto('result_raters')
      .values(members.map((m) => ({ reflection_id: reflectionId, client_id: clientId, user_id: m, receiver: true })))
      .execute();
    await db
      .insertInto('result_submissions')
      .values(
        members.map((m) => ({
          reflection_id: reflectionId,
          user_id: m,
          promise_mode: 'CONFIDENTIAL',
          promise_min_raters: 3,
        })),
      )
      .execute();
    await db
      .insertInto('result_contributions')
      .values(
        members.flatMap((rater) =>
          [...members, 'TEAM'].map((subject) => ({ reflection_id: reflectionId, rater_id: rater, subject })),
        ),
      )
      .execute();
    await sql`analyze`.execute(db);

    const reader = new ResultsReader(db);
    // a closed Confidential reflection: every figure goes through the disclosure rule (no replay here: no history)
    const handler = new StatsHandler(reader, new ResultsDropdownHandler(reader), new ReleasedResults(reader, null));
    const admin = { userId: randomUUID(), clientId, role: 0 };
    const readModel = await time(() =>
      handler.execute(new StatsQuery(admin, clientId, 'SKILLS', 'MY_TEAM_AVERAGE', 'MY_TEAM_MAX', reflectionId)),
    );
    const receiver = { userId: members[0], clientId, role: 8 };
    const asReceiver = await time(() =>
      handler.execute(new StatsQuery(receiver, clientId, 'SKILLS', 'MY_SELF_ASSESSMENT', 'MY_RESULTS', reflectionId)),
    );
    // the peer: the same aggregates computed from the raw answers on every request
    const keys = questions.filter((q) => q.questionType.startsWith('SKILL_')).map((q) => q.questionKey);
    const perRequest = await time(() =>
      sql`select question_key, subject,
                 sum(value) filter (where user_id <> subject::uuid) as others_sum,
                 count(*) filter (where user_id <> subject::uuid) as others_count,
                 max(value) filter (where user_id = subject::uuid) as self_value
            from take_answers
           where reflection_id = ${reflectionId} and question_key = any(${keys})
           group by question_key, subject`.execute(db),
    );
    return {
      name: 'stats (50 members, 60 questions)',
      figures: [
        { name: 'GET /stats SKILLS team options p50', value: readModel.p50, unit: 'ms' },
        { name: 'GET /stats SKILLS team options p95', value: readModel.p95, unit: `ms (goal < ${GOAL_P95_MS})` },
        { name: 'GET /stats SKILLS as a receiver p50', value: asReceiver.p50, unit: 'ms' },
        { name: 'GET /stats SKILLS as a receiver p95', value: asReceiver.p95, unit: 'ms' },
        { name: 'peer: aggregates from raw answers p50', value: perRequest.p50, unit: 'ms (one SQL query)' },
        { name: 'peer: aggregates from raw answers p95', value: perRequest.p95, unit: 'ms (one SQL query)' },
      ],
    };
  } finally {
    await db.destroy();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await standalone(run);
