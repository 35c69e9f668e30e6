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

const answers = {
  householdKwh: '400',
  householdSize: '3',
  transportMode: 'public_transport',
  weeklyKm: 100,
  shortFlights: 2,
  longFlights: 1,
  diet: 'average_meat',
};

describe('GET /footprint/questions', () => {
  it('asks about home energy, transport, flights and diet in the language asked for', async () => {
    const { token } = await newMember();
    const reply = await server.call('GET', '/footprint/questions', {}, { token });
    const { questions } =
      replySchema(endpoints.footprint.questions.response).parse(reply).data ?? expect.unreachable();
    expect(new Set(questions.map((q) => q.section))).toEqual(
      new Set(['home', 'transport', 'flights', 'diet']),
    );
    expect(questions[0]).toMatchObject({
      id: 'householdKwh',
      kind: 'number',
      min: 0,
      max: 20_000,
      unit: 'kWh per month',
    });
    const diet = questions.find((q) => q.id === 'diet');
    expect(diet?.kind === 'single' && diet.options.map((o) => o.id)).toContain('vegan');
    const cn = await server.call<{ questions: { text: string }[] }>(
      'GET',
      '/footprint/questions',
      { lang: 'cn' },
      { token },
    );
    expect(cn.data.questions[1]?.text).toBe('您家里住着几个人？');
  });
});

describe('footprint submit and result', () => {
  it('has no result before the first questionnaire, then the latest', async () => {
    const ana = await newMember();
    expect(await server.call('GET', '/footprint/result', {}, { token: ana.token })).toMatchObject({
      code: 0,
      data: { result: null },
    });

    const submitted = await server.call(
      'POST',
      '/footprint/submit',
      { ...answers, lang: 'en', t: 1, v: '1.0.0' },
      { token: ana.token },
    );
    expect(submitted).toMatchObject({
      code: 0,
      data: {
        tonsPerYear: '7.075',
        breakdown: { home: '0.667', transport: '0.208', flights: '4.2', diet: '2' },
        singaporeAverage: '8.6',
        worldAverage: '4.7',
        offsetTons: '8',
        submittedAt: server.now().toISOString(),
      },
    });

    server.advance(60_000);
    await server.call(
      'POST',
      '/footprint/submit',
      { ...answers, longFlights: 0, diet: 'vegan' },
      { token: ana.token },
    );
    const reply = await server.call('GET', '/footprint/result', {}, { token: ana.token });
    const { result } =
      replySchema(endpoints.footprint.result.response).parse(reply).data ?? expect.unreachable();
    expect(result?.tonsPerYear.toString()).toBe('3.175');
    expect(result?.offsetTons.toString()).toBe('4');
    expect(result?.submittedAt).toEqual(server.now());
    expect(
      (
        await server.sql.all<Record<string, unknown>>(
          'SELECT total_milli_tons FROM footprint_results WHERE member_id = ? ORDER BY id',
          ana.memberId,
        )
      ).map((row) => Object.values(row)[0]),
    ).toEqual([7075, 3175]);
  });

  it('keeps results per member', async () => {
    const bo = await newMember();
    expect((await server.call('GET', '/footprint/result', {}, { token: bo.token })).data).toEqual({
      result: null,
    });
  });

  it('names missing answers with REQUIRED and wrong ones with ANSWER_INVALID, storing nothing', async () => {
    const cy = await newMember();
    const { diet: _diet, ...withoutDiet } = answers;
    expect(
      await server.call('POST', '/footprint/submit', withoutDiet, { token: cy.token }),
    ).toMatchObject({ code: 1, msg: 'REQUIRED', data: { fields: { diet: 'REQUIRED' } } });
    expect(
      await server.call(
        'POST',
        '/footprint/submit',
        { ...answers, householdSize: 0, transportMode: 'jetpack' },
        { token: cy.token },
      ),
    ).toMatchObject({
      code: 1,
      msg: 'ANSWER_INVALID',
      data: { fields: { householdSize: 'ANSWER_INVALID', transportMode: 'ANSWER_INVALID' } },
    });
    expect(
      await server.sql.value(
        'SELECT COUNT(*) FROM footprint_results WHERE member_id = ?',
        cy.memberId,
      ),
    ).toBe(0);
  });

  it('lets a guest answer and keeps the result with that guest session only', async () => {
    const guest = await server.guest();
    expect(await server.call('GET', '/footprint/result', {}, { token: guest })).toMatchObject({
      code: 0,
      data: { result: null },
    });
    expect(await server.call('GET', '/footprint/questions', {}, { token: guest })).toMatchObject({
      code: 0,
    });
    expect(await server.call('POST', '/footprint/submit', answers, { token: guest })).toMatchObject(
      { code: 0, data: { tonsPerYear: '7.075', worldAverage: '4.7' } },
    );
    expect(await server.call('GET', '/footprint/result', {}, { token: guest })).toMatchObject({
      code: 0,
      data: { result: { tonsPerYear: '7.075' } },
    });
    // Another guest session is another visitor: it starts with no result.
    const other = await server.guest();
    expect(await server.call('GET', '/footprint/result', {}, { token: other })).toMatchObject({
      code: 0,
      data: { result: null },
    });
  });

  it('refuses callers without a session', async () => {
    for (const [method, path, body] of [
      ['GET', '/footprint/questions', {}],
      ['POST', '/footprint/submit', answers],
      ['GET', '/footprint/result', {}],
    ] as const) {
      expect(await server.call(method, path, body)).toMatchObject({ code: -1 });
    }
  });
});
