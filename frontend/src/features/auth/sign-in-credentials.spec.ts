import { signInRequest } from './sign-in-credentials';

describe('sign-in credentials', () => {
  it('strips every whitespace character from both the email and the password', () => {
    expect(signInRequest('  ada@exa mple.com\t', ' Pa ss\nword1! ')).toEqual({
      email: 'ada@example.com',
      password: 'Password1!',
    });
  });
});
