// Appends each Jest run's counts, as one JSON line, to the file named by TEST_SUMMARY_FILE (set by `npm test`,
// backend/scripts/test.mjs), so one summary line can span every package and the e2e run.
// The failed tests' names travel too: `npm test` prints them last, so the tail of a CI log names what failed.
const { appendFileSync } = require('node:fs');
const path = require('node:path');

class SummaryReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_testContexts, results) {
    const file = process.env.TEST_SUMMARY_FILE;
    if (!file) return;
    const project = process.env.NX_TASK_TARGET_PROJECT;
    const target = process.env.NX_TASK_TARGET_TARGET;
    const line = {
      task: project && target ? `${project}:${target}` : undefined,
      rootDir: this.rootDir,
      passed: results.numPassedTests,
      // a suite that could not run at all (syntax error, failing import, hook error) counts as one failure
      failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
      skipped: results.numPendingTests + results.numTodoTests,
      failures: results.testResults.flatMap((file) => {
        const where = path.relative(this.rootDir, file.testFilePath);
        if (file.testExecError) return [`${where}: could not run (${String(file.testExecError.message).split('\n')[0]})`];
        return file.testResults.filter((t) => t.status === 'failed').map((t) => `${where} › ${t.fullName}`);
      }),
    };
    appendFileSync(file, JSON.stringify(line) + '\n');
  }
}

module.exports = SummaryReporter;
