import {
  ConfidentialityMessages,
  ReflectionMessages as M,
  type ReflectionEvent,
  type ReflectionSectionData,
} from '@gc/contracts';
import { deciderSpec } from '../../../test-support/decider-spec';
import {
  type AssigneeChoice,
  type CatalogueIndex,
  type CreateReflection,
  type DraftSetupChoice,
  type ReflectionCommand,
  type ReviseReflection,
  type TeamSnapshot,
} from './reflection.commands';
import { reflectionDecider } from './reflection.decider';

const catalogue: CatalogueIndex = {
  categories: new Map([
    ['trust', ['TEAM_DYNAMIC']],
    ['reflection', ['OPEN']],
    ['mvp', ['SKILL_BUILD']],
  ]),
  questions: new Map([
    ['td-trust', { type: 'TEAM_DYNAMIC', categoryId: 'trust' }],
    ['open-learn', { type: 'OPEN', categoryId: 'reflection' }],
    ['sb-mvp', { type: 'SKILL_BUILD', categoryId: 'mvp' }],
  ]),
};
const section = (key: string, questionKeys: string[]): ReflectionSectionData => ({
  sectionKey: key,
  name: `Section ${key}`,
  description: '',
  questions: questionKeys.map((k) => ({
    questionKey: k,
    questionType: 'TEAM_DYNAMIC',
    categoryId: 'trust',
    catalogueQuestionId: 'td-trust',
    prompt: 'How much does this person trust the team?',
  })),
});
const content = { name: 'Baseline', description: '', instructions: 'Be candid.', sections: [section('s1', ['q1'])] };
const create: CreateReflection = {
  type: 'CreateReflection',
  reflectionId: 'r1',
  clientId: 'c1',
  kind: 'DRAFT',
  origin: 'TEMPLATE',
  originId: 'system-cofounder-baseline',
  templateName: 'Cofounder Assessment - Baseline',
  assessmentType: 'TEAM',
  content,
  catalogue,
};
const team: TeamSnapshot = {
  teamId: 't1',
  teamType: 'OS_TEAM',
  members: new Map([
    ['u1', '2'],
    ['u2', '9'],
    ['u3', '2'],
  ]),
};
const choice = (
  userId: string | null,
  email: string,
  flags: { observer?: boolean; receiver?: boolean },
): AssigneeChoice => ({
  email,
  userId,
  observer: flags.observer ?? false,
  receiver: flags.receiver ?? false,
});
const LAUNCH = '2026-12-01T09:00:00.000Z';
const DUE = '2026-12-08T17:00:00.000Z';
const publish: ReflectionCommand = {
  type: 'PublishReflection',
  clientId: 'c1',
  expectedRevision: 0,
  team,
  launchDate: LAUNCH,
  dueDate: DUE,
  assignees: [
    choice('u1', 'ada@x.io', { receiver: true }),
    choice('u2', 'bo@x.io', { observer: true }),
    choice('u3', 'cy@x.io', {}),
  ],
  confidentiality: null,
  confidentialityDefaults: { mode: 'CONFIDENTIAL', minRaters: 4 },
};
const before = (iso: string, ms: number) => new Date(new Date(iso).getTime() - ms);
const after = (iso: string, ms: number) => new Date(new Date(iso).getTime() + ms);

const { given, when, rejection, thenFails } = deciderSpec(reflectionDecider);
const created = () => when([], create);
const published = (): ReflectionEvent[] => [...created(), ...when(created(), publish)];
const messageOf = (events: ReflectionEvent[], command: ReflectionCommand) => {
  const error = rejection(events, command);
  return [error.kind, error.message];
};

describe('reflection decider', () => {
  describe('creating and saving', () => {
    it('given nothing, when created from a template, then ReflectionCreated with its document', () => {
      expect(created()).toEqual([
        {
          type: 'ReflectionCreated',
          data: {
            reflectionId: 'r1',
            clientId: 'c1',
            kind: 'DRAFT',
            origin: 'TEMPLATE',
            originId: 'system-cofounder-baseline',
            templateName: 'Cofounder Assessment - Baseline',
            assessmentType: 'TEAM',
            ...content,
          },
        },
      ]);
      expect(given(created()).revision).toBe(0);
    });

    it('given a question whose category or catalogue question does not fit its type, when created, then 400', () => {
      const wrongCategory = {
        ...content,
        sections: [
          { ...section('s', ['q']), questions: [{ ...section('s', ['q']).questions[0], categoryId: 'reflection' }] },
        ],
      };
      expect(messageOf([], { ...create, content: wrongCategory })).toEqual(['validation', M.unknownCategory]);
      const wrongQuestion = {
        ...content,
        sections: [
          {
            ...section('s', ['q']),
            questions: [{ ...section('s', ['q']).questions[0], catalogueQuestionId: 'open-learn' }],
          },
        ],
      };
      expect(messageOf([], { ...create, content: wrongQuestion })).toEqual(['validation', M.unknownQuestion]);
    });

    it('given a draft, when saved with a new name and reordered sections, then one fact per change', () => {
      const history = [
        ...created(),
        ...when(created(), {
          type: 'ReviseReflection',
          clientId: 'c1',
          kind: 'DRAFT',
          expectedRevision: 0,
          content: { ...content, sections: [section('s1', ['q1']), section('s2', ['q2'])] },
          catalogue,
        }),
      ];
      const events = when(history, {
        type: 'ReviseReflection',
        clientId: 'c1',
        kind: 'DRAFT',
        expectedRevision: 1,
        content: { ...content, name: 'Baseline (ours)', sections: [section('s2', ['q2']), section('s1', ['q1'])] },
        catalogue,
      });
      expect(events.map((e) => e.type)).toEqual(['ReflectionRenamed', 'ReflectionSectionsRevised']);
    });

    it('given a draft saved since it was loaded, when saved against the older revision, then 409 STALE_REVISION', () => {
      const history = [
        ...created(),
        { type: 'ReflectionRenamed', data: { reflectionId: 'r1', clientId: 'c1', name: 'Theirs' } } as ReflectionEvent,
      ];
      const error = rejection(history, {
        type: 'ReviseReflection',
        clientId: 'c1',
        kind: 'DRAFT',
        expectedRevision: 0,
        content,
        catalogue,
      });
      expect([error.kind, error.code, error.message]).toEqual(['conflict', 'STALE_REVISION', M.staleRevision]);
    });

    it('given nothing changed, when saved, then no fact', () => {
      expect(
        when(created(), {
          type: 'ReviseReflection',
          clientId: 'c1',
          kind: 'DRAFT',
          expectedRevision: 0,
          content,
          catalogue,
        }),
      ).toEqual([]);
    });

    it("given another client's reflection, when anything is asked of it, then 404 as if it did not exist", () => {
      expect(rejection(created(), { type: 'DeleteReflection', clientId: 'c2', kind: 'DRAFT' }).kind).toBe('not_found');
    });

    it('given a published reflection, when saved or deleted, then 409', () => {
      thenFails(
        published(),
        { type: 'ReviseReflection', clientId: 'c1', kind: 'DRAFT', expectedRevision: 1, content, catalogue },
        'PUBLISHED_NOT_EDITABLE',
      );
      expect(messageOf(published(), { type: 'DeleteReflection', clientId: 'c1', kind: 'DRAFT' })).toEqual([
        'conflict',
        M.onlyDraftsDeleted,
      ]);
    });

    it('given a draft, when deleted, then ReflectionDeleted; deleted, it is not found', () => {
      const deleted = when(created(), { type: 'DeleteReflection', clientId: 'c1', kind: 'DRAFT' });
      expect(deleted.map((e) => e.type)).toEqual(['ReflectionDeleted']);
      thenFails(
        [...created(), ...deleted],
        { type: 'DeleteReflection', clientId: 'c1', kind: 'DRAFT' },
        'REFLECTION_NOT_FOUND',
      );
    });
  });

  describe("a draft's General setup (issue 29)", () => {
    const setup = (over: Partial<DraftSetupChoice> = {}): DraftSetupChoice => ({
      teamId: 't1',
      team,
      launchDate: '2026-12-01T10:00:00+01:00',
      dueDate: null,
      members: [choice('u1', 'ada@x.io', { receiver: true }), choice('u3', 'cy@x.io', {})],
      confidentiality: { mode: 'OPEN', minRaters: 1 },
      role: 'Cofounder',
      ...over,
    });
    const save = (expectedRevision: number, choice: DraftSetupChoice | null): ReviseReflection => ({
      type: 'ReviseReflection',
      clientId: 'c1',
      kind: 'DRAFT',
      expectedRevision,
      content,
      catalogue,
      setup: choice,
    });

    it('given a draft, when saved with General setup, then ReflectionDraftSetupSaved with the flagged members only; the same again, nothing', () => {
      const events = when(created(), save(0, setup()));
      expect(events).toEqual([
        {
          type: 'ReflectionDraftSetupSaved',
          data: {
            reflectionId: 'r1',
            clientId: 'c1',
            setup: {
              teamId: 't1',
              launchDate: '2026-12-01T09:00:00.000Z',
              dueDate: null,
              members: [{ userId: 'u1', teamRoleId: '2', observer: false, receiver: true }],
              confidentiality: { mode: 'OPEN', minRaters: 1 },
              role: 'Cofounder',
            },
          },
        },
      ]);
      expect(when([...created(), ...events], save(1, setup()))).toEqual([]);
      expect(when([...created(), ...events], save(1, null))).toEqual([]);
    });

    it('given a new draft created with General setup, then ReflectionCreated and ReflectionDraftSetupSaved', () => {
      expect(when([], { ...create, setup: setup() }).map((e) => e.type)).toEqual([
        'ReflectionCreated',
        'ReflectionDraftSetupSaved',
      ]);
    });

    it("given another client's team, then 404; a person outside the team, 400; a template, 400", () => {
      expect(messageOf(created(), save(0, setup({ team: null })))).toEqual(['not_found', M.teamNotFound]);
      expect(messageOf(created(), save(0, setup({ members: [choice(null, 'zed@x.io', { receiver: true })] })))).toEqual(
        ['validation', M.notATeamMember('zed@x.io')],
      );
      const template = when([], { ...create, kind: 'TEMPLATE' });
      expect(messageOf(template, { ...save(0, setup()), kind: 'TEMPLATE' })).toEqual(['validation', M.setupDraftOnly]);
    });

    it('given a published reflection, when its setup is saved, then 409 as any save', () => {
      thenFails(published(), save(1, setup()), 'PUBLISHED_NOT_EDITABLE');
    });
  });

  describe('publishing', () => {
    it('given a draft, when published with one receiver and one observer, then ReflectionPublished with their team roles', () => {
      expect(when(created(), publish)).toEqual([
        {
          type: 'ReflectionPublished',
          data: {
            reflectionId: 'r1',
            clientId: 'c1',
            teamId: 't1',
            launchDate: LAUNCH,
            dueDate: DUE,
            assignees: [
              { userId: 'u1', teamRoleId: '2', observer: false, receiver: true },
              { userId: 'u2', teamRoleId: '9', observer: true, receiver: false },
            ],
            confidentiality: { mode: 'CONFIDENTIAL', minRaters: 4 },
          },
        },
      ]);
    });

    it('given no choice, then an OS team’s reflection takes the client’s defaults and a cofounder team’s is Open', () => {
      const promiseOf = (command: ReflectionCommand) =>
        (when(created(), command)[0] as Extract<ReflectionEvent, { type: 'ReflectionPublished' }>).data.confidentiality;
      expect(promiseOf(publish)).toEqual({ mode: 'CONFIDENTIAL', minRaters: 4 });
      const cofounders = { ...publish, team: { ...team, teamType: 'COFOUNDER_TEAM' } } as ReflectionCommand;
      expect(promiseOf(cofounders)).toEqual({ mode: 'OPEN', minRaters: 1 });
      const openDefaults = {
        ...publish,
        confidentialityDefaults: { mode: 'OPEN', minRaters: 3 },
      } as ReflectionCommand;
      expect(promiseOf(openDefaults)).toEqual({ mode: 'OPEN', minRaters: 1 });
      const chosen = { ...publish, confidentiality: { mode: 'CONFIDENTIAL', minRaters: 2 } } as ReflectionCommand;
      expect(promiseOf(chosen)).toEqual({ mode: 'CONFIDENTIAL', minRaters: 2 });
    });

    it('given no receiver, when published, then the spec’s message', () => {
      const noReceiver = { ...publish, assignees: [choice('u2', 'bo@x.io', { observer: true })] } as ReflectionCommand;
      expect(messageOf(created(), noReceiver)).toEqual(['validation', M.atLeastOneReceiver]);
    });

    it('given a draft with an empty section, when published, then "You must add at least one section and one question"', () => {
      const empty = [
        ...created(),
        {
          type: 'ReflectionSectionsRevised',
          data: { reflectionId: 'r1', clientId: 'c1', sections: [section('s1', [])] },
        } as ReflectionEvent,
      ];
      expect(messageOf(empty, { ...publish, expectedRevision: 1 } as ReflectionCommand)).toEqual([
        'validation',
        M.atLeastOneSectionAndQuestion,
      ]);
    });

    it('given a due date before the launch date, a person outside the team, both flags, or no team, when published, then 400', () => {
      expect(messageOf(created(), { ...publish, dueDate: '2026-11-30T00:00:00.000Z' } as ReflectionCommand)).toEqual([
        'validation',
        M.dueBeforeLaunch,
      ]);
      expect(
        messageOf(created(), {
          ...publish,
          assignees: [choice(null, 'zed@x.io', { receiver: true })],
        } as ReflectionCommand),
      ).toEqual(['validation', M.notATeamMember('zed@x.io')]);
      expect(
        messageOf(created(), {
          ...publish,
          assignees: [choice('u1', 'ada@x.io', { receiver: true, observer: true })],
        } as ReflectionCommand),
      ).toEqual(['validation', M.observerOrReceiver('ada@x.io')]);
      expect(messageOf(created(), { ...publish, team: null } as ReflectionCommand)).toEqual([
        'validation',
        M.selectTeam,
      ]);
    });

    it('given a published reflection, when published again, then 409', () => {
      thenFails(published(), { ...publish, expectedRevision: null } as ReflectionCommand, 'ALREADY_PUBLISHED');
    });
  });

  describe('editing a published reflection: the date locks of section 4', () => {
    const edit = (now: Date, dates: { launchDate?: string; dueDate?: string }, finished = 0): ReflectionCommand => ({
      type: 'EditPublishedReflection',
      clientId: 'c1',
      expectedRevision: null,
      launchDate: dates.launchDate ?? LAUNCH,
      dueDate: dates.dueDate ?? DUE,
      assignees: null,
      team,
      confidentiality: null,
      answered: false,
      now,
      finished,
    });
    const later = '2026-12-15T17:00:00.000Z';

    it('given Upcoming, when both dates move, then ReflectionRescheduled', () => {
      const events = when(
        published(),
        edit(before(LAUNCH, 1000), { launchDate: '2026-12-02T09:00:00.000Z', dueDate: later }),
      );
      expect(events).toEqual([
        {
          type: 'ReflectionRescheduled',
          data: { reflectionId: 'r1', clientId: 'c1', launchDate: '2026-12-02T09:00:00.000Z', dueDate: later },
        },
      ]);
    });

    it('given In Progress or Past Due, when the launch date moves, then it is locked; the due date still moves', () => {
      for (const now of [after(LAUNCH, 1000), after(DUE, 1000)]) {
        expect(messageOf(published(), edit(now, { launchDate: '2026-12-02T09:00:00.000Z' }))).toEqual([
          'validation',
          M.launchLocked,
        ]);
        expect(when(published(), edit(now, { dueDate: later })).map((e) => e.type)).toEqual(['ReflectionRescheduled']);
      }
    });

    it('given Closed (everyone finished) or Admin Closed, when either date moves, then both are locked', () => {
      expect(messageOf(published(), edit(after(LAUNCH, 1000), { dueDate: later }, 2))).toEqual([
        'validation',
        M.datesLocked,
      ]);
      const closed = [
        ...published(),
        {
          type: 'ReflectionAdminClosed',
          data: { reflectionId: 'r1', clientId: 'c1', closedAt: LAUNCH },
        } as ReflectionEvent,
      ];
      expect(messageOf(closed, edit(after(LAUNCH, 1000), { launchDate: '2026-12-02T09:00:00.000Z' }))).toEqual([
        'validation',
        M.datesLocked,
      ]);
    });

    it('given a changed member list, when saved, then ReflectionAssigneesChanged (no receiver needed when editing)', () => {
      const command = {
        ...edit(after(LAUNCH, 1000), {}),
        assignees: [choice('u2', 'bo@x.io', { observer: true })],
      } as ReflectionCommand;
      expect(when(published(), command)).toEqual([
        {
          type: 'ReflectionAssigneesChanged',
          data: {
            reflectionId: 'r1',
            clientId: 'c1',
            assignees: [{ userId: 'u2', teamRoleId: '9', observer: true, receiver: false }],
          },
        },
      ]);
    });

    it('given a draft, when edited as published, then 409', () => {
      thenFails(created(), edit(new Date(LAUNCH), {}), 'NOT_PUBLISHED');
    });
  });

  describe('the promise: only stricter once anyone has answered', () => {
    const change = (confidentiality: { mode: 'OPEN' | 'CONFIDENTIAL'; minRaters: number }, answered: boolean) =>
      ({
        type: 'EditPublishedReflection',
        clientId: 'c1',
        expectedRevision: null,
        launchDate: LAUNCH,
        dueDate: DUE,
        assignees: null,
        team,
        confidentiality,
        answered,
        now: new Date(LAUNCH),
        finished: 0,
      }) as ReflectionCommand;
    const data = { reflectionId: 'r1', clientId: 'c1' };

    it('given answers, when made stricter (N up, or Open to Confidential), then ReflectionConfidentialityChanged', () => {
      expect(when(published(), change({ mode: 'CONFIDENTIAL', minRaters: 5 }, true))).toEqual([
        {
          type: 'ReflectionConfidentialityChanged',
          data: { ...data, confidentiality: { mode: 'CONFIDENTIAL', minRaters: 5 } },
        },
      ]);
      const open = [...published(), ...when(published(), change({ mode: 'OPEN', minRaters: 1 }, false))];
      expect(when(open, change({ mode: 'CONFIDENTIAL', minRaters: 2 }, true))).toHaveLength(1);
    });

    it('given answers, when made looser, then 409 saying why; before any answer, then it changes', () => {
      const error = rejection(published(), change({ mode: 'CONFIDENTIAL', minRaters: 3 }, true));
      expect([error.kind, error.code, error.message]).toEqual([
        'conflict',
        'CONFIDENTIALITY_ONLY_STRICTER',
        ConfidentialityMessages.onlyStricter,
      ]);
      expect(rejection(published(), change({ mode: 'OPEN', minRaters: 1 }, true)).code).toBe(
        'CONFIDENTIALITY_ONLY_STRICTER',
      );
      expect(when(published(), change({ mode: 'OPEN', minRaters: 1 }, false))).toHaveLength(1);
    });

    it('given the same promise, then nothing', () => {
      expect(when(published(), change({ mode: 'CONFIDENTIAL', minRaters: 4 }, true))).toEqual([]);
    });
  });

  describe('a reflection asking cofounder questions needs a Cofounder among its assignees', () => {
    const skill = {
      questionKey: 'q2',
      questionType: 'SKILL_BUILD' as const,
      categoryId: 'mvp',
      catalogueQuestionId: 'sb-mvp',
      prompt: 'How well does this person scope an MVP?',
    };
    const cofounderDraft = () =>
      when([], { ...create, content: { ...content, sections: [{ ...section('s1', ['q1']), questions: [skill] }] } });
    const onlyOsMember = [choice('u1', 'ada@x.io', {}), choice('u2', 'bo@x.io', { receiver: true })];

    it('given Skills - Build questions and only an OS Team Member assigned, when published, then COFOUNDER_ASSIGNEE_REQUIRED', () => {
      const command = { ...publish, assignees: onlyOsMember } as ReflectionCommand;
      expect(messageOf(cofounderDraft(), command)).toEqual(['validation', M.cofounderAssigneeRequired]);
      thenFails(cofounderDraft(), command, 'COFOUNDER_ASSIGNEE_REQUIRED');
      // a Cofounder observing is enough; without cofounder questions nobody needs to be one
      const observing = [choice('u1', 'ada@x.io', { observer: true }), choice('u2', 'bo@x.io', { receiver: true })];
      expect(when(cofounderDraft(), { ...publish, assignees: observing } as ReflectionCommand)[0].type).toBe(
        'ReflectionPublished',
      );
      expect(when(created(), command)[0].type).toBe('ReflectionPublished');
    });

    it('given it published, when its assignees change to leave no Cofounder, then refused; unchanged ones are not checked', () => {
      const history = [...cofounderDraft(), ...when(cofounderDraft(), publish)];
      const edit = (assignees: AssigneeChoice[] | null) =>
        ({
          type: 'EditPublishedReflection',
          clientId: 'c1',
          expectedRevision: null,
          launchDate: LAUNCH,
          dueDate: DUE,
          assignees,
          team,
          confidentiality: null,
          answered: false,
          now: before(LAUNCH, 1000),
          finished: 0,
        }) as ReflectionCommand;
      thenFails(history, edit(onlyOsMember), 'COFOUNDER_ASSIGNEE_REQUIRED');
      expect(when(history, edit(null))).toEqual([]);
    });
  });

  describe('renaming and Mark as Complete', () => {
    const rename = (now: Date, finished = 0, published = true): ReflectionCommand => ({
      type: 'RenameReflection',
      clientId: 'c1',
      published,
      name: 'Q1 baseline',
      now,
      finished,
    });
    const close = (now: Date, finished = 0): ReflectionCommand => ({
      type: 'AdminCloseReflection',
      clientId: 'c1',
      now,
      finished,
    });

    it('given In Progress, when renamed, then ReflectionRenamed; given Admin Closed or Closed, then refused', () => {
      expect(when(published(), rename(after(LAUNCH, 1)))).toEqual([
        { type: 'ReflectionRenamed', data: { reflectionId: 'r1', clientId: 'c1', name: 'Q1 baseline' } },
      ]);
      const closed = [...published(), ...when(published(), close(after(LAUNCH, 1)))];
      expect(messageOf(closed, rename(after(LAUNCH, 2)))).toEqual(['conflict', M.renameClosed]);
      expect(messageOf(published(), rename(after(LAUNCH, 2), 2))).toEqual(['conflict', M.renameClosed]);
    });

    it('given a draft, when renamed on the draft path, then renamed; on the published path, then 409', () => {
      expect(when(created(), rename(new Date(), 0, false)).map((e) => e.type)).toEqual(['ReflectionRenamed']);
      thenFails(created(), rename(new Date()), 'NOT_PUBLISHED');
    });

    it('given Upcoming, In Progress or Past Due, when marked complete, then ReflectionAdminClosed at that instant', () => {
      for (const now of [before(LAUNCH, 1), after(LAUNCH, 1), after(DUE, 1)])
        expect(when(published(), close(now))).toEqual([
          { type: 'ReflectionAdminClosed', data: { reflectionId: 'r1', clientId: 'c1', closedAt: now.toISOString() } },
        ]);
    });

    it('given Admin Closed or everyone finished, when marked complete, then "already closed"', () => {
      const closed = [...published(), ...when(published(), close(after(LAUNCH, 1)))];
      expect(messageOf(closed, close(after(LAUNCH, 2)))).toEqual(['conflict', M.alreadyClosed]);
      expect(messageOf(published(), close(after(LAUNCH, 2), 2))).toEqual(['conflict', M.alreadyClosed]);
    });
  });
});
