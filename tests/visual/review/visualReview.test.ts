// The review pages of changed screenshots: read from Vitest's failure, one page per story with the
// three pictures inline and the command that accepts it, an index, and nothing for other failures.
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestCase } from 'vitest/node';
import { acceptCommand } from './acceptCommand';
import { reviewPage } from './reviewPage';
import { screenshotChangeOf } from './screenshotChange';
import VisualReviewReporter from './visualReviewReporter';

/** A failure's message as Vitest writes it for a changed screenshot (colours included). */
const mismatch = (dir: string, id: string) =>
  [
    'expect(element).toMatchScreenshot()',
    '',
    'Screenshot does not match the stored reference.',
    '18011 pixels (ratio 0.06) differ.',
    '',
    'Reference screenshot:',
    `  \u001b[2m${path.join(dir, `${id}.png`)}\u001b[22m`,
    '',
    'Actual screenshot:',
    `  ${path.join(dir, `${id}-actual.png`)}`,
    '',
    'Diff image:',
    `  ${path.join(dir, `${id}-diff.png`)}`,
  ].join('\n');

/** The part of a reported test the reporter reads. */
const testCase = (name: string, state: 'passed' | 'failed', messages: string[] = []) =>
  ({
    fullName: name,
    project: { name: 'stories-cn (chromium)' },
    module: { moduleId: path.join(process.cwd(), 'packages/ui/src/Thing.stories.tsx') },
    result: () => ({ state, errors: messages.map((message) => ({ message })) }),
  }) as unknown as TestCase;

describe('the visual review', () => {
  it('reads the three pictures of a changed screenshot, and nothing of other failures', () => {
    const change = screenshotChangeOf(mismatch('/b', 'story-a'));
    expect(change).toEqual({
      reference: expect.stringContaining('/b/story-a.png'),
      actual: '/b/story-a-actual.png',
      diff: '/b/story-a-diff.png',
      amount: '18011 pixels (ratio 0.06)',
    });
    expect(screenshotChangeOf('expected 2 to be 3')).toBeNull();
    expect(screenshotChangeOf('No existing reference screenshot found')).toBeNull();
  });

  it('accepts one story in one project, its name taken literally', () => {
    expect(acceptCommand('stories-en', 'a/B.stories.tsx', "Sent (it's 1+1)")).toBe(
      `npx vitest run --project stories-en a/B.stories.tsx -t '^Sent \\(it'\\''s 1\\+1\\)$' --update=all`,
    );
  });

  it('writes a page per changed story with the pictures inline, an index, and prints how to accept', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cm-review-'));
    const png = (name: string, bytes: number[]) =>
      writeFileSync(path.join(dir, name), Buffer.from(bytes));
    png('story-a.png', [1, 2, 3]);
    png('story-a-actual.png', [4, 5, 6]);
    png('story-a-diff.png', [7, 8, 9]);
    const out = path.join(dir, 'review');
    const reporter = new VisualReviewReporter({ dir: out });
    reporter.onTestRunStart();
    reporter.onTestCaseResult(testCase('Passed', 'passed'));
    reporter.onTestCaseResult(testCase('Play failed', 'failed', ['expected 2 to be 3']));
    reporter.onTestCaseResult(testCase('Loaded <b>', 'failed', [mismatch(dir, 'story-a')]));
    const printed: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((text: string) =>
      printed.push(text) > 0) as typeof process.stdout.write;
    try {
      reporter.onTestRunEnd();
    } finally {
      process.stdout.write = write;
    }
    expect(readdirSync(out).sort()).toEqual(['index.html', 'stories-cn--story-a.html']);
    const page = readFileSync(path.join(out, 'stories-cn--story-a.html'), 'utf8');
    for (const bytes of [
      [1, 2, 3],
      [4, 5, 6],
      [7, 8, 9],
    ])
      expect(page).toContain(`data:image/png;base64,${Buffer.from(bytes).toString('base64')}`);
    expect(page).toContain('Loaded &lt;b&gt; (stories-cn)');
    expect(page).toContain('type="range"');
    const accept = acceptCommand('stories-cn', 'packages/ui/src/Thing.stories.tsx', 'Loaded <b>');
    expect(page).toContain(
      accept
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/'/g, '&#39;'),
    );
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toContain(
      'href="stories-cn--story-a.html"',
    );
    expect(printed.join('')).toContain(accept);
  });

  it('escapes what it shows', () => {
    const page = reviewPage({
      project: 'stories-en',
      storyFile: 'x.tsx',
      storyName: '<script>alert(1)</script>',
      amount: '1 pixels (ratio 0.01)',
      pictures: { reference: 'data:,', actual: 'data:,', diff: 'data:,' },
      accept: 'npx vitest',
    });
    expect(page).not.toContain('<script>alert(1)');
  });
});
