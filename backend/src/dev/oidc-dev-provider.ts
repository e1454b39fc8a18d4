/**
 * An OpenID Provider on this machine, to try single sign-on by hand (issue 31): the tests' stand-in for Okta or
 * Entra ID (test-support/oidc-test-provider.ts) with one client for this application and a few accounts. Its login
 * page takes any of the accounts' emails, with any password.
 *
 *   npx tsx backend/src/dev/oidc-dev-provider.ts        (or, after the build: node backend/dist/dev/oidc-dev-provider.js)
 *
 * OIDC_DEV_PORT (9090), OIDC_DEV_ACCOUNTS (comma-separated emails; ada@example.com), APP_URL (http://localhost:3000),
 * OIDC_DEV_SECRET (else one kept in <DATA_DIR or .data>/oidc-dev-secret, the same from one run to the next).
 * Development only: it needs the dev dependency oidc-provider.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { startTestProvider, type TestAccount } from '../test-support/oidc-test-provider';
import { readOrCreateSecret } from './secret-file';

const CLIENT_ID = 'growthcatalyst';
const emailDomain = (email: string) => /^[^@\s]+@([^@\s]+\.[^@\s]+)$/.exec(email)?.[1] ?? '';

async function main(): Promise<void> {
  const port = Number(process.env.OIDC_DEV_PORT ?? 9090);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`OIDC_DEV_PORT must be a port number, got '${process.env.OIDC_DEV_PORT}'`);
  }
  const appUrl = (process.env.APP_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
  const emails = (process.env.OIDC_DEV_ACCOUNTS ?? 'ada@example.com')
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter((email) => email !== '');
  if (emails.length === 0 || emails.some((email) => !emailDomain(email))) {
    throw new Error(
      `OIDC_DEV_ACCOUNTS must be comma-separated email addresses, got '${process.env.OIDC_DEV_ACCOUNTS}'`,
    );
  }
  const secret = process.env.OIDC_DEV_SECRET ?? devSecret();

  const accounts: TestAccount[] = emails.map((email) => ({
    sub: `dev|${email}`,
    email,
    email_verified: true,
    name: email.slice(0, email.indexOf('@')),
  }));
  const redirectUri = `${appUrl}/api/auth/sso/callback`;
  const provider = await startTestProvider({
    port,
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: secret,
        redirect_uris: [redirectUri],
        post_logout_redirect_uris: [`${appUrl}/login`],
      },
    ],
    accounts,
  });

  const domains = [...new Set(emails.map(emailDomain))].join(', ');
  console.log(
    [
      `Development OpenID Provider at ${provider.issuer} (Ctrl-C to stop)`,
      '',
      'On the client details screen, in the single sign-on settings, enter:',
      `  Issuer URL:     ${provider.issuer}`,
      `  Client ID:      ${CLIENT_ID}`,
      `  Client secret:  ${secret}`,
      `  Email domains:  ${domains}`,
      '',
      `Redirect URI registered here: ${redirectUri}`,
      `Sign-out returns to:          ${appUrl}/login`,
      `Accounts (type the email on the provider's login page, any password): ${emails.join(', ')}`,
    ].join('\n'),
  );

  const stop = () => {
    provider.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

function devSecret(): string {
  const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(__dirname, '..', '..', '..', '.data'));
  mkdirSync(dataDir, { recursive: true });
  return readOrCreateSecret(path.join(dataDir, 'oidc-dev-secret'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
