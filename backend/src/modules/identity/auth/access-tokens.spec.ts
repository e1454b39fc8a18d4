import { JwtService } from '@nestjs/jwt';
import type { IdentityConfig } from '../identity-config';
import { AccessTokens, bearerToken } from './access-tokens';

const SECRET = 'a-test-secret-of-some-length-0123456789';
const USER = '00000000-0000-4000-8000-000000000001';
const SESSION = '00000000-0000-4000-8000-0000000000a1';
const jwt = new JwtService();
const sign = (claims: object, options: { secret?: string; expiresIn?: number } = {}) =>
  jwt.sign(claims, { secret: options.secret ?? SECRET, algorithm: 'HS256', expiresIn: options.expiresIn ?? 60 });
const tokens = () => new AccessTokens({ jwtSecret: SECRET } as IdentityConfig);

describe('AccessTokens: our access tokens verified, and a verified one remembered until it expires', () => {
  afterEach(() => jest.useRealTimers());

  it('given a token the api signed, then its user and session; the same token again, then the same', () => {
    const verifier = tokens();
    const token = sign({ sub: USER, sid: SESSION });
    expect(verifier.claims(token)).toEqual({ sub: USER, sid: SESSION });
    expect(verifier.claims(token)).toEqual({ sub: USER, sid: SESSION });
  });

  it('given a token once verified, when it expires, then it is refused (remembering never outlives exp)', () => {
    jest.useFakeTimers({ now: new Date('2026-11-28T09:00:00Z'), doNotFake: ['nextTick', 'setImmediate'] });
    const verifier = tokens();
    const token = sign({ sub: USER, sid: SESSION }, { expiresIn: 60 });
    expect(verifier.claims(token)).toEqual({ sub: USER, sid: SESSION });
    jest.setSystemTime(new Date('2026-11-28T09:00:59Z'));
    expect(verifier.claims(token)).toEqual({ sub: USER, sid: SESSION });
    jest.setSystemTime(new Date('2026-11-28T09:01:01Z'));
    expect(verifier.claims(token)).toBeNull();
  });

  it('given a remembered token, then its payload with the signature kept, another secret, alg none, or claims missing are refused', () => {
    const verifier = tokens();
    const token = sign({ sub: USER, sid: SESSION });
    expect(verifier.claims(token)).not.toBeNull();
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const otherPerson = Buffer.from(JSON.stringify({ ...claims, sub: USER.replace('1', '2') })).toString('base64url');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    for (const refused of [
      `${header}.${otherPerson}.${signature}`,
      sign({ sub: USER, sid: SESSION }, { secret: 'someone-else' }),
      `${none}.${payload}.`,
      sign({ sub: USER }),
      sign({ sid: SESSION }),
      jwt.sign({ sub: USER, sid: SESSION }, { secret: SECRET, algorithm: 'HS256' }), // no exp
      'garbage',
      '',
      null,
    ]) {
      expect(verifier.claims(refused)).toBeNull();
    }
    // the first token is still fine: the refusals were for their own reasons
    expect(verifier.claims(token)).toEqual({ sub: USER, sid: SESSION });
  });

  it('reads the token of an Authorization header with the Bearer scheme in any case, and nothing else', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('BEARER  abc ')).toBe('abc');
    for (const header of [undefined, '', 'Bearer', 'Bearer ', 'Basic abc', 'Bearer a b', ['Bearer abc']])
      expect(bearerToken(header)).toBeNull();
  });
});
