import type { MailMessage } from '../../../infrastructure/mail/mail.service';

/** The mails identity sends. Bodies may hold a temporary password: they go to SMTP only, never to a log. */
export function temporaryPasswordMail(
  to: string,
  name: string | null,
  temporaryPassword: string,
  appUrl: string,
): MailMessage {
  const greeting = name ? `Hi ${name},` : 'Hi,';
  const text = [
    greeting,
    '',
    'An account has been created for you on GrowthCatalyst (or your password was reset by an administrator).',
    `Sign in at ${appUrl}/login with this email address and the temporary password below. It is valid for 24 hours`,
    'and can be used once: you will then set up your account and choose your own password.',
    '',
    `Temporary password: ${temporaryPassword}`,
  ].join('\n');
  return { to, subject: 'Your GrowthCatalyst temporary password', text };
}

export function lockoutMail(to: string, minutes: number, appUrl: string): MailMessage {
  const text = [
    'Hi,',
    '',
    'Your GrowthCatalyst account was temporarily suspended after too many unsuccessful sign-in attempts.',
    `You can try again in ${minutes} minutes, or reset your password now: open ${appUrl}/login, choose`,
    "'Forgot your password?' and follow the steps (a code is sent to your phone).",
    'If this was not you, contact your administrator.',
  ].join('\n');
  return { to, subject: 'Account temporarily suspended', text };
}
