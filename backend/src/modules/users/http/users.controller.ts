import { Body, Headers, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import {
  SsoMessages,
  Capability,
  DeleteUsersDto,
  IdentityMessages as M,
  ImportUsersDto,
  ListUsersQueryDto,
  UpdateUserDto,
  type UserView,
} from '@gc/contracts';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { IncomingHttpHeaders } from 'node:http';
import { ApiController, listOf, Reads, Writes } from '../../../http/openapi';
import { ReadYourWrites } from '../../../http/read-your-writes';
import { collectValidationErrors } from '../../../http/validation';
import { forbidden, invalid } from '../../../shared/domain-error';
import { assertCapability, Caller, refuseInSsoSession, RequireCapability } from '../../identity';
import { AdministerUserCommand } from '../commands/administer-user/administer-user.handler';
import { ChangeMyProfileCommand } from '../commands/change-my-profile/change-my-profile.handler';
import { CreateUsersCommand } from '../commands/create-users/create-users.handler';
import {
  DeleteClientUserCommand,
  DeleteClientUsersCommand,
  DeleteMyAccountCommand,
} from '../commands/delete-user/delete-user.handler';
import { IMPORT_BODY_LIMIT_BYTES, ImportUsersCommand } from '../commands/import-users/import-users.handler';
import { ResetUserPasswordCommand } from '../commands/reset-password/reset-password.handler';
import { SwitchCurrentClientCommand } from '../commands/switch-current-client/switch-current-client.handler';
import { GetClientUserQuery, ListClientUsersQuery } from '../queries/users.queries';
import { isSelf } from '../shared/users-access';
import { deletedAccountSchema, importReportSchema, settledUsersSchema, userSchema } from './users.responses';

/**
 * Manage All Users (admins of the current client) and the profile calls every user makes on themselves. Every
 * read and write is confined to the caller's current client: another client's users answer 404.
 */
@ApiController('users', 'users')
export class UsersController {
  constructor(
    private readonly queries: QueryBus,
    private readonly reads: ReadYourWrites,
  ) {}

  @Reads('', "The users of the caller's current client (admins); ?role=5|0|8 filters", listOf(userSchema))
  @RequireCapability(Capability.ManageAllUsers)
  list(@Caller() caller: Caller, @Query() query: ListUsersQueryDto): Promise<UserView[]> {
    return this.queries.execute(new ListClientUsersQuery(caller.clientId, query.role));
  }

  @Reads(':email', 'One user of the current client (a list of one); anyone may read themselves', listOf(userSchema))
  async one(@Caller() caller: Caller, @Param('email') email: string): Promise<UserView[]> {
    if (!isSelf(caller.user, email)) assertCapability(caller.user, Capability.ManageAllUsers);
    return [await this.queries.execute(new GetClientUserQuery(caller.clientId, email))];
  }

  @Writes(
    'POST',
    '',
    {
      summary: 'Add users [{ name, email, custom_role }] or reactivate [{ email }]',
      description:
        'Per item { status: "fulfilled", value: UserView } or { status: "rejected", reason: { message } }. New ' +
        'people get a temporary password by email (valid 24 hours); an account of other clients is invited (it ' +
        'accepts at /users/me/invitations) and answered the same way; { email } alone reactivates an account ' +
        'deleted less than 24 hours ago. 403 when a role cannot be assigned.',
    },
    settledUsersSchema,
  )
  @RequireCapability(Capability.ManageAllUsers)
  @ApiBody({ schema: { type: 'array', items: { type: 'object' } } })
  create(@Caller() caller: Caller, @Body() body: unknown) {
    const command = new CreateUsersCommand(caller.context, caller.user, caller.clientId, body);
    return this.reads.answer(command, (result) => result.results);
  }

  @Writes(
    'POST',
    'import',
    {
      summary: 'Import users from a CSV file (text/csv body, or JSON { csv, file_name? })',
      description:
        "Header row name,email,permission; permission 'Client Administrator' or 'User'. Answers { rows: [{ line, " +
        'email, status: created|rejected, reason }], created, rejected }. Only .csv files are accepted.',
    },
    importReportSchema,
    200,
  )
  @RequireCapability(Capability.ManageAllUsers)
  @RouteConfig({ bodyLimit: IMPORT_BODY_LIMIT_BYTES })
  @ApiConsumes('text/csv', 'application/json')
  async import(@Caller() caller: Caller, @Body() body: unknown, @Headers() headers: IncomingHttpHeaders) {
    const { clientId } = caller;
    const csv = await csvOf(body, headers);
    const command = new ImportUsersCommand(caller.context, caller.user, clientId, csv);
    return this.reads.answer(command, (result) => result.report);
  }

  @Writes(
    'PUT',
    ':email',
    'Edit a user (admins: custom_role, name, custom_organization) or oneself (custom_client_id; data)',
    userSchema,
  )
  update(@Caller() caller: Caller, @Param('email') email: string, @Body() dto: UpdateUserDto) {
    const { user, context } = caller;
    // One route, three use cases: the body says which, and each has its own rule for who may.
    if (dto.custom_client_id !== undefined || dto.data !== undefined) {
      if (!isSelf(user, email)) throw forbidden();
      // a session from a client's own provider stays in that client (issue 31)
      if (dto.custom_client_id !== undefined && dto.custom_client_id !== user.ssoClientId)
        refuseInSsoSession(user, SsoMessages.ssoSessionBound);
      const command =
        dto.custom_client_id !== undefined
          ? new SwitchCurrentClientCommand(context, user.userId, dto.custom_client_id)
          : new ChangeMyProfileCommand(context, user.userId, dto.data!, Boolean(user.ssoClientId));
      const clientId = dto.custom_client_id ?? caller.clientId;
      return this.reads.answerRead(command, () => new GetClientUserQuery(clientId, user.email));
    }
    assertCapability(user, Capability.ManageAllUsers);
    const clientId = caller.clientId;
    const changes = { custom_role: dto.custom_role, name: dto.name, custom_organization: dto.custom_organization };
    const command = new AdministerUserCommand(context, user, clientId, email, changes);
    return this.reads.answerRead(command, (done) => new GetClientUserQuery(clientId, done.email));
  }

  @Writes(
    'DELETE',
    'me',
    'Delete my own account (an administrator can reactivate it within 24 hours)',
    deletedAccountSchema,
  )
  deleteMe(@Caller() caller: Caller) {
    return this.reads.answer(new DeleteMyAccountCommand(caller.context, caller.user), (result) => result.view);
  }

  @Writes('DELETE', ':email', 'Remove a user from the current client (never oneself: 400)', userSchema)
  @RequireCapability(Capability.ManageAllUsers)
  deleteOne(@Caller() caller: Caller, @Param('email') email: string) {
    const command = new DeleteClientUserCommand(caller.context, caller.user, caller.clientId, email);
    return this.reads.answer(command, (result) => result.view);
  }

  @Writes(
    'DELETE',
    '',
    'Remove several users from the current client: { emails: [...] }; per item fulfilled or rejected',
    settledUsersSchema,
  )
  @RequireCapability(Capability.ManageAllUsers)
  deleteMany(@Caller() caller: Caller, @Body() dto: DeleteUsersDto) {
    const command = new DeleteClientUsersCommand(caller.context, caller.user, caller.clientId, dto.emails);
    return this.reads.answer(command, (result) => result.results);
  }

  @Writes(
    'POST',
    ':email/forgotpassword',
    'RESET PASSWORD: a new temporary password (valid 24 hours) by email',
    userSchema,
    200,
  )
  @RequireCapability(Capability.ManageAllUsers)
  resetPassword(@Caller() caller: Caller, @Param('email') email: string) {
    const command = new ResetUserPasswordCommand(caller.context, caller.user, caller.clientId, email);
    return this.reads.answer(command, (result) => result.view);
  }
}

/** The file's text: a text/csv body as it is, or JSON { csv, file_name? } validated by ImportUsersDto. */
async function csvOf(body: unknown, headers: IncomingHttpHeaders): Promise<string> {
  const type = String(headers['content-type'] ?? '');
  if (type.startsWith('text/csv')) {
    const name = headers['x-file-name'];
    if (typeof name === 'string' && !/\.csv$/i.test(name)) throw invalid(M.csvOnly, 'CSV_ONLY');
    if (typeof body !== 'string' || !body.trim()) throw invalid(M.required, 'VALIDATION_FAILED');
    return body;
  }
  if (!type.startsWith('application/json')) throw invalid(M.csvOnly, 'CSV_ONLY');
  // a JSON body must be { csv, file_name? }: anything else is the same missing file as an empty one
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalid(M.required, 'VALIDATION_FAILED');
  const dto = plainToInstance(ImportUsersDto, body);
  const errors = await validate(dto, { whitelist: true, forbidNonWhitelisted: true });
  if (errors.length) {
    const fields = collectValidationErrors(errors);
    throw invalid(Object.values(fields)[0]?.[0] ?? M.required, 'VALIDATION_FAILED');
  }
  return dto.csv;
}
