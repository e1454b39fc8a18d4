import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { LlmModule } from '../../infrastructure/llm/llm.module';
import { FixedWindowLimiter } from '../../infrastructure/rate-limit/fixed-window-limiter';
import { MentorAnswerer } from './chat/mentor-answerer';
import { MentorChats } from './chat/mentor-chat.service';
import { MemberResultsSource } from './grounding/member-results-source';
import { ReleasedMemberResults } from './grounding/released-member-results';
import { MentorChatsController } from './http/mentor-chats.controller';
import { MentorSettingsController } from './http/mentor-settings.controller';
import { OfflineMentor } from './offline/offline-mentor';

/**
 * GrowthMentor: chat sessions in ordinary tables (personal data, erased with the account), answered by the
 * configured model or, with none, by the offline playbook; grounded, when the member allows it, in their own
 * released results (read on the QueryBus from the results module). No worker part.
 */
@Module({
  imports: [CqrsModule, LlmModule],
  controllers: [MentorChatsController, MentorSettingsController],
  providers: [
    MentorChats,
    MentorAnswerer,
    OfflineMentor,
    FixedWindowLimiter,
    // the member's own results, through the results module's public queries (its one rule decides what is released)
    { provide: MemberResultsSource, useClass: ReleasedMemberResults },
  ],
})
export class MentorModule {}
