import { randomBytes } from 'node:crypto';
import { open, seal, ssoSecretKey } from './sso-secrets';

describe('SSO secrets (AES-256-GCM)', () => {
  const key = ssoSecretKey({}, 'jwt-secret-for-the-test');

  it('opens what it sealed, and the sealed text does not contain the secret', () => {
    const sealed = seal(key, 'client-secret-value', 'client-secret');
    expect(sealed).not.toContain('client-secret-value');
    expect(open(key, sealed, 'client-secret')).toBe('client-secret-value');
    expect(seal(key, 'client-secret-value', 'client-secret')).not.toBe(sealed); // a fresh IV each time
  });

  it('refuses another key, another purpose, and an altered box', () => {
    const sealed = seal(key, 'x', 'client-secret');
    expect(open(ssoSecretKey({}, 'another-jwt-secret'), sealed, 'client-secret')).toBeNull();
    expect(open(key, sealed, 'id-token')).toBeNull();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('y').toString('base64url');
    expect(open(key, parts.join('.'), 'client-secret')).toBeNull();
    expect(open(key, 'garbage', 'client-secret')).toBeNull();
  });

  it('takes SSO_SECRET_KEY as hex or base64 of 32 bytes, and refuses anything else', () => {
    const raw = randomBytes(32);
    expect(ssoSecretKey({ SSO_SECRET_KEY: raw.toString('hex') }, 'j').equals(raw)).toBe(true);
    expect(ssoSecretKey({ SSO_SECRET_KEY: raw.toString('base64') }, 'j').equals(raw)).toBe(true);
    expect(() => ssoSecretKey({ SSO_SECRET_KEY: 'too-short' }, 'j')).toThrow(/SSO_SECRET_KEY must be 32 bytes/);
    expect(ssoSecretKey({}, 'j')).toHaveLength(32);
  });
});
