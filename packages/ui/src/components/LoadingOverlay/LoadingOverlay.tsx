import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../Spinner/Spinner';
import { useDocumentBody } from '../portal/useDocumentBody';

/** Covers the whole screen and takes every press, so nothing under it can be used while work runs. */
const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[1000]};
  background: ${({ theme }) => theme.color.bg.overlay};
  pointer-events: auto;
  touch-action: none;
  cursor: progress;
`;

const Card = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  min-width: 128px;
  max-width: 280px;
  padding: ${({ theme }) => `${theme.space[500]} ${theme.space[500]} ${theme.space[400]}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-align: center;
  overflow-wrap: anywhere;
`;

const SpinnerColour = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.color.text.brand};
`;

export interface LoadingOverlayProps {
  /** Shows the overlay. @default true */
  open?: boolean;
  /** What is happening, supplied by the screen (for example "Submitting order"); defaults to the translated "Loading". */
  message?: string;
}

/**
 * A full-screen, blocking loading state for work the user must wait for (placing an order,
 * signing in). For a non-blocking hint use a loading toast instead.
 */
export function LoadingOverlay({ open = true, message }: LoadingOverlayProps) {
  const { t } = useTranslation();
  const body = useDocumentBody();
  if (!open || !body) return null;
  return createPortal(
    <Backdrop role="status" aria-live="polite" aria-busy="true" data-loading-overlay="">
      <Card>
        <SpinnerColour>
          <Spinner size={32} label={null} />
        </SpinnerColour>
        <span>{message ?? t('feedback.loadingOverlay.message')}</span>
      </Card>
    </Backdrop>,
    body,
  );
}
