import type { Capability } from '@gc/contracts';
import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectCurrentRole, selectIsAuthenticated } from '../../shared/auth/auth-slice';
import { authDecision, capabilityDecision, type GuardDecision } from './access';

function Decide({ decision }: { decision: GuardDecision }) {
  return decision.kind === 'allow' ? <Outlet /> : <Navigate to={decision.to} replace state={decision.state} />;
}

export function RequireAuth() {
  const isAuthenticated = useSelector(selectIsAuthenticated);
  const location = useLocation();
  return <Decide decision={authDecision(isAuthenticated, location)} />;
}

export function RequireCapability({ capability }: { capability: Capability }) {
  const role = useSelector(selectCurrentRole);
  return <Decide decision={capabilityDecision(role, capability)} />;
}
