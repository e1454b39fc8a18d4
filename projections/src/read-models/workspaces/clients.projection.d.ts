import type { Projection } from '../../runner/projection';
/**
 * clients and team_roles from the client streams. Events are applied one by one in global order (a client's
 * facts are few, and order matters: a role deleted then added again). Every write is an upsert or a delete keyed
 * by ids, stamped with the event's own metadata, so delivering a batch twice gives the same rows.
 */
export declare const clientsProjection: Projection;
