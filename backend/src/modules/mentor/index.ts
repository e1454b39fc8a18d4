// The mentor module's public API: other modules, the entry points and tests import it from here only
// (eslint: no-restricted-imports in eslint.config.mjs).
export { MentorModule } from './mentor.module';
export { mentorMigrations } from './mentor.migrations';
export { mentorPersonalDataTables } from './mentor.tables';
export type { MentorTables } from './mentor.tables';
export { MemberResultsSource } from './grounding/member-results-source';
export type { AggregatedResults } from './grounding/member-results-source';
export { OfflineMentor } from './offline/offline-mentor';
