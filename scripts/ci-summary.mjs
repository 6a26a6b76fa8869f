// Prints the CI run's closing line, "N passed, N failed", from the JSON reports of the test runs
// (Vitest's and Playwright's), so the run's result reads the same whatever runner produced it.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.error(`ci-summary: no report ${file}`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in report) {
    // Vitest (Jest-style JSON)
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
  } else if (report.stats) {
    // Playwright: a flaky test passed on retry
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  }
}
console.log(`ci: ${passed} passed, ${failed} failed, ${skipped} skipped`);
