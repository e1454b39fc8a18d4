// The reminders module's public API: other modules, the entry points and tests import it from here only
// (eslint: no-restricted-imports in eslint.config.mjs).
export { RemindersModule } from './reminders.module';
export { RemindersWorkerModule } from './baseline/reminders-worker.module';
export { BaselineReminders, baselineSchedulerId } from './baseline/baseline-reminders.service';
export { remindersMigrations, remindersPersonalDataTables } from './reminders.tables';
export { unsubscribeToken } from './reminder-links';
