import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Focus after navigation: when the address changes inside the app, focus moves to the new page's h1 (which has
 * tabIndex -1), so a screen reader announces the page and the next Tab starts from its content rather than from
 * the menu link that was clicked. The first page of a visit keeps the browser's own focus (the skip link is then
 * the first Tab stop).
 */
export function useHeadingFocus<T extends HTMLElement>() {
  const heading = useRef<T>(null);
  const { pathname, key } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    const firstLoad = type === 'POP' && key === 'default';
    if (!firstLoad) heading.current?.focus({ preventScroll: false });
  }, [pathname, key, type]);
  return heading;
}
