import type { ReflectionView, TeamMemberView } from '@gc/contracts';
import { http } from 'msw';
import { apiUrl, ok } from '../../../shared/testing/api-server';
import { catalogue, categories } from './reflection-fixtures';

/** A member of the team 'Rocket' as GET /teams/{id}/members answers it. */
export const teamMember = (email: string, name: string, team_role: string, team_role_name: string) =>
  ({ user_id: email, email, name, role: 8, team_role, team_role_name, Enabled: true }) as TeamMemberView;

/**
 * What the builder reads to open `view`: the catalogue, one team 'Rocket' (t-1) of a Cofounder (Grace) and an
 * Executive Sponsor (Alan), the client's confidentiality defaults, an empty list and the reflection itself.
 */
export function builderReads(view: ReflectionView) {
  return [
    http.get(apiUrl('categories'), () => ok(categories)),
    http.get(apiUrl('assessments/questions'), () => ok(catalogue)),
    http.get(apiUrl('teams'), () => ok([{ team_id: 't-1', team_name: 'Rocket', team_type: 'COFOUNDER_TEAM' }])),
    http.get(apiUrl('stats/settings'), () => ok({ default_mode: 'CONFIDENTIAL', min_raters: 3 })),
    http.get(apiUrl('teams/t-1/members'), () =>
      ok([
        teamMember('grace@example.com', 'Grace Hopper', '2', 'Cofounder'),
        teamMember('alan@example.com', 'Alan Turing', '3', 'Executive Sponsor'),
      ]),
    ),
    http.get(apiUrl('assessments'), () => ok([])),
    http.get(apiUrl(`assessments/${view.assessment_id}`), () => ok(view)),
  ];
}
