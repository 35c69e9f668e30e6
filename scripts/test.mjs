// `npm test`: every check of the repo, in order, on the system Chromium. Each stage runs even
// when an earlier one failed, so one run shows everything that is wrong; the exit code is
// non-zero when any stage failed.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { INSTALL_HINT, findChromium } from './chromium.mjs';

if (!findChromium()) {
  console.error(INSTALL_HINT);
  process.exit(1);
}

const reports = mkdtempSync(path.join(os.tmpdir(), 'cm-test-'));
const vitest = (name, projects, extra = []) => {
  const outputFile = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  return {
    name,
    command: [
      'npx',
      'vitest',
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      ...extra,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${outputFile}`,
    ],
    outputFile,
  };
};

const stages = [
  // Two single-threaded checks side by side, one per core; their output is shown when both end.
  {
    together: [
      { name: 'typecheck', command: ['npm', 'run', '-s', 'typecheck'] },
      { name: 'lint', command: ['npm', 'run', '-s', 'lint'] },
    ],
  },
  // Import rules (.dependency-cruiser.cjs): no circles, and each layer imports only those below.
  { name: 'import rules', command: ['npm', 'run', '-s', 'deps'] },
  vitest(
    'unit (with domain coverage)',
    ['domain', 'ui-unit', 'reference-unit', 'server'],
    ['--coverage.enabled'],
  ),
  // The server's suites again on PostgreSQL (ADR 047), on a throwaway server the project starts.
  vitest('server on PostgreSQL', ['server-pg']),
  vitest('several instances behind nginx', ['cluster']),
  vitest('contract', ['contract']),
  // What each published entry point costs an app (.size-limit.js, size-budgets.json).
  { name: 'size budgets', command: ['npm', 'run', '-s', 'size'] },
  // The static Storybook builds, and its component manifest lists every component and screen.
  {
    name: 'static Storybook and its component manifest',
    command: ['npm', 'run', '-s', 'storybook:manifest'],
  },
  // The end-to-end journeys drive the built app: build it first.
  { name: 'build the reference app', command: ['npm', 'run', '-s', 'build'] },
  vitest('end-to-end', ['e2e']),
  // Both locales and the screens in dark in one run: one Vite server, the browsers share the cores.
  // A story whose screenshot changed gets a review page (tests/visual/.diffs/review/).
  vitest(
    'stories and screenshots (en and cn; screens in dark)',
    ['stories-en', 'stories-cn', 'stories-en-dark'],
    ['--reporter=./tests/visual/review/visualReviewReporter.ts'],
  ),
];

/** The first lines of a failure's message, without colours: enough to tell why from the summary. */
const why = (message = '') =>
  stripVTControlCharacters(message)
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, 8)
    .map((line) => `      ${line}`)
    .join('\n');

/** `stage › file › test` and why, for every failed test in a Vitest JSON report. */
const failedTests = (report, stageName) =>
  report.testResults.flatMap((file) => {
    const where = path.relative(process.cwd(), file.name);
    const failedInFile = file.assertionResults.filter((t) => t.status === 'failed');
    // A file that failed before any test ran (an import error, say) has no failed test to name.
    if (failedInFile.length === 0 && file.status === 'failed')
      return [`${stageName} › ${where}\n${why(file.message)}`];
    return failedInFile.map(
      (t) => `${stageName} › ${where} › ${t.fullName}\n${why(t.failureMessages?.[0])}`,
    );
  });

let passed = 0;
let failed = 0;
const failures = [];
const results = [];

/**
 * Runs one stage; its output goes to the terminal as it comes, or, when `buffered` (a stage run
 * beside another), is kept and printed once it ends. Answers its exit status.
 */
const runCommand = (stage, buffered) =>
  new Promise((resolve) => {
    const child = spawn(stage.command[0], stage.command.slice(1), {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: process.env,
    });
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    child.once('close', (status) => {
      if (buffered) {
        console.log(`\n=== ${stage.name} ===`);
        process.stdout.write(Buffer.concat(chunks));
      }
      resolve(status);
    });
  });

/** Runs `stage` and records its result (and, for a Vitest stage, its tests). */
async function runStage(stage, buffered) {
  if (!buffered) console.log(`\n=== ${stage.name} ===`);
  const started = Date.now();
  const ok = (await runCommand(stage, buffered)) === 0;
  let counts = '';
  if (stage.outputFile) {
    try {
      const report = JSON.parse(readFileSync(stage.outputFile, 'utf8'));
      passed += report.numPassedTests;
      failed += report.numFailedTests;
      counts = ` (${report.numPassedTests} passed, ${report.numFailedTests} failed)`;
      failures.push(...failedTests(report, stage.name));
      if (report.numTotalTests === 0) {
        results.push({ name: stage.name, ok: false, note: ' (no tests ran)' });
        return;
      }
    } catch {
      counts = ' (no report)';
    }
  }
  results.push({
    name: stage.name,
    ok,
    note: `${counts} in ${Math.round((Date.now() - started) / 1000)} s`,
  });
}

for (const stage of stages) {
  if (stage.together) await Promise.all(stage.together.map((one) => runStage(one, true)));
  else await runStage(stage, false);
}
rmSync(reports, { recursive: true, force: true });

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name}${r.note}`);
const failedStages = results.filter((r) => !r.ok).length;
if (failures.length > 0) {
  console.log('failed:');
  for (const name of failures) console.log(`  ${name}`);
}
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedStages === 0 ? 0 : 1);
