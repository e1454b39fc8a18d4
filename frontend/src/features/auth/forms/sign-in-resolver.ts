import { dtoResolver } from '../../../shared/forms/resolvers';
import { SignInDto } from '@gc/contracts';

/** Loaded on demand by the sign-in step (see lazy-resolver.ts). */
export const signInResolver = dtoResolver<SignInDto>(SignInDto);
