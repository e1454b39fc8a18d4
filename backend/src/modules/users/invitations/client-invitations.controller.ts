import { Controller, Get, HttpCode, Inject, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { roleLabel, type ClientInvitationView } from '@gc/contracts';
import type { Database } from '@gc/projections';
import type { Kysely } from 'kysely';
import { withPosition } from '../../../http/envelope';
import { requestContext } from '../../../http/request-context';
import { KYSELY } from '../../../infrastructure/tokens';
import { CurrentUser, type AuthenticatedUser } from '../../identity/auth/authenticated-user';
import { UserAccounts } from '../../identity/shared/user-accounts.service';
import { clientNameOf } from './client-invitation-mail';
import { ReadYourWrites } from '../../../http/read-your-writes';

/**
 * The person's side of joining another client: the invitations waiting for them, and their answer. An
 * administrator's POST /users for an email that already has an account records an invitation; only the person's
 * acceptance gives the client a role for them (and with it their name and contact details).
 */
@ApiTags('users')
@ApiBearerAuth()
@Controller('users/me/invitations')
export class ClientInvitationsController {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly reads: ReadYourWrites,
    @Inject(KYSELY) private readonly db: Kysely<Database>,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Invitations to join other clients, waiting for my answer' })
  @ApiOkResponse({ description: 'list of { clientId, clientName, role, role_label }' })
  async list(@CurrentUser() caller: AuthenticatedUser): Promise<ClientInvitationView[]> {
    const { invitations } = await this.accounts.state(caller.userId);
    const views: ClientInvitationView[] = [];
    for (const [clientId, role] of Object.entries(invitations)) {
      views.push({
        clientId,
        clientName: (await clientNameOf(this.db, clientId)) ?? '',
        role,
        role_label: roleLabel(role),
      });
    }
    return views.sort((a, b) => a.clientName.localeCompare(b.clientName));
  }

  @Post(':clientId/accept')
  @HttpCode(200)
  @ApiOperation({ summary: 'Accept: I hold the invited role in that client from now on' })
  async accept(@CurrentUser() caller: AuthenticatedUser, @Param('clientId', ParseUUIDPipe) clientId: string) {
    return this.answer(caller, clientId, 'AcceptClientInvitation');
  }

  @Post(':clientId/decline')
  @HttpCode(200)
  @ApiOperation({ summary: 'Decline: the invitation is gone and the client learns nothing about me' })
  async decline(@CurrentUser() caller: AuthenticatedUser, @Param('clientId', ParseUUIDPipe) clientId: string) {
    return this.answer(caller, clientId, 'DeclineClientInvitation');
  }

  private async answer(
    caller: AuthenticatedUser,
    clientId: string,
    type: 'AcceptClientInvitation' | 'DeclineClientInvitation',
  ) {
    const result = await this.accounts.execute(caller.userId, { type, clientId }, requestContext(caller));
    await this.reads.settle(result.position);
    return withPosition({ clientId, accepted: type === 'AcceptClientInvitation' }, result.position);
  }
}
