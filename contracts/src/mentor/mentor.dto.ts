import { IsBoolean, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Satisfies, Trim } from '../identity/identity-validators';
import {
  CHAT_SESSION_NAME_MAX_LENGTH,
  hasVisibleText,
  MENTOR_MESSAGE_MAX_LENGTH,
  MentorMessages as M,
} from './mentor.rules';

/**
 * POST /mentor/chats and PUT /mentor/chats/sessions/{session_id}: the member's text, never empty, blank or made only
 * of invisible characters (zero-width spaces, joiners, format and control characters).
 */
export class ChatMessageDto {
  // class-validator reports the bottom decorator's message first
  @MaxLength(MENTOR_MESSAGE_MAX_LENGTH, { message: M.messageTooLong })
  @Satisfies(hasVisibleText, M.messageInvisible)
  @Satisfies((v) => v.trim() !== '', M.messageRequired)
  @IsString({ message: M.messageRequired })
  message!: string;
}

/** PATCH /mentor/chats/sessions/{session_id}: 'Chat name can not be empty, please provide a name.'; at most 20. */
export class RenameChatSessionDto {
  @Trim()
  // class-validator reports the bottom decorator's message first
  @MaxLength(CHAT_SESSION_NAME_MAX_LENGTH, { message: M.sessionNameTooLong })
  @IsNotEmpty({ message: M.sessionNameRequired })
  @IsString({ message: M.sessionNameRequired })
  session_name!: string;
}

/** PUT /mentor/settings. */
export class MentorSettingsDto {
  @IsBoolean({ message: M.useResults })
  use_results!: boolean;
}
