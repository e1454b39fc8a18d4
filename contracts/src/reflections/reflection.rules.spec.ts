import {
  canMarkComplete,
  cloneName,
  dateLocks,
  hasCofounderAssignee,
  needsCofounderAssignee,
  ReflectionMessages,
  groupOfPhase,
  isDueSoon,
  phaseBoundaries,
  phaseLabel,
  reflectionPhase,
  type PhaseFacts,
} from './reflection.rules';
import { isInstantWithOffset } from './reflection.dto';

const LAUNCH = Date.UTC(2026, 11, 1, 9);
const DUE = Date.UTC(2026, 11, 8, 17);
const facts = (over: Partial<PhaseFacts> = {}): PhaseFacts => ({
  launchDate: new Date(LAUNCH).toISOString(),
  dueDate: new Date(DUE).toISOString(),
  adminClosed: false,
  assigned: 3,
  finished: 0,
  ...over,
});

describe('the phase rule', () => {
  it('is Upcoming before the launch instant and In Progress from it', () => {
    expect(reflectionPhase(facts(), LAUNCH - 1)).toBe('UPCOMING');
    expect(reflectionPhase(facts(), LAUNCH)).toBe('IN_PROGRESS');
  });

  it('is Past Due from the due instant while someone has not finished', () => {
    expect(reflectionPhase(facts({ finished: 2 }), DUE - 1)).toBe('IN_PROGRESS');
    expect(reflectionPhase(facts({ finished: 2 }), DUE)).toBe('PAST_DUE');
  });

  it('is Closed when everyone finished before the due date, Completed from it', () => {
    expect(reflectionPhase(facts({ finished: 3 }), DUE - 1)).toBe('CLOSED');
    expect(reflectionPhase(facts({ finished: 3 }), DUE)).toBe('COMPLETED');
  });

  it('is Admin Closed once an administrator closed it, whatever the time', () => {
    for (const t of [LAUNCH - 1, LAUNCH, DUE + 1])
      expect(reflectionPhase(facts({ adminClosed: true }), t)).toBe('ADMIN_CLOSED');
  });

  it('does not call a reflection with nobody assigned finished', () => {
    expect(reflectionPhase(facts({ assigned: 0 }), DUE + 1)).toBe('PAST_DUE');
  });
});

describe('the rules around it', () => {
  it('Due Soon: under 48 hours before the due date and still ahead', () => {
    const h = 3_600_000;
    expect([
      isDueSoon(DUE, DUE - 48 * h),
      isDueSoon(DUE, DUE - 48 * h + 1),
      isDueSoon(DUE, DUE - 1),
      isDueSoon(DUE, DUE),
    ]).toEqual([false, true, true, false]);
  });

  it('the timers fire at launch, 48 hours before due, and due', () => {
    expect(phaseBoundaries(LAUNCH, DUE)).toEqual([
      { kind: 'launch', at: LAUNCH },
      { kind: 'due-soon', at: DUE - 48 * 3_600_000 },
      { kind: 'due', at: DUE },
    ]);
  });

  it('locks: none when Upcoming, the launch date once launched, both once closed', () => {
    expect(dateLocks('UPCOMING')).toEqual({ launch: false, due: false });
    expect(dateLocks('IN_PROGRESS')).toEqual({ launch: true, due: false });
    expect(dateLocks('PAST_DUE')).toEqual({ launch: true, due: false });
    for (const p of ['CLOSED', 'ADMIN_CLOSED', 'COMPLETED'] as const)
      expect(dateLocks(p)).toEqual({ launch: true, due: true });
    expect(canMarkComplete('PAST_DUE')).toBe(true);
    expect(canMarkComplete('ADMIN_CLOSED')).toBe(false);
  });

  it('labels and groups follow the spec (CLOSED reads Admin Closed when the flag is set)', () => {
    expect([
      phaseLabel('CLOSED'),
      phaseLabel('CLOSED', true),
      phaseLabel('COMPLETED'),
      phaseLabel('DUE_SOON'),
      phaseLabel(undefined),
    ]).toEqual(['Complete', 'Admin Closed', 'Complete', 'Due Soon', 'Unknown']);
    expect(['UPCOMING', 'IN_PROGRESS', 'PAST_DUE', 'ADMIN_CLOSED'].map((p) => groupOfPhase(p as never))).toEqual([
      'upcoming',
      'in-progress',
      'past-due',
      'closed',
    ]);
  });

  it("a clone's name is the original plus 'YYYY-MM-DD HH:mm:ss' in the given zone", () => {
    const at = new Date(Date.UTC(2026, 10, 24, 23, 5, 9));
    expect(cloneName('Baseline', at)).toBe('Baseline 2026-11-24 23:05:09');
    expect(cloneName('Baseline', at, 'Europe/Paris')).toBe('Baseline 2026-11-25 00:05:09');
  });
});

describe('the cofounder assignee rule', () => {
  const section = (...types: string[]) => ({ questions: types.map((question_type) => ({ question_type })) });
  const cofounder = { team_role_id: '2', team_role: 'Cofounder' };
  const osMember = { team_role_id: '9', team_role: 'OS Team Member' };

  it('given Skills - Build or Skills - Validate questions, then a Cofounder must be assigned; other types need none', () => {
    expect(needsCofounderAssignee([section('MINDSET'), section('SKILL_VALIDATE')])).toBe(true);
    expect(needsCofounderAssignee([section('SKILL_BUILD')])).toBe(true);
    expect(needsCofounderAssignee([section('MINDSET', 'SKILL_EXEC_SPONSOR', 'TEAM_DYNAMIC', 'OPEN')])).toBe(false);
    expect(needsCofounderAssignee([])).toBe(false);
  });

  it('given the assignees, then a Cofounder receiving or observing counts; one listed but not assigned does not', () => {
    expect(hasCofounderAssignee([{ ...cofounder, observer: false, reciever: true }])).toBe(true);
    expect(hasCofounderAssignee([{ ...cofounder, observer: true, reciever: false }])).toBe(true);
    expect(
      hasCofounderAssignee([
        { ...cofounder, observer: false, reciever: false },
        { ...osMember, observer: false, reciever: true },
      ]),
    ).toBe(false);
    // a caller that only knows the role's name
    expect(hasCofounderAssignee([{ team_role: 'cofounder ', observer: false, reciever: true }])).toBe(true);
    expect(ReflectionMessages.cofounderAssigneeRequired).toBe(
      'Assign at least one member whose team role is Cofounder: this reflection asks cofounder questions.',
    );
  });
});

describe('launch and due instants', () => {
  it('given a date and time, then only one with its UTC offset is an instant', () => {
    expect(isInstantWithOffset('2026-12-01T09:00:00Z')).toBe(true);
    expect(isInstantWithOffset('2026-12-01T09:00:00.000Z')).toBe(true);
    expect(isInstantWithOffset('2026-12-01T09:00:00+01:00')).toBe(true);
    expect(isInstantWithOffset('2026-12-01T09:00-0500')).toBe(true);
    expect(isInstantWithOffset('2026-12-01T09:00:00')).toBe(false);
    expect(isInstantWithOffset('2026-12-01')).toBe(false);
  });
});
