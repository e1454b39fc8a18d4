import { Body } from '@nestjs/common';
import { MentorSettingsDto, type MentorSettingsView } from '@gc/contracts';
import { Acts, ApiController, Reads } from '../../../http/openapi';
import { Caller } from '../../identity';
import { MentorChats } from '../chat/mentor-chat.service';
import { settingsSchema } from './mentor.responses';

@ApiController('mentor/settings', 'mentor')
export class MentorSettingsController {
  constructor(private readonly chats: MentorChats) {}

  @Reads('', "The caller's mentor settings: use_results (default false)", settingsSchema)
  get(@Caller() caller: Caller): Promise<MentorSettingsView> {
    return this.chats.settings(caller.user.userId);
  }

  @Acts(
    'PUT',
    '',
    "Allow (or not) the mentor to use the caller's own latest aggregated results in its answers",
    settingsSchema,
  )
  put(@Caller() caller: Caller, @Body() body: MentorSettingsDto): Promise<MentorSettingsView> {
    return this.chats.changeSettings(caller.user.userId, body.use_results);
  }
}
