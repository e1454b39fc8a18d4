import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** extra headers, e.g. List-Unsubscribe */
  headers?: Record<string, string>;
}

/**
 * Outgoing mail over SMTP (SMTP_URL; the local mail catcher by default). Log lines name the subject and a
 * redacted recipient only: bodies carry temporary passwords and never reach a log.
 */
@Injectable()
export class MailService implements OnApplicationShutdown {
  private readonly logger = new Logger('mail');
  private readonly transport: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transport = createTransport(config.smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.config.mailFrom, ...message });
    this.logger.log({ msg: 'mail sent', subject: message.subject, to: redactEmail(message.to) });
  }

  /** For mail a request should not fail over (the person can ask again): failures are logged, not thrown. */
  async sendQuietly(message: MailMessage): Promise<boolean> {
    try {
      await this.send(message);
      return true;
    } catch (error) {
      this.logger.warn({
        msg: 'mail failed',
        subject: message.subject,
        to: redactEmail(message.to),
        error: (error as Error).message,
      });
      return false;
    }
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}

/** 'a***@example.com' */
export function redactEmail(email: string): string {
  const [local, domain] = email.split('@');
  return `${local.slice(0, 1)}***@${domain ?? ''}`;
}
