import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { CertificateView } from './certificateView';
import { QR_MARGIN, qrModules } from './certificateQr';

const require = createRequire(import.meta.url);

/**
 * Noto Sans SC (the app's Chinese typeface) as TrueType, from `@expo-google-fonts/noto-sans-sc`
 * (ADR 045): it has the Latin letters and digits too, so one font writes both languages. Read on
 * the first PDF (about 10 MB) and kept; each PDF embeds only the glyphs it uses.
 */
const FONT_FILE = '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf';
let font: Buffer | undefined;
const certificateFont = (): Buffer => (font ??= readFileSync(require.resolve(FONT_FILE)));

const GREEN = '#0f5132';
const GREY = '#4b5f53';
const INK = '#14251c';

/** Fixed instants make the same certificate give the same bytes (no creation date in the file). */
const EPOCH = new Date(0);

/** The certificate as an A4 PDF in its view's language, its text selectable and searchable. */
export function certificatePdf(view: CertificateView): Promise<Buffer> {
  const { texts } = view;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: texts.htmlLang,
    info: {
      Title: texts.title,
      Author: texts.issuer,
      Creator: texts.issuer,
      Producer: texts.issuer,
      CreationDate: EPOCH,
      ModDate: EPOCH,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.registerFont('noto', certificateFont());
  doc.font('noto');
  const width = doc.page.width - 2 * 56;
  const left = 56;

  doc
    .rect(36, 36, doc.page.width - 72, doc.page.height - 72)
    .lineWidth(1.5)
    .stroke(GREEN);
  doc.fillColor(GREEN).fontSize(22).text(texts.title, left, 72, { width, align: 'center' });
  doc.moveDown(0.4);
  doc.fillColor(GREY).fontSize(10).text(texts.verified, { width, align: 'center' });
  doc.moveDown(1.2);
  doc.fillColor(INK).fontSize(12).text(view.statement, left, doc.y, { width, align: 'left' });
  doc.moveDown(1.2);

  const labelWidth = 120;
  for (const { label, value } of view.rows) {
    const y = doc.y;
    doc.fillColor(GREY).fontSize(10).text(label, left, y, { width: labelWidth });
    doc
      .fillColor(INK)
      .fontSize(11)
      .text(value, left + labelWidth + 12, y, { width: width - labelWidth - 12 });
    doc.moveDown(0.5);
  }

  // The QR code of the verification page, drawn module by module (vector, no image).
  const modules = qrModules(view.verificationUrl);
  const side = 120;
  const unit = side / (modules.size + 2 * QR_MARGIN);
  const top = Math.max(doc.y + 16, doc.page.height - 72 - side - 40);
  const x0 = (doc.page.width - side) / 2;
  for (let row = 0; row < modules.size; row += 1)
    for (let column = 0; column < modules.size; column += 1)
      if (modules.dark(row, column))
        doc.rect(x0 + (column + QR_MARGIN) * unit, top + (row + QR_MARGIN) * unit, unit, unit);
  doc.fill('#000000');
  doc
    .fillColor(GREY)
    .fontSize(9)
    .text(texts.scan, left, top + side + 4, { width, align: 'center' })
    .text(view.verificationUrl, { width, align: 'center', link: view.verificationUrl });
  doc.end();
  return done;
}
