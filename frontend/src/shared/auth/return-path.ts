/** Where a signed-out visitor was heading; the route guard keeps it in router state so sign-in can return there. */
import { paths } from '../routing/paths';
export interface ReturnTarget {
  pathname: string;
  search?: string;
  hash?: string;
}

/** After sign-in: back to the remembered protected page, never to a public page or another origin. */
export function returnPathAfterSignIn(state: unknown): string {
  const from = (state as { from?: Partial<ReturnTarget> } | null)?.from;
  const pathname = from?.pathname;
  if (typeof pathname !== 'string' || pathname.startsWith('//')) return paths.app;
  if (!pathname.startsWith(paths.app) && pathname !== paths.terms) return paths.app;
  return `${pathname}${from?.search ?? ''}${from?.hash ?? ''}`;
}
