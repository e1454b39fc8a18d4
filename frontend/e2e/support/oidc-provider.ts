import { join, resolve } from 'node:path';
import type * as Provider from '../../../backend/src/test-support/oidc-test-provider';

/**
 * The OpenID Provider the backend's tests use (backend/src/test-support/oidc-test-provider.ts: panva's
 * oidc-provider in process, the stand-in for Okta or Entra ID), from the backend's build, so the browser signs in
 * through a real provider's own login page.
 */
export function oidcTestProvider(): typeof Provider {
  // test support of the backend workspace, built with it (the same way full-stack.ts takes dev/ports.js)
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(
    join(resolve(__dirname, '../../..'), 'backend/dist/test-support/oidc-test-provider.js'),
  ) as typeof Provider;
}
