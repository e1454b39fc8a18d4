import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The key client secrets and providers' ID tokens are encrypted under (AES-256-GCM): SSO_SECRET_KEY when set (32
 * bytes as 64 hex characters or base64), otherwise derived from JWT_SECRET with HKDF-SHA256, so that no new secret
 * is needed to start and production (which must set JWT_SECRET) is covered. Set SSO_SECRET_KEY before rotating
 * JWT_SECRET, or the saved client secrets can no longer be read (each client's administrator then saves theirs again).
 */
export function ssoSecretKey(env: NodeJS.ProcessEnv, jwtSecret: string): Buffer {
  const configured = env.SSO_SECRET_KEY?.trim();
  if (configured) {
    const key = /^[0-9a-f]{64}$/i.test(configured) ? Buffer.from(configured, 'hex') : Buffer.from(configured, 'base64');
    if (key.length !== 32) throw new Error('SSO_SECRET_KEY must be 32 bytes: 64 hex characters or base64');
    return key;
  }
  return Buffer.from(hkdfSync('sha256', jwtSecret, 'growthcatalyst', 'sso secrets v1', 32));
}

const VERSION = 'v1';

/** `v1.<iv>.<tag>.<ciphertext>` (base64url): AES-256-GCM with a random 96-bit IV and the purpose as associated data. */
export function seal(key: Buffer, plaintext: string, purpose: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(purpose, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The plaintext, or null when the box was sealed under another key or for another purpose, or was altered. */
export function open(key: Buffer, sealed: string, purpose: string): string | null {
  const [version, iv, tag, ciphertext] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(purpose, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
