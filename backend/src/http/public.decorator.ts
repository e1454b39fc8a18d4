import { SetMetadata } from '@nestjs/common';

/** Marks a controller or route as reachable without a bearer token (health, sign-in, reference data for forms). */
export const IS_PUBLIC = 'isPublic';
export const Public = () => SetMetadata(IS_PUBLIC, true);
