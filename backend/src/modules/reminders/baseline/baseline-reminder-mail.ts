import { formatInTimeZone } from 'date-fns-tz';
import type { MailMessage } from '../../../infrastructure/mail/mail.service';

/** The weekly baseline reminder: a link to the reflection and an unsubscribe link that works without signing in. */
export function baselineReminderMail(input: {
  to: string;
  name: string | null;
  reflectionName: string;
  dueDate: Date;
  timeZone: string;
  takeUrl: string;
  unsubscribeUrl: string;
}): MailMessage {
  const due = formatInTimeZone(input.dueDate, input.timeZone, 'MMMM dd, yyyy');
  const hello = input.name ? `Hi ${input.name},` : 'Hi,';
  return {
    to: input.to,
    subject: `Reminder: your baseline reflection '${input.reflectionName}' is waiting`,
    text: [
      hello,
      '',
      `Your baseline reflection '${input.reflectionName}' is open and due ${due}. It takes about 15 minutes, and`,
      'your team’s results start with it.',
      '',
      `Take it here: ${input.takeUrl}`,
      '',
      `You get this reminder once a week until you submit it. To stop weekly reminders: ${input.unsubscribeUrl}`,
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
