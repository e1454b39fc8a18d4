import { Injectable } from '@nestjs/common';

/**
 * Where the users module reads the time. Deciders receive `now` from here, so a test can stand 25 hours later
 * (reactivation window, erasure) by replacing `now` on the instance instead of waiting.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
