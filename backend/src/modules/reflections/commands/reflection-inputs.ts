import { randomUUID } from 'node:crypto';
import { Command } from '@nestjs/cqrs';
import {
  fromConfidentialityView,
  type Confidentiality,
  type ConfidentialityDto,
  type ReflectionEvent,
  REFLECTION_CATALOGUE,
  ReflectionMessages as M,
  reflectionStreamName,
  type ReflectionContentDto,
  type DraftGeneralSettingsDto,
  type MemberWithRoleDto,
  type ReflectionSectionData,
} from '@gc/contracts';
import type { Database } from '@gc/projections';
import { sql, type Kysely } from 'kysely';
import type { AggregateStore, CommandResult } from '../../../shared/aggregate-store';
import type { CommandContext } from '../../../shared/command-context';
import { notFound } from '../../../shared/domain-error';
import { asWorkspacesDb } from '../../clients';
import { reflectionDecider, systemTemplateLocked } from '../domain/reflection.decider';
import type {
  AssigneeChoice,
  CatalogueIndex,
  DraftSetupChoice,
  ReflectionContent,
  TeamSnapshot,
} from '../domain/reflection.commands';
import type { ReflectionState } from '../domain/reflection.state';

/** The catalogue the running code ships (contracts), indexed for the decider's rules. */
export const CATALOGUE_INDEX: CatalogueIndex = {
  categories: new Map(REFLECTION_CATALOGUE.categories.map((c) => [c.category_id, c.question_types])),
  questions: new Map(
    REFLECTION_CATALOGUE.questions.flatMap((q) => {
      const shape = { type: q.question_type, categoryId: q.category_id };
      // catalogue v2 reworded the team questions under new ids ('team-dynamic-team-trust' for 'team-dynamic-trust'):
      // drafts, client templates and clones made before it still name the retired id, and keep saving
      const retired = /^(team-dynamic|open)-team-(.+)$/.exec(q.question_id);
      return retired
        ? [[q.question_id, shape] as const, [`${retired[1]}-${retired[2]}`, shape] as const]
        : [[q.question_id, shape] as const];
    }),
  ),
};

const SYSTEM_TEMPLATE_IDS = new Set(REFLECTION_CATALOGUE.templates.map((t) => t.template_id));
export const isSystemTemplate = (id: string) => SYSTEM_TEMPLATE_IDS.has(id);

/** Writes to a system template are refused before anything is loaded. */
export function refuseSystemTemplate(id: string): void {
  if (isSystemTemplate(id)) throw systemTemplateLocked();
}

/**
 * The builder's document as the domain takes it: trimmed texts, and keys for the sections and questions that have
 * none yet (or repeat one already used in this document), so a saved question keeps its assessment_question_id.
 */
export function toContent(dto: ReflectionContentDto): ReflectionContent {
  const used = new Set<string>();
  const key = (given: string | undefined) => {
    const k = given && !used.has(given) ? given : randomUUID();
    used.add(k);
    return k;
  };
  const sections: ReflectionSectionData[] = dto.sections.map((s) => ({
    sectionKey: key(s.section_id),
    name: s.section_name,
    description: s.section_description ?? '',
    questions: s.questions.map((q) => ({
      questionKey: key(q.assessment_question_id),
      questionType: q.question_type,
      categoryId: q.category_id,
      catalogueQuestionId: q.question_id,
      prompt: q.question_prompt,
    })),
  }));
  return {
    name: dto.assessment_name,
    description: dto.assessment_description ?? '',
    instructions: dto.assessment_instructions,
    sections,
  };
}

/** A live team of the client with its members' team roles; null when there is none (another client's included). */
export async function loadTeam(db: Kysely<Database>, clientId: string, teamId: string): Promise<TeamSnapshot | null> {
  const team = await db
    .selectFrom('teams')
    .select(['team_id', 'team_type'])
    .where('team_id', '=', teamId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  if (!team) return null;
  const members = await db
    .selectFrom('team_members')
    .select(['user_id', 'team_role_id'])
    .where('team_id', '=', teamId)
    .where('client_id', '=', clientId)
    .execute();
  return {
    teamId,
    teamType: team.team_type,
    members: new Map(members.map((m) => [m.user_id, m.team_role_id])),
  };
}

/** general_settings' members by email, resolved to user ids among the team's members (null: not one of them). */
export async function resolveChoices(
  db: Kysely<Database>,
  team: TeamSnapshot | null,
  members: readonly MemberWithRoleDto[],
): Promise<AssigneeChoice[]> {
  const memberIds = [...(team?.members.keys() ?? [])];
  const rows = memberIds.length
    ? await asWorkspacesDb(db)
        .selectFrom('personal_data')
        .select(['user_id', sql<string>`lower(email)`.as('email')])
        .where('user_id', 'in', memberIds)
        .execute()
    : [];
  const byEmail = new Map(rows.map((r) => [r.email, r.user_id]));
  return members.map((m) => ({
    email: m.email,
    userId: byEmail.get(m.email.trim().toLowerCase()) ?? null,
    observer: m.observer,
    receiver: m.reciever,
  }));
}

/** A draft's general_settings (issue 29) as the decider takes it: the team looked up in the client, members resolved. */
export async function draftSetupChoice(
  db: Kysely<Database>,
  clientId: string,
  dto: DraftGeneralSettingsDto | undefined,
): Promise<DraftSetupChoice | null> {
  if (!dto) return null;
  const teamId = dto.team_id?.trim() || null;
  const team = teamId ? await loadTeam(db, clientId, teamId) : null;
  return {
    teamId,
    team,
    launchDate: dto.launch_date || null,
    dueDate: dto.due_date || null,
    members: await resolveChoices(db, team, dto.members_with_roles ?? []),
    confidentiality: chosenConfidentiality(dto.confidentiality),
    role: dto.role?.trim() || null,
  };
}

/** The promise chosen in a form, as the decider takes it; null when none was sent. */
export const chosenConfidentiality = (chosen: ConfidentialityDto | undefined): Confidentiality | null =>
  chosen ? fromConfidentialityView({ mode: chosen.mode, min_raters: chosen.min_raters ?? null }) : null;

/** A command about one reflection of the caller's client, with the form sent for it. */
export abstract class ReflectionFormCommand<TForm> extends Command<CommandResult<ReflectionEvent>> {
  constructor(
    readonly context: CommandContext,
    readonly clientId: string,
    readonly reflectionId: string,
    readonly input: TForm,
  ) {
    super();
  }
}

/** How many assignees finished their take (the takes' read model; issue 10 moves it). */
export async function finishedCount(db: Kysely<Database>, reflectionId: string): Promise<number> {
  const row = await db
    .selectFrom('reflection_assignees')
    .select(({ fn }) => fn.countAll<string>().as('n'))
    .where('reflection_id', '=', reflectionId)
    .where('take_status', '=', 'COMPLETED')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Whether anyone has saved an answer (a take started or finished): the promise may then only become stricter. Read
 * from the takes' read model; a save racing this check is still covered, since each submitted take records the
 * promise it was answered under and results follow the strictest of them.
 */
export async function anyoneAnswered(db: Kysely<Database>, reflectionId: string): Promise<boolean> {
  const row = await db
    .selectFrom('reflection_assignees')
    .select('user_id')
    .where('reflection_id', '=', reflectionId)
    .where('take_status', '!=', 'NEW')
    .executeTakeFirst();
  return !!row;
}

/** The reflection's current state from its stream, 404 unless it is a live one of the client. */
export async function loadReflection(
  aggregates: AggregateStore,
  clientId: string,
  reflectionId: string,
): Promise<ReflectionState> {
  const { state } = await aggregates.load(reflectionStreamName(reflectionId), reflectionDecider);
  if (state.status !== 'active' || state.clientId !== clientId) {
    throw notFound(M.reflectionNotFound, 'REFLECTION_NOT_FOUND');
  }
  return state;
}
