import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { answeredEntries, faqAnswerIssues } from './faqAnswers';
import { isSafeImageUrl, isSafeLinkUrl } from './urls';

const questions = [
  { id: 'experience', required: true, options: ['none', 'some', 'regular'] },
  { id: 'goal', required: true, options: ['offset', 'invest'] },
  { id: 'source', required: false, options: ['friend', 'search'] },
];

describe('faqAnswerIssues', () => {
  it('accepts every required answer with a valid option, optional ones left out', () => {
    expect(faqAnswerIssues(questions, { experience: 'some', goal: 'offset' })).toEqual({});
    expect(faqAnswerIssues(questions, { experience: 'some', goal: 'offset', source: '' })).toEqual(
      {},
    );
  });

  it('names each missing required answer and each unknown option', () => {
    expect(faqAnswerIssues(questions, { goal: 'sell', source: 'tv' })).toEqual({
      'answers.experience': 'REQUIRED',
      'answers.goal': 'ANSWER_INVALID',
      'answers.source': 'ANSWER_INVALID',
    });
    expect(faqAnswerIssues(questions, { experience: '', goal: 'offset' })).toEqual({
      'answers.experience': 'REQUIRED',
    });
  });

  it('refuses answers to questions that do not exist, including inherited names', () => {
    expect(faqAnswerIssues(questions, { experience: 'none', goal: 'invest', extra: 'x' })).toEqual({
      'answers.extra': 'ANSWER_INVALID',
    });
    const tricky = [{ id: 'toString', required: true, options: ['a'] }];
    expect(faqAnswerIssues(tricky, {})).toEqual({ 'answers.toString': 'REQUIRED' });
  });

  it('keeps only the given answers for storage', () => {
    expect(answeredEntries({ experience: 'none', source: '' })).toEqual([['experience', 'none']]);
  });

  it('never accepts an option outside the list (property)', () => {
    fc.assert(
      fc.property(fc.string(), (option) => {
        const issues = faqAnswerIssues(questions, { experience: option, goal: 'offset' });
        const valid = ['none', 'some', 'regular'].includes(option);
        expect(Object.keys(issues).length === 0).toBe(valid);
      }),
    );
  });
});

describe('content URLs', () => {
  it('allows web and same-origin images only', () => {
    for (const url of [
      'https://cdn.green.sg/a.png',
      'http://green.sg/b.jpg?x=1',
      '/images/news/c.webp',
      'images/d.png',
    ])
      expect(isSafeImageUrl(url), url).toBe(true);
    for (const url of [
      '',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:image/png;base64,AAAA',
      'vbscript:msgbox',
      '//evil.example/x.png',
      'https://',
      'https:/\\evil.example',
      'java\tscript:alert(1)',
      'ftp://files.example/a.png',
      'mailto:a@b.c',
      `https://a.sg/${'x'.repeat(2048)}`,
      'https://a.sg/\u0000.png',
      'https://a.sg/\u007f.png',
    ])
      expect(isSafeImageUrl(url), url).toBe(false);
  });

  it('allows http(s), mailto and relative links', () => {
    expect(isSafeLinkUrl('mailto:care@green.sg')).toBe(true);
    expect(isSafeLinkUrl('https://green.sg/about')).toBe(true);
    expect(isSafeLinkUrl('/pages/about/index')).toBe(true);
    expect(isSafeLinkUrl('mailto:')).toBe(false);
    expect(isSafeLinkUrl('javascript:void(0)')).toBe(false);
    expect(isSafeLinkUrl('tel:+6512345678')).toBe(false);
    expect(isSafeLinkUrl('')).toBe(false);
  });

  it('refuses any script scheme, whatever the case or padding (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('javascript', 'vbscript', 'data'),
        fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
        fc.string(),
        (scheme, upper, rest) => {
          const mixed = [...scheme].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('');
          expect(isSafeLinkUrl(`${mixed}:${rest}`)).toBe(false);
          expect(isSafeImageUrl(`${mixed}:${rest}`)).toBe(false);
        },
      ),
    );
  });
});
