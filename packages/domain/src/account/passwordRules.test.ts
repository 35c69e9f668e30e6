import { describe, expect, it } from 'vitest';
import { loginPasswordSchema, withdrawalPasswordSchema } from '../validation/fields';
import { passwordChecks } from './passwordRules';
import type { PasswordKind } from './passwordRules';

const unmet = (kind: PasswordKind, password: string) =>
  passwordChecks(kind, password)
    .filter((check) => !check.met)
    .map((check) => check.rule);

describe('passwordChecks', () => {
  it('lists the login rules in order, none met by an empty password', () => {
    expect(unmet('login', '')).toEqual(['length', 'digit', 'upper', 'lower']);
  });

  it('ticks each rule as the password gains it', () => {
    expect(unmet('login', 'abc')).toEqual(['length', 'digit', 'upper']);
    expect(unmet('login', 'abcD1')).toEqual(['length']);
    expect(unmet('login', 'abcdeF12')).toEqual([]);
  });

  it('asks a withdrawal password for two more characters and a special one', () => {
    expect(unmet('withdrawal', 'abcdeF12')).toEqual(['length', 'special']);
    expect(unmet('withdrawal', 'abcdeF12!x')).toEqual([]);
  });

  it('counts spaces and letters of other scripts as special characters', () => {
    expect(unmet('withdrawal', 'Abcdefgh1 ')).toEqual([]);
    expect(unmet('withdrawal', 'Abcdefgh1密')).toEqual([]);
  });

  it('agrees with the password schemas: all rules met exactly when the schema accepts', () => {
    const samples = [
      '',
      'short1A',
      'abcdefgh',
      'ABCDEFGH1',
      'abcdefgh1',
      'Abcdefgh1',
      'Abcdefgh1!',
      'Abcdefghi!',
      'abcdefgh1!',
      'ABCDEFGH1!',
      'Abcdefg 1x',
      '密码Abcdefg1',
    ];
    for (const [kind, schema] of [
      ['login', loginPasswordSchema],
      ['withdrawal', withdrawalPasswordSchema],
    ] as const)
      for (const password of samples)
        expect(unmet(kind, password).length === 0, `${kind} ${password}`).toBe(
          schema.safeParse(password).success,
        );
  });
});
