/** Injection tokens for infrastructure that has no class of its own to inject by. */
export const PG_POOL = Symbol('PG_POOL');
export const KYSELY = Symbol('KYSELY');
export const EVENT_STORE = Symbol('EVENT_STORE');
export const REDIS_CONNECTION = Symbol('REDIS_CONNECTION');
