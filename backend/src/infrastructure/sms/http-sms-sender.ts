import type { SmsMessage, SmsSender } from './sms-sender.port';

export interface HttpSmsConfig {
  /** e.g. https://api.twilio.com/2010-04-01/Accounts/{sid}/Messages.json */
  url: string;
  accountSid: string;
  authToken: string;
  from: string;
}

/**
 * A Twilio-style provider adapter (SMS_PROVIDER=http): form-encoded POST with basic auth. Configured by
 * SMS_HTTP_URL, SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM. Error texts never include the message body.
 */
export class HttpSmsSender implements SmsSender {
  constructor(private readonly config: HttpSmsConfig) {}

  async send(message: SmsMessage): Promise<void> {
    const response = await fetch(this.config.url, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${this.config.accountSid}:${this.config.authToken}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ To: message.to, From: this.config.from, Body: message.body }),
    });
    if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
  }
}

export function httpSmsConfigFromEnv(env: NodeJS.ProcessEnv): HttpSmsConfig {
  const missing = ['SMS_HTTP_URL', 'SMS_ACCOUNT_SID', 'SMS_AUTH_TOKEN', 'SMS_FROM'].filter((name) => !env[name]);
  if (missing.length) throw new Error(`SMS_PROVIDER=http needs ${missing.join(', ')}`);
  return {
    url: env.SMS_HTTP_URL!,
    accountSid: env.SMS_ACCOUNT_SID!,
    authToken: env.SMS_AUTH_TOKEN!,
    from: env.SMS_FROM!,
  };
}
