import styled from 'styled-components';
import { QRCodeSVG } from 'qrcode.react';

const Frame = styled.figure`
  display: flex;
  justify-content: center;
  margin: 0 auto;
  border-radius: ${({ theme }) => theme.radius.lg};
  /* Dark modules on white in both themes (the code's own four-module margin is the quiet zone):
     banking apps read codes by their contrast. */
  background: #ffffff;
  width: fit-content;
`;

/** PayNow's purple, the colour payers recognise the code by. */
const PAYNOW_PURPLE = '#7c1a78';

export interface PayNowCodeProps {
  /** The SGQR payload (`topUpPayload` of the domain). */
  payload: string;
  /** What the code is, for assistive technology: the amount, the payee and the reference. */
  label: string;
  /** The side of the code in CSS pixels. @default 208 */
  size?: number;
}

/**
 * A PayNow QR code, drawn as SVG by qrcode.react at error correction level M (what SGQR codes
 * use), on white in both themes, named for screen readers by `label`.
 */
export function PayNowCode({ payload, label, size = 208 }: PayNowCodeProps) {
  return (
    <Frame>
      <QRCodeSVG
        value={payload}
        size={size}
        level="M"
        marginSize={4}
        fgColor={PAYNOW_PURPLE}
        bgColor="#ffffff"
        title={label}
        role="img"
        aria-label={label}
        data-payload={payload}
      />
    </Frame>
  );
}
