import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { buy, createProject, quickMember } from '../testing/marketFixtures';
import { retire } from '../testing/retirementFixtures';
import type { RetirementReply } from '../testing/retirementFixtures';
import { pdfText } from '../testing/pdfText';
import { QR_MARGIN, qrModules } from './certificateQr';

let server: TestServer;
let retirement: RetirementReply;
beforeAll(async () => {
  server = await startTestServer();
  const project = await createProject(server, {
    unitPrice: '10',
    registration: { registry: 'gold_standard', registryId: 'GS1247' },
    translations: {
      cn: { name: '婆罗洲泥炭地复湿', location: '印度尼西亚', introduction: '保持泥炭湿润。' },
    },
  });
  const m = await quickMember(server);
  await server.fund(m.memberId, 100_000n);
  await buy(server, m.token, project.id, '20');
  await retire(server, m.token, { projectId: project.id, quantity: '5' });
  retirement = (
    await retire(server, m.token, {
      projectId: project.id,
      quantity: '12',
      beneficiary: '张喆 (Zhang Zhe)',
      reason: '抵消2026年全家的航班排放',
    })
  ).data.retirement;
});
afterAll(() => server.close());

const pdf = async (query = '') => {
  const res = await fetch(`${server.base}${retirement.pdfPath}${query}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  return new Uint8Array(await res.arrayBuffer());
};

/** The text of a PDF with the spaces pdf.js puts between items taken out. */
const squeezed = async (bytes: Uint8Array) => (await pdfText(bytes)).replace(/\s+/g, '');

/** Every stream of the PDF, inflated where it is compressed: where its font's name is. */
function pdfObjects(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes);
  const text = raw.toString('latin1');
  let out = text;
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = text.indexOf('endstream', start);
    try {
      out += inflateSync(raw.subarray(start, end)).toString('latin1');
    } catch {
      // Not a deflated stream (or not whole): its bytes are in `text` already.
    }
  }
  return out;
}

describe('the certificate as a PDF', () => {
  it('names the tons, the serials and the beneficiary in English', async () => {
    const bytes = await pdf();
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = await squeezed(bytes);
    for (const shown of [
      'Certificateofcarboncreditretirement',
      '12t',
      `CM-${retirement.projectId}-GS-GS1247-2024-000000006-000000017`,
      '张喆(ZhangZhe)',
      '抵消2026年全家的航班排放',
      'BorneoPeatlandRewetting',
      'GoldStandardGS1247',
      '20November2026',
      'ThiscertificateisonrecordwithCarbonMarket.',
      retirement.certificateId,
      `${server.base}/certificate/${retirement.certificateId}`.replace(/\s+/g, ''),
    ])
      expect(text, shown).toContain(shown);
  });

  it('names the tons, the serials and the beneficiary in Chinese, with the glyphs embedded', async () => {
    const bytes = await pdf('?lang=cn');
    const text = await squeezed(bytes);
    for (const shown of [
      '碳信用注销证书',
      '12吨',
      retirement.serials.text,
      '受益人',
      '张喆(ZhangZhe)',
      '婆罗洲泥炭地复湿',
      '2026年11月20日',
      '本证书已在碳交易市场登记。',
    ])
      expect(text, shown).toContain(shown);
    expect(text).not.toContain('CarbonMarket');
    // One font, TrueType, embedded as a subset of Noto Sans SC: no reader needs a font of its own.
    const objects = pdfObjects(bytes);
    expect(objects).toMatch(/\/FontFile2 /);
    expect(objects).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC-Regular/);
    expect(objects).not.toMatch(/\/Subtype \/Type1/);
    // Subset: the whole font is about 10 MB.
    expect(bytes.byteLength).toBeLessThan(60_000);
  });

  it('is made once per language and origin, then sent again as it was', async () => {
    const [a, b] = await Promise.all([pdf('?lang=cn'), pdf('?lang=cn')]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    expect(Buffer.from(await pdf()).equals(Buffer.from(a))).toBe(false);
  });

  it('of an unknown certificate is the 404 page', async () => {
    const res = await fetch(`${server.base}/certificate/zzzzzzzzzzzzzzzzzzzzzzzzzz.pdf`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });
});

describe('the QR code', () => {
  it('reads back as the verification page’s address', () => {
    const url = `https://market.example.sg/certificate/${'a'.repeat(26)}`;
    const modules = qrModules(url);
    // Drawn as a picture, four pixels a module, and read with a QR reader.
    const scale = 4;
    const side = (modules.size + 2 * QR_MARGIN) * scale;
    const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
    for (let y = 0; y < side; y += 1)
      for (let x = 0; x < side; x += 1) {
        const row = Math.floor(y / scale) - QR_MARGIN;
        const column = Math.floor(x / scale) - QR_MARGIN;
        const inside = row >= 0 && column >= 0 && row < modules.size && column < modules.size;
        if (inside && modules.dark(row, column))
          pixels.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
      }
    expect(jsQR(pixels, side, side)?.data).toBe(url);
  });
});
