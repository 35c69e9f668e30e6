// A PDF's text as a reader would select it, read back with Mozilla's pdf.js (as the server's
// certificate tests do), with every space taken out: pdf.js splits a line wherever the font
// changes, so a journey compares the words without their spacing.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function squeezedPdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  await pdf.destroy();
  return pages.join('').replace(/\s+/g, '');
}

/** `value` as `squeezedPdfText` reads it. */
export const squeezed = (value: string): string => value.replace(/\s+/g, '');
