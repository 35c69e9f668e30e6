import { describe, expect, it } from 'vitest';
import { issueCodes } from '../validation/issueCodes';
import { langParam } from './lang';
import { endpoints } from './registry';
import { adminEndpoints } from './adminRegistry';

import { SOCKET_CLOSE_CODES } from '../realtime/socketClose';

const codesOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : issueCodes(result.error as Parameters<typeof issueCodes>[0]);

describe('lang', () => {
  it('defaults to English and falls back to it for a language the product does not speak', () => {
    expect(langParam.parse(undefined)).toBe('en');
    expect(langParam.parse('cn')).toBe('cn');
    expect(langParam.parse('fr')).toBe('en');
    expect(langParam.parse(3)).toBe('en');
  });
});

describe('content endpoints', () => {
  it('read paging and ids from query text', () => {
    expect(
      endpoints.news.list.request.parse({ page: '2', pageSize: '5', lang: 'cn', t: '1' }),
    ).toEqual({
      page: 2,
      pageSize: 5,
      lang: 'cn',
    });
    expect(endpoints.news.detail.request.parse({ id: '12' })).toEqual({ id: 12, lang: 'en' });
    expect(endpoints.news.detail.request.safeParse({ id: '0' }).success).toBe(false);
  });

  it('take FAQ answers as question -> option text', () => {
    expect(endpoints.faq.answer.request.parse({ answers: { goal: 'invest' } }).answers).toEqual({
      goal: 'invest',
    });
    expect(codesOf(endpoints.faq.answer.request.safeParse({}))).toEqual({ answers: 'REQUIRED' });
    expect(codesOf(endpoints.faq.answer.request.safeParse({ answers: 'x' }))).toEqual({
      answers: 'ANSWER_INVALID',
    });
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`q${i}`, 'a']));
    expect(codesOf(endpoints.faq.answer.request.safeParse({ answers: many }))).toEqual({
      answers: 'ANSWER_INVALID',
    });
  });

  it('mark read by ids or all, and need one of them', () => {
    expect(endpoints.notifications.markRead.request.parse({ ids: [1, 2] })).toMatchObject({
      ids: [1, 2],
    });
    expect(endpoints.notifications.markRead.request.parse({ all: true })).toMatchObject({
      all: true,
    });
    expect(codesOf(endpoints.notifications.markRead.request.safeParse({}))).toEqual({
      ids: 'REQUIRED',
    });
    expect(endpoints.notifications.markRead.request.safeParse({ ids: [] }).success).toBe(false);
    expect(
      endpoints.notifications.markRead.request.safeParse({ ids: Array(101).fill(1) }).success,
    ).toBe(false);
  });

  it('read footprint results as Tons and dates', () => {
    const parsed = endpoints.footprint.result.response.parse({
      result: {
        tonsPerYear: '7.075',
        breakdown: { home: '0.667', transport: '0.208', flights: '4.2', diet: '2' },
        singaporeAverage: '8.6',
        worldAverage: '4.7',
        offsetTons: '8',
        submittedAt: '2026-11-20T02:00:00.000Z',
      },
    });
    expect(parsed.result?.offsetTons.toString()).toBe('8');
    expect(parsed.result?.worldAverage.toString()).toBe('4.7');
    expect(parsed.result?.submittedAt).toEqual(new Date('2026-11-20T02:00:00.000Z'));
    expect(endpoints.footprint.result.response.parse({ result: null }).result).toBeNull();
    expect(endpoints.footprint.submit.errors).toEqual(['REQUIRED', 'ANSWER_INVALID']);
  });

  it('need news in both languages with a safe image URL', () => {
    const post = {
      title: { en: 'T', cn: '标' },
      summary: { en: 'S', cn: '摘' },
      body: { en: '<p>B</p>', cn: '<p>正</p>' },
    };
    expect(
      adminEndpoints.publishNews.request.parse({ ...post, imageUrl: ' /a.png ' }).imageUrl,
    ).toBe('/a.png');
    expect(adminEndpoints.publishNews.request.parse({ ...post, imageUrl: '' }).imageUrl).toBeNull();
    expect(adminEndpoints.publishNews.request.parse(post).imageUrl).toBeUndefined();
    expect(
      codesOf(adminEndpoints.publishNews.request.safeParse({ ...post, imageUrl: 'javascript:x' })),
    ).toEqual({
      imageUrl: 'URL_INVALID',
    });
    expect(
      codesOf(adminEndpoints.publishNews.request.safeParse({ ...post, body: { en: '<p>B</p>' } })),
    ).toEqual({ 'body.cn': 'REQUIRED' });
  });

  it('address a notification to a member id or to all', () => {
    const text = { title: { en: 'a', cn: 'b' }, body: { en: 'c', cn: 'd' } };
    expect(
      adminEndpoints.publishNotification.request.parse({ ...text, memberId: 'all' }).memberId,
    ).toBe('all');
    expect(
      adminEndpoints.publishNotification.request.parse({ ...text, memberId: 7 }).memberId,
    ).toBe(7);
    expect(
      adminEndpoints.publishNotification.request.safeParse({ ...text, memberId: 0 }).success,
    ).toBe(false);
  });
});

describe('socket close codes', () => {
  it('use the private range for our own and the standard one for size', () => {
    expect(SOCKET_CLOSE_CODES).toEqual({
      sessionEnded: 4401,
      badRequest: 4400,
      replaced: 4409,
      tooLarge: 1009,
    });
  });
});
