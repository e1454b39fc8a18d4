import { Module } from '@nestjs/common';
import { MailModule } from '../../infrastructure/mail/mail.module';
import { IdentityModule } from '../identity';
import { BaselineReminders } from './baseline/baseline-reminders.service';
import { RemindersController } from './http/reminders.controller';
import { SendReflectionReminder } from './team/send-reminder.service';

/** Reminders in the api: preferences, unsubscribe, 'Send reminder' (the weekly sending is the worker's). */
@Module({
  imports: [MailModule, IdentityModule],
  controllers: [RemindersController],
  providers: [BaselineReminders, SendReflectionReminder],
})
export class RemindersModule {}
