import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { Reporter, TestCase } from 'vitest/node';
import { acceptCommand } from './acceptCommand';
import { reviewIndex, reviewPage } from './reviewPage';
import type { ReviewedChange } from './reviewPage';
import { screenshotChangeOf } from './screenshotChange';

/** Where the pages go: beside the diffs, which CI keeps. */
export const REVIEW_DIR = path.join(import.meta.dirname, '..', '.diffs', 'review');

/** A picture as a data URI, so the page stands alone; an empty picture if the file is gone. */
const dataUri = (file: string) =>
  existsSync(file) ? `data:image/png;base64,${readFileSync(file).toString('base64')}` : '';

/**
 * A Vitest reporter for the story runs: for each story whose screenshot changed, a page in
 * `tests/visual/.diffs/review/` with before, after, the diff and a slider between them, and the
 * command that accepts it; an index of them all; and the commands printed at the end of the run.
 * Pages of an earlier run are removed first, so the folder holds this run's changes only.
 */
export default class VisualReviewReporter implements Reporter {
  /** The changes seen; their pictures are read once the run has ended and written them all. */
  private readonly changes: (Omit<ReviewedChange, 'pictures'> & {
    page: string;
    files: Record<keyof ReviewedChange['pictures'], string>;
  })[] = [];

  private readonly dir: string;

  /** Vitest passes a reporter's options from the config; `dir` is for the generator's test. */
  constructor(options: { dir?: string } = {}) {
    this.dir = options.dir ?? REVIEW_DIR;
  }

  onTestRunStart(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }

  onTestCaseResult(testCase: TestCase): void {
    const result = testCase.result();
    if (result.state !== 'failed') return;
    for (const error of result.errors ?? []) {
      // Vitest colours the message for the terminal: the colours go before it is read.
      const change = screenshotChangeOf(stripVTControlCharacters(error.message));
      if (!change) continue;
      // The project as `--project` takes it, without the browser Vitest adds ("stories-en (chromium)").
      const project = testCase.project.name.replace(/\s*\(\w+\)$/, '');
      const storyFile = path.relative(process.cwd(), testCase.module.moduleId);
      this.changes.push({
        project,
        storyFile,
        storyName: testCase.fullName,
        amount: change.amount,
        files: { reference: change.reference, actual: change.actual, diff: change.diff },
        accept: acceptCommand(project, storyFile, testCase.fullName),
        page: `${project}--${path.basename(change.reference, '.png')}.html`,
      });
      return;
    }
  }

  onTestRunEnd(): void {
    if (this.changes.length === 0) return;
    mkdirSync(this.dir, { recursive: true });
    const changes = this.changes.map(({ files, ...change }) => ({
      ...change,
      pictures: {
        reference: dataUri(files.reference),
        actual: dataUri(files.actual),
        diff: dataUri(files.diff),
      },
    }));
    for (const change of changes)
      writeFileSync(path.join(this.dir, change.page), reviewPage(change));
    writeFileSync(path.join(this.dir, 'index.html'), reviewIndex(changes));
    const where = path.relative(process.cwd(), path.join(this.dir, 'index.html'));
    const lines = [
      '',
      `Screenshots changed: ${this.changes.length}. Review them in ${where}; accept one with:`,
      ...this.changes.map((change) => `  ${change.accept}`),
      '',
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}
