/** Job names of the users module (dispatched by job.name; see erasure/users-worker.module.ts). */
export const ERASE_USER_JOB = 'erase-user';
/** On the mail queue: issue and mail a temporary password to an imported person (the data is the user id only). */
export const TEMPORARY_PASSWORD_JOB = 'temporary-password';
