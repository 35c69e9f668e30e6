import QRCode from 'qrcode';

/** The dark modules of a QR code, row by row: what the page and the PDF draw. */
export interface QrModules {
  size: number;
  dark(row: number, column: number): boolean;
}

/** The QR code of `text` (a certificate's address), with medium error correction. */
export function qrModules(text: string): QrModules {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (row, column) => modules.get(row, column) === 1 };
}

/** Quiet modules around the code, as the QR standard asks. */
export const QR_MARGIN = 4;

/** The code as an SVG element: one path of unit squares, crisp at any size. */
export function qrSvg(modules: QrModules, label: string, pixels = 160): string {
  const side = modules.size + 2 * QR_MARGIN;
  let path = '';
  for (let row = 0; row < modules.size; row += 1)
    for (let column = 0; column < modules.size; column += 1)
      if (modules.dark(row, column)) path += `M${column + QR_MARGIN} ${row + QR_MARGIN}h1v1h-1z`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" width="${pixels}" ` +
    `height="${pixels}" role="img" aria-label="${label}" shape-rendering="crispEdges">` +
    `<rect width="${side}" height="${side}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`
  );
}
