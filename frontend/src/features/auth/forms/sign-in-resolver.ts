import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { SignInDto } from '@gc/contracts';

/** Loaded on demand by the sign-in step (see lazy-resolver.ts). */
export const signInResolver = classValidatorResolver(SignInDto);
