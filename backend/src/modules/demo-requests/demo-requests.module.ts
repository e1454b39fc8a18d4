import { Module } from '@nestjs/common';
import { MailModule } from '../../infrastructure/mail/mail.module';
import { FixedWindowLimiter } from '../../infrastructure/rate-limit/fixed-window-limiter';
import { DemoRequests } from './demo-requests.service';
import { DemoRequestsController } from './http/demo-requests.controller';

/** The public 'Request a demo' form and the Global Administrators' list of requests. No worker part. */
@Module({
  imports: [MailModule],
  controllers: [DemoRequestsController],
  providers: [DemoRequests, FixedWindowLimiter],
})
export class DemoRequestsModule {}
