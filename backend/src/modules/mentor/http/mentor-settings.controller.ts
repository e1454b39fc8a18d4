import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MentorSettingsDto, type MentorSettingsView } from '@gc/contracts';
import { envelope } from '../../clients';
import { CurrentUser, type AuthenticatedUser } from '../../identity';
import { MentorChats } from '../chat/mentor-chat.service';
import { settingsSchema } from './mentor.openapi';

@ApiTags('mentor')
@ApiBearerAuth()
@Controller('mentor/settings')
export class MentorSettingsController {
  constructor(private readonly chats: MentorChats) {}

  @Get()
  @ApiOperation({ summary: "The caller's mentor settings: use_results (default false)" })
  @ApiOkResponse({ schema: envelope(settingsSchema) })
  get(@CurrentUser() user: AuthenticatedUser): Promise<MentorSettingsView> {
    return this.chats.settings(user.userId);
  }

  @Put()
  @ApiOperation({
    summary: "Allow (or not) the mentor to use the caller's own latest aggregated results in its answers",
  })
  @ApiBody({ schema: settingsSchema })
  @ApiOkResponse({ schema: envelope(settingsSchema) })
  put(@CurrentUser() user: AuthenticatedUser, @Body() body: MentorSettingsDto): Promise<MentorSettingsView> {
    return this.chats.changeSettings(user.userId, body.use_results);
  }
}
