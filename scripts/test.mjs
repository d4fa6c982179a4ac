// The whole suite: unit and API tests, then browser tests in Debian's Chromium.
// Without a browser the browser tests are skipped loudly; REQUIRE_E2E=1 makes that a failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

// Debian's old headless shell, when installed, runs the same pages on about half the CPU of the full browser (decision 011).
const chrome =
  process.env.CHROME_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((candidate) => existsSync(candidate)) ??
  '/usr/bin/chromium';
const requireE2e = process.env.REQUIRE_E2E === '1';
mkdirSync('.tmp', { recursive: true });

function vitest(projects, report) {
  rmSync(report, { force: true });
  const args = [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ];
  const result = spawnSync('npx', args, { stdio: 'inherit', env: { ...process.env, CHROME_PATH: chrome } });
  const summary = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : null;
  return {
    failures: failureNames(summary),
    ok: result.status === 0,
    passed: summary?.numPassedTests ?? 0,
    // A file that fails before any of its tests run counts as one failure.
    failed: (summary?.numFailedTests ?? 0) + brokenFiles(summary) || (result.status === 0 ? 0 : 1),
    skipped: (summary?.numPendingTests ?? 0) + (summary?.numTodoTests ?? 0),
  };
}

// Repeated at the very end, where a CI log cut to its last lines still shows them, with the
// head of each error: a random test's seed, or the step that broke, is lost otherwise.
const ERROR_LINES = 25;

function failureNames(summary) {
  return (summary?.testResults ?? []).flatMap((file) => {
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    if (file.status === 'failed' && failed.length === 0) return [`${file.name}: ${file.message ?? 'failed to run'}`];
    return failed.map((test) => `${file.name}: ${test.fullName}\n${errorHead(test.failureMessages)}`);
  });
}

// Frames inside dependencies and Node say nothing of what broke.
const FOREIGN_FRAME = /^\s*at .*(node_modules|node:internal|<anonymous>)/;

function errorHead(messages = []) {
  const lines = messages
    .join('\n')
    .split('\n')
    .filter((line) => !FOREIGN_FRAME.test(line));
  const head = lines.slice(0, ERROR_LINES).map((line) => `    ${line}`);
  if (lines.length > ERROR_LINES) head.push(`    … ${lines.length - ERROR_LINES} more lines in the full log`);
  return head.join('\n');
}

function brokenFiles(summary) {
  return (summary?.testResults ?? []).filter((file) => file.status === 'failed' && file.assertionResults.length === 0)
    .length;
}

const runs = [vitest(['unit', 'api'], '.tmp/report-unit-api.json')];
let browserMissing = false;

if (existsSync(chrome)) {
  const build = spawnSync('node', ['scripts/ensure-builds.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  runs.push(vitest(['e2e'], '.tmp/report-e2e.json'));
} else {
  browserMissing = true;
  const banner = '!'.repeat(72);
  console.error(
    `\n${banner}\n!! NO BROWSER at ${chrome}: the browser tests (e2e/) did NOT run.\n!! Install Debian's chromium-headless-shell or chromium (apt-get install …), or set CHROME_PATH.\n${banner}\n`,
  );
}

const total = runs.reduce(
  (sum, run) => ({
    passed: sum.passed + run.passed,
    failed: sum.failed + run.failed,
    skipped: sum.skipped + run.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
for (const name of runs.flatMap((run) => run.failures)) console.log(`FAILED ${name}`);
console.log(`\nTests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
const failed = runs.some((run) => !run.ok) || (browserMissing && requireE2e);
if (browserMissing && requireE2e) console.error('REQUIRE_E2E=1 and no browser: failing.');
process.exit(failed ? 1 : 0);
