import { Module } from '@nestjs/common';
import { LlmModule } from '../../infrastructure/llm/llm.module';
import { FixedWindowLimiter } from '../../infrastructure/rate-limit/fixed-window-limiter';
import { MentorAnswerer } from './chat/mentor-answerer';
import { MentorChats } from './chat/mentor-chat.service';
import { MemberResultsSource, NoMemberResultsYet } from './grounding/member-results-source';
import { MentorChatsController } from './http/mentor-chats.controller';
import { MentorSettingsController } from './http/mentor-settings.controller';
import { OfflineMentor } from './offline/offline-mentor';

/**
 * GrowthMentor: chat sessions in ordinary tables (personal data, erased with the account), answered by the
 * configured model or, with none, by the offline playbook. No worker part.
 */
@Module({
  imports: [LlmModule],
  controllers: [MentorChatsController, MentorSettingsController],
  providers: [
    MentorChats,
    MentorAnswerer,
    OfflineMentor,
    FixedWindowLimiter,
    // issue 11 (results) replaces this with the real source of a member's own aggregated results
    { provide: MemberResultsSource, useClass: NoMemberResultsYet },
  ],
})
export class MentorModule {}
