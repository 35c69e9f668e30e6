// The console is a build of its own (ADR 052): none of its code is in what a member downloads.
// Reads the built assets: every script of the member app, and the console's, for marks that only
// the console's code carries (its session key, its screens' strings' keys, its socket's path).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STATIC_DIR, requireBuiltApp } from './support/server';

const CONSOLE_MARKS = [
  'cm.console.session',
  'console.signIn.heading',
  'console.payments.',
  '/h5/ws/console',
];

const scriptsIn = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, text: readFileSync(path.join(dir, name), 'utf8') }));

describe("the console's build", () => {
  it("puts none of the console's code in the member app's scripts, and all of it in its own", () => {
    requireBuiltApp();
    const member = scriptsIn(path.join(STATIC_DIR, 'assets'));
    const console = scriptsIn(path.join(STATIC_DIR, 'console', 'assets'));
    expect(member.length).toBeGreaterThan(10);
    for (const mark of CONSOLE_MARKS) {
      expect(
        member.filter(({ text }) => text.includes(mark)).map(({ name }) => name),
        mark,
      ).toEqual([]);
      expect(
        console.some(({ text }) => text.includes(mark)),
        `the console's build carries ${mark}`,
      ).toBe(true);
    }
    // The console's shell loads only the console's scripts.
    const shell = readFileSync(path.join(STATIC_DIR, 'console', 'index.html'), 'utf8');
    const sources = [...shell.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(source).toMatch(/^\/console\/assets\//);
  });
});
