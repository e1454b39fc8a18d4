import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { documentTitle } from './route-titles';

/** The root route's element: sets the tab's title for the current route, then renders the route. */
export function DocumentTitle() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    document.title = documentTitle(pathname, search);
  }, [pathname, search]);
  return <Outlet />;
}
