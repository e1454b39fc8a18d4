import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  DeleteUsersDto,
  IdentityMessages as M,
  ImportUsersDto,
  ListUsersQueryDto,
  UpdateUserDto,
  type UserView,
} from '@gc/contracts';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { FastifyRequest } from 'fastify';
import { RouteConfig } from '@nestjs/platform-fastify';
import { withPosition } from '../../../http/envelope';
import { collectValidationErrors } from '../../../http/validation';
import { invalid } from '../../../shared/domain-error';
import { CurrentUser, type AuthenticatedUser } from '../../identity/auth/authenticated-user';
import { UserAccounts } from '../../identity/shared/user-accounts.service';
import { requestContext } from '../../../http/request-context';
import { CreateUsersHandler } from '../commands/create-users/create-users.handler';
import { DeleteUserHandler } from '../commands/delete-user/delete-user.handler';
import { IMPORT_BODY_LIMIT_BYTES, ImportUsersHandler } from '../commands/import-users/import-users.handler';
import { ResetPasswordHandler } from '../commands/reset-password/reset-password.handler';
import { UpdateUserHandler } from '../commands/update-user/update-user.handler';
import { findClientUser, listClientUsers } from '../queries/users.queries';
import { isSelf, requireAdmin, requireCurrentClient } from '../shared/users-access';

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
    private readonly accounts: UserAccounts,
    private readonly creating: CreateUsersHandler,
    private readonly updating: UpdateUserHandler,
    private readonly deleting: DeleteUserHandler,
    private readonly resetting: ResetPasswordHandler,
    private readonly importing: ImportUsersHandler,
  ) {}

  @Get()
  @ApiOperation({ summary: "The users of the caller's current client (admins); ?role=5|0|8 filters" })
  @ApiOkResponse({ description: `list of ${USER_VIEW}` })
  list(@CurrentUser() caller: AuthenticatedUser, @Query() query: ListUsersQueryDto): Promise<UserView[]> {
    return listClientUsers(this.accounts.db, requireAdmin(caller), { role: query.role });
  }

  @Get(':email')
  @ApiOperation({ summary: 'One user of the current client (a list of one); anyone may read themselves' })
  @ApiOkResponse({ description: `[${USER_VIEW}]` })
  async one(@CurrentUser() caller: AuthenticatedUser, @Param('email') email: string): Promise<UserView[]> {
    const clientId = isSelf(caller, email) ? requireCurrentClient(caller) : requireAdmin(caller);
    return [await findClientUser(this.accounts.db, clientId, email)];
  }

  @Post()
  @ApiOperation({
    summary: 'Create users [{ name, email, custom_role }] or reactivate [{ email }]',
    description:
      'Per item { status: "fulfilled", value: UserView } or { status: "rejected", reason: { message } }. New people ' +
      'get a temporary password by email (valid 24 hours); an existing account gets the role in the current client; ' +
      '{ email } alone reactivates an account deleted less than 24 hours ago. 403 when a role cannot be assigned.',
  })
  @ApiBody({ schema: { type: 'array', items: { type: 'object' } } })
  async create(@CurrentUser() caller: AuthenticatedUser, @Body() body: unknown, @Req() request: FastifyRequest) {
    const { results, position } = await this.creating.execute(caller, body, this.context(caller, request));
    return withPosition(results, position);
  }

  @Post('import')
  @HttpCode(200)
  @RouteConfig({ bodyLimit: IMPORT_BODY_LIMIT_BYTES })
  @ApiConsumes('text/csv', 'application/json')
  @ApiOperation({
    summary: 'Import users from a CSV file (text/csv body, or JSON { csv, file_name? })',
    description:
      "Header row name,email,permission; permission 'Client Administrator' or 'User'. Answers { rows: [{ line, " +
      'email, status: created|rejected, reason }], created, rejected }. Only .csv files are accepted.',
  })
  async import(@CurrentUser() caller: AuthenticatedUser, @Body() body: unknown, @Req() request: FastifyRequest) {
    requireAdmin(caller);
    const csv = await csvOf(body, request);
    const { report, position } = await this.importing.execute(caller, csv, this.context(caller, request));
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
    const { view, position } = await this.updating.execute(caller, email, dto, this.context(caller, request));
    return withPosition(view, position);
  }

  @Delete('me')
  @ApiOperation({ summary: 'Delete my own account (an administrator can reactivate it within 24 hours)' })
  async deleteMe(@CurrentUser() caller: AuthenticatedUser, @Req() request: FastifyRequest) {
    const { view, position } = await this.deleting.deleteSelf(caller, this.context(caller, request));
    return withPosition(view, position);
  }

  @Delete(':email')
  @ApiOperation({ summary: 'Delete a user of the current client (never oneself: 400)' })
  @ApiOkResponse({ description: USER_VIEW })
  async deleteOne(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('email') email: string,
    @Req() request: FastifyRequest,
  ) {
    const { view, position } = await this.deleting.deleteOne(caller, email, this.context(caller, request));
    return withPosition(view, position);
  }

  @Delete()
  @ApiOperation({ summary: 'Delete several users: { emails: [...] }; per item fulfilled or rejected' })
  async deleteMany(
    @CurrentUser() caller: AuthenticatedUser,
    @Body() dto: DeleteUsersDto,
    @Req() request: FastifyRequest,
  ) {
    const { results, position } = await this.deleting.deleteMany(caller, dto.emails, this.context(caller, request));
    return withPosition(results, position);
  }

  @Post(':email/forgotpassword')
  @HttpCode(200)
  @ApiOperation({ summary: 'RESET PASSWORD: a new temporary password (valid 24 hours) by email' })
  @ApiOkResponse({ description: USER_VIEW })
  async resetPassword(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('email') email: string,
    @Req() request: FastifyRequest,
  ) {
    const { view, position } = await this.resetting.execute(caller, email, this.context(caller, request));
    return withPosition(view, position);
  }

  private context(caller: AuthenticatedUser, request: FastifyRequest) {
    return requestContext(caller, request);
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
