import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The unsubscribe link's token: the member's id and an HMAC of it under the server's secret, so the link works
 * without signing in and cannot be forged for someone else. It does not expire: an old reminder's link still works.
 */
export function unsubscribeToken(userId: string, secret: string): string {
  return `${userId}.${mac(userId, secret)}`;
}

/** The member the token was made for, or null when it is not one of ours. */
export function verifyUnsubscribeToken(token: string, secret: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const userId = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(mac(userId, secret));
  return given.length === expected.length && timingSafeEqual(given, expected) && /^[0-9a-f-]{36}$/.test(userId)
    ? userId
    : null;
}

function mac(userId: string, secret: string): string {
  return createHmac('sha256', secret).update(`unsubscribe-weekly-reminders:${userId}`).digest('base64url');
}
