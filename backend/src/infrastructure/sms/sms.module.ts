import { Global, Module } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { KYSELY } from '../tokens';
import { DevSmsSender } from './dev-sms-sender';
import { HttpSmsSender, httpSmsConfigFromEnv } from './http-sms-sender';
import { SMS_SENDER, type SmsSender } from './sms-sender.port';

/** SMS_PROVIDER=http selects the provider adapter; otherwise the development outbox (refused in production). */
@Global()
@Module({
  providers: [
    {
      provide: SMS_SENDER,
      inject: [APP_CONFIG, KYSELY],
      useFactory: (config: AppConfig, db: Kysely<any>): SmsSender => {
        if (config.smsProvider === 'http') return new HttpSmsSender(httpSmsConfigFromEnv(process.env));
        if (config.nodeEnv === 'production')
          throw new Error('NODE_ENV=production needs SMS_PROVIDER=http (the dev outbox is for development)');
        return new DevSmsSender(db);
      },
    },
  ],
  exports: [SMS_SENDER],
})
export class SmsModule {}
