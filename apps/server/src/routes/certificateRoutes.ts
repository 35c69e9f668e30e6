import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import { certificatePath, certificatePdfPath, isCertificateId } from '@carbonmarket/domain';
import type { Lang } from '@carbonmarket/domain/contract';
import { ownOrigin } from '../realtime/socketAddress';
import { certificateView } from '../certificate/certificateView';
import { certificateNotFoundPage, certificatePage } from '../certificate/certificatePage';
import { certificatePdf } from '../certificate/certificatePdf';
import { createPdfCache } from '../certificate/pdfCache';

export interface CertificateRoutesOptions {
  /** The server is reached over TLS: the QR code's address is https. */
  behindTls: boolean;
}

/**
 * The language of a certificate's page: `?lang=cn|en` when given, else the first language the
 * browser asks for that is Chinese or English (Accept-Language, by weight), else English.
 */
export function certificateLang(query: unknown, acceptLanguage: string | undefined): Lang {
  if (query === 'cn' || query === 'en') return query;
  const asked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q) };
    })
    .filter(({ tag, q }) => tag !== '' && q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of asked) {
    if (tag === 'zh' || tag.startsWith('zh-')) return 'cn';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return 'en';
}

/** PDFs kept in memory, across certificates, languages and origins. */
const PDFS_KEPT = 64;

/**
 * A certificate's public addresses, no sign-in needed (ADR 045): `/certificate/<id>`, the page
 * that verifies it, and `/certificate/<id>.pdf`, the certificate itself; each in English or
 * Chinese. `<id>` is the certificate's random public id, never the retirement's row id, so the
 * addresses can be neither guessed nor counted through. An address that names no certificate
 * answers a 404 page. Requests are limited per address; search engines are asked to keep away
 * and the address is never sent on as a referrer.
 */
export const certificateRoutes: FastifyPluginAsync<CertificateRoutesOptions> = async (
  app,
  { behindTls },
) => {
  const { retirements } = app.services.market;
  const rule = app.services.throttle.certificate;
  const limit = app.createRateLimit({
    max: rule.limit,
    timeWindow: rule.windowMs,
    keyGenerator: (request: FastifyRequest) => `certificate:${normalizeIP(request.ip)}`,
  });
  const pdfs = createPdfCache(PDFS_KEPT);

  app.get<{ Params: { file: string }; Querystring: { lang?: unknown } }>(
    '/certificate/:file',
    async (request, reply) => {
      reply
        .header('Referrer-Policy', 'no-referrer')
        .header('X-Robots-Tag', 'noindex, nofollow')
        .header('Vary', 'Accept-Language');
      const lang = certificateLang(request.query.lang, request.headers['accept-language']);
      const counted = await limit(request);
      if (!counted.isAllowed && counted.isExceeded)
        return reply.code(429).type('text/plain; charset=utf-8').send('Too many requests');
      const { file } = request.params;
      const wantsPdf = file.endsWith('.pdf');
      const id = wantsPdf ? file.slice(0, -'.pdf'.length) : file;
      const retirement = isCertificateId(id) ? await retirements.byCertificate(id, lang) : null;
      if (!retirement)
        return reply
          .code(404)
          .header('Cache-Control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(certificateNotFoundPage(lang));
      const origin = ownOrigin(request.headers, behindTls);
      if (!origin) return reply.code(400).type('text/plain; charset=utf-8').send('Bad request');
      const view = certificateView(retirement, lang, `${origin}${certificatePath(id)}`);
      reply.header('Cache-Control', 'no-cache');
      if (wantsPdf) {
        const pdf = await pdfs.get(`${id} ${lang} ${origin}`, () => certificatePdf(view));
        return reply
          .type('application/pdf')
          .header('Content-Disposition', `inline; filename="certificate-${id}-${lang}.pdf"`)
          .send(pdf);
      }
      return reply.type('text/html; charset=utf-8').send(
        certificatePage(view, {
          pdf: `${certificatePdfPath(id)}?lang=${lang}`,
          otherLanguage: `${certificatePath(id)}?lang=${lang === 'en' ? 'cn' : 'en'}`,
        }),
      );
    },
  );
};
