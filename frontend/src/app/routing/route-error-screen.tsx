import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { QueryFailedError } from '../../shared/api/use-query-error-boundary';
import { ErrorScreen } from '../../shared/ui/error-screen';
import { LoadError } from '../../shared/ui/load-error';

/**
 * Router-level error element. A page whose read failed (useQueryErrorBoundary) shows what failed with a Retry in
 * the content area, the header and menu staying around it; Retry loads the address again. Render crashes and failed lazy chunks get the spec's fallback screen ('Ooops, something went wrong :(').
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => console.error('Route failed', error), [error]);
  if (error instanceof QueryFailedError) {
    return (
      <Box sx={{ py: 2 }}>
        <LoadError
          what="this page"
          error={error.failure}
          // the failed query lives in a page that is gone; loading the address again asks for it afresh
          onRetry={() => window.location.reload()}
        />
      </Box>
    );
  }
  return <ErrorScreen />;
}
