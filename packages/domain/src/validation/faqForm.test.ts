import { describe, expect, it } from 'vitest';
import { faqFormSchemaFor } from './faqForm';

const questions = [
  { id: 'experience', required: true, options: ['none', 'some', 'regular'] },
  { id: 'goal', required: true, options: ['offset', 'invest'] },
  { id: 'source', required: false, options: ['friend', 'search'] },
];

describe('faqFormSchemaFor', () => {
  const schema = faqFormSchemaFor(questions);
  const codesOf = (answers: Record<string, string | undefined>) =>
    schema.safeParse({ answers }).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

  it('parses to the answers worth sending', () => {
    expect(
      schema.parse({ answers: { experience: 'some', goal: 'offset', source: undefined } }),
    ).toEqual({ answers: { experience: 'some', goal: 'offset' } });
    expect(schema.parse({ answers: { experience: 'some', goal: 'offset', source: '' } })).toEqual({
      answers: { experience: 'some', goal: 'offset' },
    });
  });

  it('drops answers to questions not asked', () => {
    expect(schema.parse({ answers: { experience: 'some', goal: 'offset', old: 'x' } })).toEqual({
      answers: { experience: 'some', goal: 'offset' },
    });
  });

  it('puts each issue of faqAnswerIssues on its question', () => {
    expect(codesOf({ goal: 'sell' })).toEqual([
      ['answers.experience', 'REQUIRED'],
      ['answers.goal', 'ANSWER_INVALID'],
    ]);
    expect(codesOf({})).toEqual([
      ['answers.experience', 'REQUIRED'],
      ['answers.goal', 'REQUIRED'],
    ]);
  });

  it('refuses what is not an answer set', () => {
    expect(schema.safeParse({ answers: { goal: 3 } }).success).toBe(false);
    expect(schema.safeParse({}).success).toBe(false);
  });
});
