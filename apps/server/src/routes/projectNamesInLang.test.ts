import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, replySchema } from '@carbonmarket/domain/contract';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { buy, createProject, quickMember } from '../testing/marketFixtures';

const EN = 'Johor Mangrove Belt';
const CN = {
  name: '柔佛红树林带',
  location: '马来西亚 柔佛',
  introduction: '沿海岸重植红树林。',
  creditType: '清除（造林）',
};
const PLAIN = 'Untranslated Cookstoves';

let server: TestServer;
let token: string;
let translated: number;
let plain: number;
beforeAll(async () => {
  server = await startTestServer();
  translated = (
    await createProject(server, {
      name: EN,
      type: 'blue_carbon',
      creditType: 'Removal (afforestation)',
      translations: { cn: CN },
    })
  ).id;
  plain = (await createProject(server, { name: PLAIN, type: 'cookstoves' })).id;
  const member = await quickMember(server);
  token = member.token;
  await server.fund(member.memberId, 100_000n);
  for (const id of [translated, plain]) expect((await buy(server, token, id, '4')).code).toBe(0);
  for (const id of [translated, plain]) {
    const sold = await server.call(
      'POST',
      '/credits/sell',
      { projectId: id, kind: 'normal', quantity: '1' },
      { token, key: true },
    );
    expect(sold.code).toBe(0);
  }
});
afterAll(() => server.close());

/** The languages a reader may ask in, and the name each reads for the translated project. */
const READERS = [
  ['cn', CN.name],
  ['en', EN],
  // No language, or one the product does not speak: English.
  [undefined, EN],
  ['fr', EN],
] as const;

const withLang = (lang: string | undefined) => (lang === undefined ? {} : { lang });

describe("project names in the reader's language", () => {
  it.each(READERS)('on the order list and an order (lang %s)', async (lang, name) => {
    const list = replySchema(endpoints.orders.list.response).parse(
      await server.call('GET', '/orders/list', { pageSize: 50, ...withLang(lang) }, { token }),
    ).data;
    const names = new Map(list?.items.map((order) => [order.projectId, order.projectName]));
    expect(names.get(translated)).toBe(name);
    // A project without a text in the language reads in English.
    expect(names.get(plain)).toBe(PLAIN);

    const orderId = list?.items.find((order) => order.projectId === translated)?.id ?? 0;
    const detail = replySchema(endpoints.orders.detail.response).parse(
      await server.call('GET', '/orders/detail', { id: orderId, ...withLang(lang) }, { token }),
    ).data;
    expect(detail?.projectName).toBe(name);
  });

  it.each(READERS)('on the holdings and a holding (lang %s)', async (lang, name) => {
    const holdings = replySchema(endpoints.credits.holdings.response).parse(
      await server.call('GET', '/credits/list', withLang(lang), { token }),
    ).data;
    const held = new Map(holdings?.normal.map((holding) => [holding.projectId, holding]));
    expect(held.get(translated)?.projectName).toBe(name);
    expect(held.get(plain)?.projectName).toBe(PLAIN);
    // The carbon detail's words follow the name's language.
    expect(held.get(translated)?.detail.creditType).toBe(
      lang === 'cn' ? CN.creditType : 'Removal (afforestation)',
    );

    const detail = replySchema(endpoints.credits.detail.response).parse(
      await server.call(
        'GET',
        '/credits/detail',
        { projectId: translated, kind: 'normal', ...withLang(lang) },
        { token },
      ),
    ).data;
    expect(detail?.projectName).toBe(name);
  });

  it.each(READERS)('on the sales (lang %s)', async (lang, name) => {
    const sales = replySchema(endpoints.credits.sales.response).parse(
      await server.call('GET', '/credits/sales', { pageSize: 50, ...withLang(lang) }, { token }),
    ).data;
    const names = new Map(sales?.items.map((sale) => [sale.projectId, sale.projectName]));
    expect(names.get(translated)).toBe(name);
    expect(names.get(plain)).toBe(PLAIN);
  });

  it.each(READERS)('on the receipts of a purchase and a sale (lang %s)', async (lang, name) => {
    // A buyer of their own, so the other tests' orders and the purchase caps stay as they are.
    const buyer = await quickMember(server);
    await server.fund(buyer.memberId, 10_000n);
    const { token } = buyer;
    const bought = replySchema(endpoints.orders.buy.response).parse(
      await server.call(
        'POST',
        '/orders/buy',
        { projectId: translated, quantity: '1', agreed: true, ...withLang(lang) },
        { token, key: true },
      ),
    ).data;
    expect(bought?.order.projectName).toBe(name);
    const sold = replySchema(endpoints.credits.sell.response).parse(
      await server.call(
        'POST',
        '/credits/sell',
        { projectId: translated, kind: 'normal', quantity: '0.5', ...withLang(lang) },
        { token, key: true },
      ),
    ).data;
    expect(sold?.sale.projectName).toBe(name);
  });

  it('keep the other filters of the lists working beside the language', async () => {
    const completed = await server.call<{ items: { projectName: string }[] }>(
      'GET',
      '/orders/list',
      { status: 'completed', kind: 'purchase', lang: 'cn' },
      { token },
    );
    expect(completed.data.items.map((order) => order.projectName).sort()).toEqual(
      [CN.name, PLAIN].sort(),
    );
    const pending = await server.call<{ items: { projectName: string }[] }>(
      'GET',
      '/credits/sales',
      { status: 'pending', lang: 'cn' },
      { token },
    );
    expect(pending.data.items.map((sale) => sale.projectName).sort()).toEqual(
      [CN.name, PLAIN].sort(),
    );
  });
});
