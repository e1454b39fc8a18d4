import type { Projection } from '../../runner/projection';
/**
 * teams and team_members from the team streams, plus TeamRoleReplaced from the client streams: replacing a role
 * moves every member who held it, in every team of that client, to the replacement. Applied one by one in global
 * order with upserts/deletes keyed by ids, so a batch delivered twice gives the same rows.
 */
export declare const teamsProjection: Projection;
