import type { Projection } from '../../runner/projection';
/**
 * user_accounts and user_client_roles from the user streams. A batch is folded in memory over the rows it
 * touches (loaded once), then written with one upsert per table: the fold sets values rather than counting, so
 * delivering a batch twice gives the same rows. UserErased deletes the person's rows.
 */
export declare const identityUsersProjection: Projection;
