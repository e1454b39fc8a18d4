import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { ErrorScreen } from '../../shared/ui/error-screen';

/** Router-level error element: render crashes, failed lazy chunks and failed queries all end here. */
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => console.error('Route failed', error), [error]);
  return <ErrorScreen />;
}
