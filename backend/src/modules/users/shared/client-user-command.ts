import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../shared/command-context';
import type { AuthenticatedUser } from '../../identity';

/**
 * A command by an administrator of `clientId` (their capability checked at the edge) about one person of that
 * client, named by email: what the handler checks next is whether the caller may act on that person.
 */
export abstract class ClientUserCommand<TResult> extends Command<TResult> {
  constructor(
    readonly context: CommandContext,
    readonly caller: AuthenticatedUser,
    readonly clientId: string,
    readonly email: string,
  ) {
    super();
  }
}
