import { Module, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { IdentityModule } from '../identity';
import { CqrsModule } from '@nestjs/cqrs';
import { AdministerUserHandler } from './commands/administer-user/administer-user.handler';
import { ChangeMyProfileHandler } from './commands/change-my-profile/change-my-profile.handler';
import { CreateUsersHandler } from './commands/create-users/create-users.handler';
import {
  ClientUserRemoval,
  DeleteClientUserHandler,
  DeleteClientUsersHandler,
  DeleteMyAccountHandler,
} from './commands/delete-user/delete-user.handler';
import { IMPORT_BODY_LIMIT_BYTES, ImportUsersHandler } from './commands/import-users/import-users.handler';
import { ResetPasswordHandler } from './commands/reset-password/reset-password.handler';
import { SwitchCurrentClientHandler } from './commands/switch-current-client/switch-current-client.handler';
import { GetClientUserHandler, ListClientUsersHandler } from './queries/users.queries';
import { UserErasure } from './erasure/user-erasure.service';
import { UsersController } from './http/users.controller';
import { AnswerClientInvitationHandler } from './invitations/answer-client-invitation.handler';
import { ClientInvitationMail } from './invitations/client-invitation-mail';
import { ListMyInvitationsHandler } from './invitations/my-invitations.query';
import { ClientInvitationsController } from './invitations/client-invitations.controller';

/**
 * Manage All Users and the profile's account calls (/users). Builds on identity: its accounts service, the invite
 * command (temporary password mail) and the token service. Background work (erasure job and sweep, import mails)
 * runs in the worker through UsersWorkerModule.
 */
@Module({
  imports: [CqrsModule, IdentityModule],
  controllers: [ClientInvitationsController, UsersController],
  providers: [
    UserErasure,
    CreateUsersHandler,
    ImportUsersHandler,
    SwitchCurrentClientHandler,
    ChangeMyProfileHandler,
    AdministerUserHandler,
    ClientUserRemoval,
    DeleteClientUserHandler,
    DeleteClientUsersHandler,
    DeleteMyAccountHandler,
    ResetPasswordHandler,
    ListClientUsersHandler,
    GetClientUserHandler,
    ClientInvitationMail,
    AnswerClientInvitationHandler,
    ListMyInvitationsHandler,
  ],
  exports: [UserErasure],
})
export class UsersModule implements OnModuleInit {
  constructor(private readonly http: HttpAdapterHost) {}

  /** POST /users/import takes the file as a text/csv body; Fastify parses only JSON and plain text by itself. */
  onModuleInit(): void {
    const fastify = this.http.httpAdapter?.getInstance<FastifyInstance>();
    if (!fastify || fastify.hasContentTypeParser('text/csv')) return;
    fastify.addContentTypeParser(
      'text/csv',
      { parseAs: 'string', bodyLimit: IMPORT_BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );
  }
}
