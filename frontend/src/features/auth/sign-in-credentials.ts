/** Member spec section 5: sign-in strips all whitespace from the username and the password. */
export function stripWhitespace(value: string): string {
  return value.replace(/\s+/g, '');
}

export interface SignInRequest {
  email: string;
  password: string;
}

export function signInRequest(email: string, password: string): SignInRequest {
  return { email: stripWhitespace(email), password: stripWhitespace(password) };
}
