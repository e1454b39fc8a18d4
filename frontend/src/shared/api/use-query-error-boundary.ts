/**
 * Hands a failed query to the nearest error boundary (spec section 8: query failures go to an error boundary,
 * which shows the error screen). Call it while rendering, with the query's error.
 */
export function useQueryErrorBoundary(error: unknown, ignore?: (error: unknown) => boolean): void {
  if (error !== undefined && !(ignore?.(error) ?? false)) throw new QueryFailedError(error);
}

export class QueryFailedError extends Error {
  constructor(readonly failure: unknown) {
    super('A query failed');
    this.name = 'QueryFailedError';
  }
}
