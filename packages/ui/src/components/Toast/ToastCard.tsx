import styled, { keyframes } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { StatusIcon } from '../../icons/StatusIcon';
import type { StatusIconName } from '../../icons/statusPaths';
import { Spinner } from '../Spinner/Spinner';
import type { ToastType } from './useToast';

const icons: Record<Exclude<ToastType, 'loading'>, StatusIconName> = {
  success: 'success',
  error: 'error',
  info: 'info',
};

const enter = keyframes`
  from { transform: scale(0.92); }
  to { transform: scale(1); }
`;

const Card = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  min-width: 128px;
  max-width: 280px;
  padding: ${({ theme }) => `${theme.space[400]} ${theme.space[500]}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.inverse};
  color: ${({ theme }) => theme.color.text.onInverse};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-align: center;
  overflow-wrap: anywhere;
  animation: ${enter} ${({ theme }) => `${theme.motion.duration.base} ${theme.motion.easing.enter}`};
`;

/** The toast's box: its icon (a spinner while loading) and its text. */
export function ToastCard({ type, message }: { type: ToastType; message: string }) {
  const { t } = useTranslation();
  return (
    <Card data-toast={type}>
      {type === 'loading' ? (
        <Spinner size={32} label={t('feedback.toast.loading')} />
      ) : (
        <StatusIcon name={icons[type]} size={36} title={t(`feedback.toast.${type}`)} />
      )}
      <span>{message}</span>
    </Card>
  );
}
