import styled from 'styled-components';

/** Quiet modules around the code, as the QR standard asks. */
const MARGIN = 4;

export interface QrCodeProps {
  /** The code's modules, one string of `0` and `1` per row (as the server draws them). */
  rows: readonly string[];
  /** What the code holds, read by assistive technology. */
  label: string;
  /** Width and height in CSS pixels. @default 184 */
  size?: number;
}

const Frame = styled.svg`
  display: block;
  /* Black on white in either theme: a phone's camera reads nothing else reliably. */
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.sm};
`;

/** The path of every dark module: one unit square each, crisp at any size. */
const modulesPath = (rows: readonly string[]) => {
  let path = '';
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x += 1)
      if (row[x] === '1') path += `M${x + MARGIN} ${y + MARGIN}h1v1h-1z`;
  });
  return path;
};

/** A QR code drawn from its modules, as an image with a label. */
export function QrCode({ rows, label, size = 184 }: QrCodeProps) {
  const side = (rows[0]?.length ?? 0) + 2 * MARGIN;
  return (
    <Frame
      viewBox={`0 0 ${side} ${side}`}
      width={size}
      height={size}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <path d={modulesPath(rows)} fill="#000" />
    </Frame>
  );
}
