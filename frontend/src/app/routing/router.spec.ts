import { AREA_CAPABILITY, Capability } from '@gc/contracts';
import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '../../shared/routing/paths';
import { routes } from '../router';
import { RequireCapability } from './guards';

/** The routes an address matches, outermost first. */
const matched = (url: string): RouteObject[] => (matchRoutes(routes, url) ?? []).map((match) => match.route);

/** The capabilities the guards on an address's way ask for. */
const guards = (url: string): Capability[] =>
  matched(url).flatMap(({ element }) =>
    isValidElement<{ capability: Capability }>(element) && element.type === RequireCapability
      ? [element.props.capability]
      : [],
  );

const leaf = (url: string) => matched(url).at(-1)?.path;

describe('a team’s reflections (features/reflection-admin) in the Teams area', () => {
  it('answers manage-assessments and edit-assessment itself, ahead of teams/*, for team administrators only', () => {
    const manage = paths.teams.manageReflections('t-1');
    const edit = paths.teams.editReflection('a-1', 'IN_PROGRESS').split('?')[0];
    expect(leaf(manage)).toBe('teams/manage-assessments/:teamId');
    expect(leaf(edit)).toBe('teams/edit-assessment/:reflectionId');
    expect(guards(manage)).toEqual([Capability.ManageTeams]);
    expect(guards(edit)).toEqual([Capability.ManageTeams]);
  });

  it('leaves the rest of /app/teams to the Teams area, whose list needs no capability', () => {
    expect(leaf(paths.teams.root)).toBe('teams/*');
    expect(leaf(paths.teams.members('t-1'))).toBe('teams/*');
    // an address below a reflection page is no reflection page: the Teams area sends it back to its list
    expect(leaf(`${paths.teams.manageReflections('t-1')}/more`)).toBe('teams/*');
    expect(guards(paths.teams.root)).toEqual([]);
    expect(guards(paths.users.root)).toEqual([AREA_CAPABILITY.users]);
  });
});
