import { SsoMessages } from '@gc/contracts';
import { failureOf, requireIssuerAllowed, SsoFailure } from './oidc';

describe('oidc helpers', () => {
  it('takes an http issuer in development and tests only; production needs https', () => {
    expect(() => requireIssuerAllowed('http://127.0.0.1:9090', { NODE_ENV: 'development' })).not.toThrow();
    expect(() => requireIssuerAllowed('https://idp.example.com', { NODE_ENV: 'production' })).not.toThrow();
    expect(() => requireIssuerAllowed('http://127.0.0.1:9090', { NODE_ENV: 'production' })).toThrow(
      SsoMessages.httpIssuerInProduction,
    );
  });

  it('reads a failed fetch (of any realm) as the provider being unavailable, and keeps an SsoFailure as it is', () => {
    // a TypeError of another realm (Jest's sandbox, a worker) is no `instanceof TypeError` here
    const otherRealm = Object.assign(Object.create(null) as object, { name: 'TypeError', message: 'fetch failed' });
    expect(failureOf(otherRealm).code).toBe('PROVIDER_UNAVAILABLE');
    expect(failureOf(new TypeError('fetch failed')).code).toBe('PROVIDER_UNAVAILABLE');
    expect(failureOf(new RangeError('something else')).code).toBe('TOKEN_INVALID');
    const own = new SsoFailure('STATE_INVALID', 'no state');
    expect(failureOf(own)).toBe(own);
  });
});
