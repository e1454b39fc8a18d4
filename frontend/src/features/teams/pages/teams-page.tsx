import { can, Capability } from '@gc/contracts';
import { useSelector } from 'react-redux';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { selectCurrentRole } from '../../../shared/auth/auth-slice';
import { CreateTeamPage } from './create-team-page';
import { TeamMembersPage } from './team-members-page';
import { TeamsListPage } from './teams-list-page';
import { paths } from '../../../shared/routing/paths';

/** Admin-only sub-pages: everyone else goes to the dashboard (admin spec section 2). */
function RequireTeamAdmin() {
  const role = useSelector(selectCurrentRole);
  return can(role, Capability.ManageTeams) ? <Outlet /> : <Navigate to={paths.dashboard} replace />;
}

/**
 * The Teams area, /app/teams/* (admin spec section 2, 'Teams area'): teams and their members. A team's reflections
 * (manage-assessments, edit-assessment) are features/reflection-admin, which app/router.tsx mounts at their own
 * addresses under /app/teams.
 */
export function TeamsPage() {
  return (
    <Routes>
      <Route index element={<TeamsListPage />} />
      <Route path="edit-team/:teamId" element={<TeamsListPage />} />
      <Route element={<RequireTeamAdmin />}>
        <Route path="create-team" element={<CreateTeamPage />} />
        <Route path="team-members/:teamId" element={<TeamMembersPage />} />
      </Route>
      <Route path="*" element={<Navigate to={paths.teams.root} replace />} />
    </Routes>
  );
}
