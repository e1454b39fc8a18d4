// Test helpers, deliberately outside the main index so production code never loads them.
export * from './test-database';
export * from './replay-check';
