import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replySchema, endpoints } from '@carbonmarket/domain/contract';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A new member; the clock moves past the code-request throttle window first. */
const newMember = () => {
  server.advance(10 * 60_000 + 1);
  return server.registerMember();
};

const complete = {
  experience: 'bought',
  goal: 'offset_personal',
  horizon: '1_3y',
  project_type: 'nature',
};

describe('GET /faq/questions', () => {
  it('lists the seeded questionnaire in English by default and in Chinese on request', async () => {
    const { token } = await newMember();
    const en = await server.call('GET', '/faq/questions', {}, { token });
    const data =
      replySchema(endpoints.faq.questions.response).parse(en).data ?? expect.unreachable();
    expect(data.answered).toBe(false);
    expect(data.questions.map((q) => q.id)).toEqual([
      'experience',
      'goal',
      'horizon',
      'project_type',
      'source',
    ]);
    expect(data.questions[0]).toMatchObject({
      text: 'How familiar are you with carbon credits?',
      kind: 'single',
      required: true,
    });
    expect(data.questions[0]?.options[0]).toEqual({ id: 'new', text: 'I am new to them' });
    expect(data.questions.at(-1)?.required).toBe(false);

    const cn = await server.call(
      'GET',
      '/faq/questions',
      { lang: 'cn', t: 1, v: '1.0.0' },
      { token },
    );
    const cnData =
      replySchema(endpoints.faq.questions.response).parse(cn).data ?? expect.unreachable();
    expect(cnData.questions[0]?.text).toBe('您对碳信用了解多少？');
    expect(cnData.questions[0]?.options[0]?.text).toBe('我刚刚接触');
    // A language the product does not speak falls back to English.
    const other = await server.call<{ questions: { text: string }[] }>(
      'GET',
      '/faq/questions',
      { lang: 'fr' },
      { token },
    );
    expect(other.data.questions[0]?.text).toBe('How familiar are you with carbon credits?');
  });

  it('serves guests, who count as answered, and ends the session without a token', async () => {
    const guest = await server.guest();
    expect(await server.call('GET', '/faq/questions', {}, { token: guest })).toMatchObject({
      code: 0,
      data: { answered: true },
    });
    expect(await server.call('GET', '/faq/questions')).toMatchObject({
      code: -1,
      msg: 'SESSION_EXPIRED',
    });
  });
});

describe('POST /faq/answer', () => {
  it('stores the answers, sets is_answer and the next login says so', async () => {
    const ana = await newMember();
    const login = () =>
      server.call<{ is_answer: boolean }>('POST', '/login/login', {
        visitorType: 'personal',
        email: ana.email,
        password: 'Greener2026',
        agreed: true,
      });
    expect((await login()).data.is_answer).toBe(false);

    const reply = await server.call(
      'POST',
      '/faq/answer',
      { answers: { ...complete, source: 'friend' }, lang: 'en', t: Date.now(), v: '1.0.0' },
      { token: ana.token },
    );
    expect(replySchema(endpoints.faq.answer.response).parse(reply)).toMatchObject({
      code: 0,
      data: { is_answer: true },
    });
    expect(
      await server.sql.all(
        'SELECT question_id, option_id FROM faq_answers WHERE member_id = ? ORDER BY question_id',
        ana.memberId,
      ),
    ).toEqual([
      { question_id: 'experience', option_id: 'bought' },
      { question_id: 'goal', option_id: 'offset_personal' },
      { question_id: 'horizon', option_id: '1_3y' },
      { question_id: 'project_type', option_id: 'nature' },
      { question_id: 'source', option_id: 'friend' },
    ]);
    expect(await server.sql.value('SELECT is_answer FROM members WHERE id = ?', ana.memberId)).toBe(
      1,
    );
    expect((await login()).data.is_answer).toBe(true);
    expect(
      (await server.call<{ answered: boolean }>('GET', '/faq/questions', {}, { token: ana.token }))
        .data.answered,
    ).toBe(true);

    // Answering again replaces the answers; leaving out the optional one removes it.
    await server.call(
      'POST',
      '/faq/answer',
      { answers: { ...complete, goal: 'invest' } },
      { token: ana.token },
    );
    expect(
      (
        await server.sql.all<Record<string, unknown>>(
          "SELECT option_id FROM faq_answers WHERE member_id = ? AND question_id IN ('goal', 'source')",
          ana.memberId,
        )
      ).map((row) => Object.values(row)[0]),
    ).toEqual(['invest']);
  });

  it('names a missing required answer with REQUIRED and stores nothing', async () => {
    const bo = await newMember();
    const { experience: _left, ...partial } = complete;
    expect(
      await server.call('POST', '/faq/answer', { answers: partial }, { token: bo.token }),
    ).toMatchObject({
      code: 1,
      msg: 'REQUIRED',
      data: { fields: { 'answers.experience': 'REQUIRED' } },
    });
    expect(await server.call('POST', '/faq/answer', {}, { token: bo.token })).toMatchObject({
      code: 1,
      msg: 'REQUIRED',
      data: { fields: { answers: 'REQUIRED' } },
    });
    expect(
      await server.sql.value('SELECT COUNT(*) FROM faq_answers WHERE member_id = ?', bo.memberId),
    ).toBe(0);
    expect(await server.sql.value('SELECT is_answer FROM members WHERE id = ?', bo.memberId)).toBe(
      0,
    );
  });

  it('refuses an option or a question that does not exist with ANSWER_INVALID', async () => {
    const cy = await newMember();
    expect(
      await server.call(
        'POST',
        '/faq/answer',
        { answers: { ...complete, goal: 'get_rich', favourite: 'x' } },
        { token: cy.token },
      ),
    ).toMatchObject({
      code: 1,
      msg: 'ANSWER_INVALID',
      data: { fields: { 'answers.goal': 'ANSWER_INVALID', 'answers.favourite': 'ANSWER_INVALID' } },
    });
    expect(
      await server.call(
        'POST',
        '/faq/answer',
        { answers: { ...complete, goal: 3 } },
        { token: cy.token },
      ),
    ).toMatchObject({ code: 1, msg: 'ANSWER_INVALID' });
    expect(await server.sql.value('SELECT is_answer FROM members WHERE id = ?', cy.memberId)).toBe(
      0,
    );
  });

  it('refuses guests and callers without a session', async () => {
    const guest = await server.guest();
    expect(
      await server.call('POST', '/faq/answer', { answers: complete }, { token: guest }),
    ).toMatchObject({ code: 1, msg: 'GUEST_RESTRICTED' });
    expect(await server.call('POST', '/faq/answer', { answers: complete })).toMatchObject({
      code: -1,
    });
  });
});
