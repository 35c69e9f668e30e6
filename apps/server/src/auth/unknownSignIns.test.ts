import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Data } from '../db/data';
import { openTestData } from '../testing/testData';
import { createUnknownSignIns } from './unknownSignIns';

const now = new Date('2026-11-20T02:00:00.000Z');
let dir: string;
let data: Data;
let drop: () => Promise<void>;
beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'cm-unknown-'));
  ({ data, drop } = await openTestData(path.join(dir, 'data')));
});
afterEach(async () => {
  await drop();
  rmSync(dir, { recursive: true, force: true });
});

describe('wrong passwords for an address without an account', () => {
  it('are counted one by one when they race, the very first ones too', async () => {
    const unknown = createUnknownSignIns(data);
    // Many addresses, each guessed eight times at once straight at the store: the first guesses
    // at an address find no row yet, which is where counting twice from nothing would show.
    for (let n = 0; n < 20; n += 1) {
      const replies = await Promise.all(
        Array.from({ length: 8 }, () => unknown.refuse(`race${n}@green.sg`, 'personal', now)),
      );
      expect(replies.filter((reply) => typeof reply === 'number').sort()).toEqual([1, 2, 3, 4]);
      expect(replies.filter((reply) => reply === 'LOGIN_ATTEMPTS_EXCEEDED')).toHaveLength(4);
    }
  });
});
