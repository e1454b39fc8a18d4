import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AdminCloseReflectionHandler } from './commands/admin-close-reflection/admin-close-reflection.handler';
import { CopyReflectionHandler } from './commands/copy-reflection/copy-reflection.handler';
import { CreateReflectionHandler } from './commands/create-reflection/create-reflection.handler';
import { DeleteReflectionHandler } from './commands/delete-reflection/delete-reflection.handler';
import { EditPublishedReflectionHandler } from './commands/edit-published-reflection/edit-published-reflection.handler';
import { PublishReflectionHandler } from './commands/publish-reflection/publish-reflection.handler';
import { ReleaseReflectionCatalogueHandler } from './commands/release-catalogue/release-catalogue.handler';
import { RenameReflectionHandler } from './commands/rename-reflection/rename-reflection.handler';
import { ReviseReflectionHandler } from './commands/revise-reflection/revise-reflection.handler';
import { CatalogueController } from './http/catalogue.controller';
import { ReflectionAnswers } from './http/reflection-answers';
import { ReflectionsController } from './http/reflections.controller';
import { TemplatesController } from './http/templates.controller';
import { ListCatalogueQuestionsHandler, ListCategoriesHandler } from './queries/catalogue.handlers';
import { GetReflectionHandler } from './queries/get-reflection.handler';
import { ListReflectionsHandler, ListTeamReflectionsHandler } from './queries/list-reflections.handlers';
import { ReflectionTimers } from './timers/reflection-timers';
import { GetReflectionAtHandler } from './queries/reflection-at.handler';
import { GetReflectionHistoryHandler } from './queries/history-timeline.handler';
import { ReflectionHistory } from './queries/reflection-history';

/** Reflections (stream `reflection-{id}`) and the question catalogue (stream `reflection-catalogue`). */
@Module({
  imports: [CqrsModule],
  // templates and the catalogue first: their static paths sit beside /assessments/:id
  controllers: [TemplatesController, CatalogueController, ReflectionsController],
  providers: [
    ReleaseReflectionCatalogueHandler,
    CreateReflectionHandler,
    CopyReflectionHandler,
    ReviseReflectionHandler,
    RenameReflectionHandler,
    DeleteReflectionHandler,
    PublishReflectionHandler,
    EditPublishedReflectionHandler,
    AdminCloseReflectionHandler,
    ListCategoriesHandler,
    ListCatalogueQuestionsHandler,
    ListReflectionsHandler,
    GetReflectionHandler,
    ListTeamReflectionsHandler,
    ReflectionAnswers,
    ReflectionTimers,
    ReflectionHistory,
    GetReflectionHistoryHandler,
    GetReflectionAtHandler,
  ],
  exports: [ReflectionHistory],
})
export class ReflectionsModule {}
