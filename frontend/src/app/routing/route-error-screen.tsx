import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { QueryFailedError } from '../../shared/api/use-query-error-boundary';
import { ErrorScreen } from '../../shared/ui/error-screen';
import { LoadError } from '../../shared/ui/load-error';

/**
 * Router-level error element. A page whose read failed (useQueryErrorBoundary) shows what failed with a Retry in
 * the content area, the header and menu staying around it; Retry renders the route again, which sends its reads
 * again. Render crashes and failed lazy chunks get the spec's fallback screen ('Ooops, something went wrong :(').
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => console.error('Route failed', error), [error]);
  if (error instanceof QueryFailedError) {
    return (
      <Box sx={{ py: 2 }}>
        <LoadError
          what="this page"
          error={error.failure}
          onRetry={() => void navigate(location, { replace: true, state: location.state })}
        />
      </Box>
    );
  }
  return <ErrorScreen />;
}
