import { returnPathAfterSignIn } from './return-path';

describe('return path after sign-in', () => {
  it('returns to the remembered page with its query and hash', () => {
    expect(returnPathAfterSignIn({ from: { pathname: '/app/teams', search: '?a=1', hash: '#m' } })).toBe(
      '/app/teams?a=1#m',
    );
    expect(returnPathAfterSignIn({ from: { pathname: '/terms' } })).toBe('/terms');
  });

  it('goes to /app when nothing (or nothing protected) was remembered', () => {
    expect(returnPathAfterSignIn(null)).toBe('/app');
    expect(returnPathAfterSignIn({ from: { pathname: '/login' } })).toBe('/app');
    expect(returnPathAfterSignIn({ from: { pathname: '//evil.example.com/app' } })).toBe('/app');
  });
});
