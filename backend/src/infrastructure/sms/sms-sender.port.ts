/** Where SMS codes go out. The development transport keeps them in an outbox; a provider adapter sends them. */
export interface SmsMessage {
  /** international form, '+15551234567' */
  to: string;
  body: string;
  /** the person it is for, so erasure can remove it from a development outbox */
  userId: string | null;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

export const SMS_SENDER = Symbol('SMS_SENDER');
