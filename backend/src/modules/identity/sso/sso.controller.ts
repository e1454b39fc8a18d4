import { Body, Controller, Get, Header, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { SsoCompleteDto, SsoStartDto, type ChallengeView, type SsoStartView, type TokensView } from '@gc/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientAddress } from '../../../http/client-address';
import { Acts } from '../../../http/openapi';
import { Public } from '../../../http/public.decorator';
import { RateLimiter } from '../shared/rate-limiter';
import { signInSchema } from '../sign-in/auth.responses';
import { randomToken } from '../auth/password-hasher';
import { SsoSignInService } from './sso-sign-in.service';
import { SsoSettingsStore } from './sso-settings.store';
import { ssoStartSchema } from './sso.responses';

const FLOW = `Sign-in through the client's own OpenID Provider (authorization code with PKCE, state and nonce):
1. \`POST /api/auth/sso/start { email }\`: the email's domain finds the client; answers the provider's login page.
2. The provider sends the browser to \`GET /api/auth/sso/callback\`, which validates everything and redirects to the
   SPA's \`/login/sso#handoff=...\` (single use, 2 minutes, in the fragment), or \`/login/sso?error=<code>\`
   (SSO_FAILURES of contracts).
3. \`POST /api/auth/sso/complete { handoff }\` answers our tokens (the session works in that client only), or the
   SMS_MFA / PHONE_SETUP challenge when the client also asks for our SMS code.`;

/** The cookie that binds a sign-in to the browser that started it (10 minutes, as the flow itself). */
const FLOW_COOKIE = 'gc_sso_flow';
const FLOW_COOKIE_SECONDS = 600;

function bindingCookie(value: string, secure: boolean, maxAge: number): string {
  const attributes = [
    `Path=/api/auth/sso`,
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ];
  return [`${FLOW_COOKIE}=${value}`, ...attributes].join('; ');
}

/** One cookie's value from a Cookie header, or null. */
function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=') || null;
  }
  return null;
}

@ApiTags('auth')
@Controller('auth/sso')
export class SsoController {
  /** the app is served over https: the binding cookie is Secure */
  private readonly secureCookies: boolean;

  constructor(
    private readonly sso: SsoSignInService,
    private readonly rateLimiter: RateLimiter,
    store: SsoSettingsStore,
  ) {
    this.secureCookies = store.redirectUri.startsWith('https:');
  }

  @Public()
  @Acts('POST', 'start', { summary: 'Start a sign-in with SSO', description: FLOW }, ssoStartSchema, 200)
  @ApiResponse({ status: 404, description: 'no client signs in with SSO for this email domain (UNKNOWN_DOMAIN)' })
  @ApiResponse({ status: 503, description: "the client's provider is not answering (PROVIDER_UNAVAILABLE)" })
  async start(
    @Body() dto: SsoStartDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SsoStartView> {
    await this.rateLimiter.hit('sso-start', clientAddress(request), dto.email);
    // the browser that starts is the one that may finish: a random value in an HttpOnly cookie, checked at the
    // callback (SameSite=Lax: sent on the provider's top-level redirect back, not on cross-site subrequests)
    const binding = randomToken(32);
    const answer = await this.sso.start(dto.email, binding);
    void reply.header('Set-Cookie', bindingCookie(binding, this.secureCookies, FLOW_COOKIE_SECONDS));
    return answer;
  }

  @Public()
  @Get('callback')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "The provider's redirect back (code, state, iss)", description: FLOW })
  @ApiResponse({
    status: 302,
    description: 'to the SPA: /login/sso#handoff=... or /login/sso?error=<code>',
    headers: { Location: { description: 'where the browser goes next', schema: { type: 'string' } } },
  })
  async callback(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const query = new URL(request.url, 'http://callback').searchParams;
    const location = await this.sso.callback(query, cookieValue(request.headers.cookie, FLOW_COOKIE));
    await reply.status(302).header('Location', location).header('Referrer-Policy', 'no-referrer').send();
  }

  @Public()
  @Acts('POST', 'complete', { summary: 'Finish a sign-in with SSO', description: FLOW }, signInSchema, 200)
  @ApiResponse({
    status: 401,
    description: 'unknown, used or expired handoff (STATE_INVALID); disabled (USER_DISABLED)',
  })
  async complete(
    @Body() dto: SsoCompleteDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TokensView | ChallengeView> {
    await this.rateLimiter.hit('sso-complete', clientAddress(request), dto.handoff);
    const answer = await this.sso.complete(dto.handoff, cookieValue(request.headers.cookie, FLOW_COOKIE));
    // spent with the sign-in
    void reply.header('Set-Cookie', bindingCookie('', this.secureCookies, 0));
    return answer;
  }
}
