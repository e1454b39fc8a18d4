import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  Capability,
  DeleteUsersDto,
  IdentityMessages as M,
  ImportUsersDto,
  ListUsersQueryDto,
  UpdateUserDto,
  type GlobalPosition,
  type UserView,
} from '@gc/contracts';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { FastifyRequest } from 'fastify';
import { withPosition } from '../../../http/envelope';
import { ReadYourWrites } from '../../../http/read-your-writes';
import { requestContext } from '../../../http/request-context';
import { collectValidationErrors } from '../../../http/validation';
import { forbidden, invalid } from '../../../shared/domain-error';
import { assertCapability, CurrentUser, RequireCapability, type AuthenticatedUser } from '../../identity';
import { CurrentClient, currentClientOf } from '../../identity';
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

const USER_VIEW =
  'UserView: { user_id, name, email, custom_role (string), role_label, custom_organization, Enabled (string), ' +
  'phone_number, phone_number_verified, status, UserCreateDate, UserLastModifiedDate, reactivatable_until, action }';

/**
 * Manage All Users (admins of the current client) and the profile calls every user makes on themselves. Every
 * read and write is confined to the caller's current client: another client's users answer 404.
 */
@ApiTags('users')
@ApiBearerAuth()
@Controller('users')
export class UsersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly reads: ReadYourWrites,
  ) {}

  @Get()
  @RequireCapability(Capability.ManageAllUsers)
  @ApiOperation({ summary: "The users of the caller's current client (admins); ?role=5|0|8 filters" })
  @ApiOkResponse({ description: `list of ${USER_VIEW}` })
  list(@CurrentClient() clientId: string, @Query() query: ListUsersQueryDto): Promise<UserView[]> {
    return this.queries.execute(new ListClientUsersQuery(clientId, query.role));
  }

  @Get(':email')
  @ApiOperation({ summary: 'One user of the current client (a list of one); anyone may read themselves' })
  @ApiOkResponse({ description: `[${USER_VIEW}]` })
  async one(@CurrentUser() caller: AuthenticatedUser, @Param('email') email: string): Promise<UserView[]> {
    if (!isSelf(caller, email)) assertCapability(caller, Capability.ManageAllUsers);
    return [await this.queries.execute(new GetClientUserQuery(currentClientOf(caller), email))];
  }

  @Post()
  @RequireCapability(Capability.ManageAllUsers)
  @ApiOperation({
    summary: 'Add users [{ name, email, custom_role }] or reactivate [{ email }]',
    description:
      'Per item { status: "fulfilled", value: UserView } or { status: "rejected", reason: { message } }. New people ' +
      'get a temporary password by email (valid 24 hours); an account of other clients is invited (it accepts at ' +
      '/users/me/invitations) and answered the same way; { email } alone reactivates an account deleted less than ' +
      '24 hours ago. 403 when a role cannot be assigned.',
  })
  @ApiBody({ schema: { type: 'array', items: { type: 'object' } } })
  async create(
    @CurrentUser() caller: AuthenticatedUser,
    @CurrentClient() clientId: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
  ) {
    const { results, position } = await this.commands.execute(
      new CreateUsersCommand(requestContext(caller, request), caller, clientId, body),
    );
    return withPosition(results, position);
  }

  @Post('import')
  @HttpCode(200)
  @RequireCapability(Capability.ManageAllUsers)
  @RouteConfig({ bodyLimit: IMPORT_BODY_LIMIT_BYTES })
  @ApiConsumes('text/csv', 'application/json')
  @ApiOperation({
    summary: 'Import users from a CSV file (text/csv body, or JSON { csv, file_name? })',
    description:
      "Header row name,email,permission; permission 'Client Administrator' or 'User'. Answers { rows: [{ line, " +
      'email, status: created|rejected, reason }], created, rejected }. Only .csv files are accepted.',
  })
  async import(
    @CurrentUser() caller: AuthenticatedUser,
    @CurrentClient() clientId: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
  ) {
    const csv = await csvOf(body, request);
    const { report, position } = await this.commands.execute(
      new ImportUsersCommand(requestContext(caller, request), caller, clientId, csv),
    );
    return withPosition(report, position);
  }

  @Put(':email')
  @ApiOperation({
    summary: 'Edit a user (admins: custom_role, name, custom_organization) or oneself (custom_client_id; data)',
  })
  @ApiOkResponse({ description: USER_VIEW })
  async update(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('email') email: string,
    @Body() dto: UpdateUserDto,
    @Req() request: FastifyRequest,
  ) {
    const context = requestContext(caller, request);
    // One route, three use cases: the body says which, and each has its own rule for who may.
    if (dto.custom_client_id !== undefined || dto.data !== undefined) {
      if (!isSelf(caller, email)) throw forbidden();
      const command =
        dto.custom_client_id !== undefined
          ? new SwitchCurrentClientCommand(context, caller.userId, dto.custom_client_id)
          : new ChangeMyProfileCommand(context, caller.userId, dto.data!);
      const clientId = dto.custom_client_id ?? currentClientOf(caller);
      const { position } = await this.commands.execute(command);
      return withPosition(await this.answerOne(clientId, caller.email, position), position);
    }
    assertCapability(caller, Capability.ManageAllUsers);
    const clientId = currentClientOf(caller);
    const changes = { custom_role: dto.custom_role, name: dto.name, custom_organization: dto.custom_organization };
    const done = await this.commands.execute(new AdministerUserCommand(context, caller, clientId, email, changes));
    return withPosition(await this.answerOne(clientId, done.email, done.position), done.position);
  }

  @Delete('me')
  @ApiOperation({ summary: 'Delete my own account (an administrator can reactivate it within 24 hours)' })
  async deleteMe(@CurrentUser() caller: AuthenticatedUser, @Req() request: FastifyRequest) {
    const { view, position } = await this.commands.execute(
      new DeleteMyAccountCommand(requestContext(caller, request), caller),
    );
    return withPosition(view, position);
  }

  @Delete(':email')
  @RequireCapability(Capability.ManageAllUsers)
  @ApiOperation({ summary: 'Remove a user from the current client (never oneself: 400)' })
  @ApiOkResponse({ description: USER_VIEW })
  async deleteOne(
    @CurrentUser() caller: AuthenticatedUser,
    @CurrentClient() clientId: string,
    @Param('email') email: string,
    @Req() request: FastifyRequest,
  ) {
    const { view, position } = await this.commands.execute(
      new DeleteClientUserCommand(requestContext(caller, request), caller, clientId, email),
    );
    return withPosition(view, position);
  }

  @Delete()
  @RequireCapability(Capability.ManageAllUsers)
  @ApiOperation({
    summary: 'Remove several users from the current client: { emails: [...] }; per item fulfilled or rejected',
  })
  async deleteMany(
    @CurrentUser() caller: AuthenticatedUser,
    @CurrentClient() clientId: string,
    @Body() dto: DeleteUsersDto,
    @Req() request: FastifyRequest,
  ) {
    const { results, position } = await this.commands.execute(
      new DeleteClientUsersCommand(requestContext(caller, request), caller, clientId, dto.emails),
    );
    return withPosition(results, position);
  }

  @Post(':email/forgotpassword')
  @HttpCode(200)
  @RequireCapability(Capability.ManageAllUsers)
  @ApiOperation({ summary: 'RESET PASSWORD: a new temporary password (valid 24 hours) by email' })
  @ApiOkResponse({ description: USER_VIEW })
  async resetPassword(
    @CurrentUser() caller: AuthenticatedUser,
    @CurrentClient() clientId: string,
    @Param('email') email: string,
    @Req() request: FastifyRequest,
  ) {
    const { view, position } = await this.commands.execute(
      new ResetUserPasswordCommand(requestContext(caller, request), caller, clientId, email),
    );
    return withPosition(view, position);
  }

  /** A command's answer: the user as the read model shows them once it has the command's facts. */
  private answerOne(clientId: string, email: string, position: GlobalPosition | null): Promise<UserView> {
    return this.reads.read(position, () => this.queries.execute(new GetClientUserQuery(clientId, email)));
  }
}

/** The file's text: a text/csv body as it is, or JSON { csv, file_name? } validated by ImportUsersDto. */
async function csvOf(body: unknown, request: FastifyRequest): Promise<string> {
  const type = String(request.headers['content-type'] ?? '');
  if (type.startsWith('text/csv')) {
    const name = request.headers['x-file-name'];
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
