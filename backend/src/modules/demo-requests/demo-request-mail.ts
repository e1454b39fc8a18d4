import type { MailMessage } from '../../infrastructure/mail/mail.service';

export interface DemoRequestFields {
  fullname: string;
  email: string;
  company: string;
  reason: string | null;
}

/** To the requester: the 'Thank You' page says a confirmation email has been sent. */
export function demoConfirmationMail(request: DemoRequestFields): MailMessage {
  const text = [
    `Hi ${request.fullname},`,
    '',
    `Thank you for requesting a demo of GrowthCatalyst for ${request.company}. We have received your request and`,
    'will contact you at this address to arrange a time.',
    '',
    'If you did not ask for a demo, you can ignore this email.',
  ].join('\n');
  return { to: request.email, subject: 'Your GrowthCatalyst demo request', text };
}

/** To DEMO_REQUEST_INBOX: who asked and why. */
export function demoNoticeMail(inbox: string, request: DemoRequestFields): MailMessage {
  const text = [
    'A demo was requested on GrowthCatalyst.',
    '',
    `Name: ${request.fullname}`,
    `Email: ${request.email}`,
    `Company: ${request.company}`,
    `Reason: ${request.reason || '(none given)'}`,
  ].join('\n');
  return { to: inbox, subject: `Demo request: ${request.company}`, text };
}
