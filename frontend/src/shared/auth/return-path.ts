/** Where a signed-out visitor was heading; the route guard keeps it in router state so sign-in can return there. */
export interface ReturnTarget {
  pathname: string;
  search?: string;
  hash?: string;
}

/** After sign-in: back to the remembered protected page, never to a public page or another origin. */
export function returnPathAfterSignIn(state: unknown): string {
  const from = (state as { from?: Partial<ReturnTarget> } | null)?.from;
  const pathname = from?.pathname;
  if (typeof pathname !== 'string' || pathname.startsWith('//')) return '/app';
  if (!pathname.startsWith('/app') && pathname !== '/terms') return '/app';
  return `${pathname}${from?.search ?? ''}${from?.hash ?? ''}`;
}
