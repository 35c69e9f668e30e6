import styled, { css } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../icons/Icon';
import { Button } from '../Button/Button';
import { Text } from '../Typography/Text';

/** `page` fills the space of content that failed to load; `inline` is a compact row inside a card or list. */
export type ErrorStateVariant = 'page' | 'inline';

const Root = styled.div<{ $variant: ErrorStateVariant }>`
  display: flex;
  width: 100%;
  ${({ theme, $variant }) =>
    $variant === 'page'
      ? css`
          flex-direction: column;
          align-items: center;
          gap: ${theme.space[200]};
          padding: ${theme.space[1000]} ${theme.space[600]};
          text-align: center;
        `
      : css`
          flex-direction: row;
          align-items: flex-start;
          gap: ${theme.space[300]};
          padding: ${theme.space[300]} ${theme.space[400]};
          border: 1px solid ${theme.color.border.default};
          border-radius: ${theme.radius.lg};
          background: ${theme.color.bg.surface};
        `}
`;

const Badge = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.avatarLg};
  height: ${({ theme }) => theme.size.avatarLg};
  margin-bottom: ${({ theme }) => theme.space[200]};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.status.critical.bg};
  color: ${({ theme }) => theme.color.status.critical.fg};
`;

const InlineIcon = styled.span`
  display: inline-flex;
  flex: none;
  padding-top: ${({ theme }) => theme.space['050']};
  color: ${({ theme }) => theme.color.text.critical};
`;

const Words = styled.div<{ $variant: ErrorStateVariant }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $variant }) => ($variant === 'page' ? 'center' : 'flex-start')};
  gap: ${({ theme }) => theme.space[100]};
  flex: 1 1 auto;
  min-width: 0;
  max-width: ${({ $variant }) => ($variant === 'page' ? '300px' : 'none')};
`;

const RetrySlot = styled.div<{ $variant: ErrorStateVariant }>`
  flex: none;
  margin-top: ${({ theme, $variant }) => ($variant === 'page' ? theme.space[400] : '0')};
  margin-block: ${({ theme, $variant }) => ($variant === 'inline' ? `-${theme.space[100]}` : undefined)};
`;

export interface ErrorStateProps {
  /** Picture for the failure: `cloudOff` when the network is down, `error` otherwise. @default 'error' */
  icon?: 'error' | 'cloudOff';
  /** Headline, supplied by the screen; defaults to the translated "Something went wrong". */
  title?: string;
  /** What failed or what to do, supplied by the screen (usually the translated error code). */
  message?: string;
  /** Called by the "Try again" button; without it no button shows. */
  onRetry?: () => void;
  /** `page` fills the space of the failed content; `inline` is a compact row. @default 'page' */
  variant?: ErrorStateVariant;
  /** Shows the retry button busy while the new attempt runs. @default false */
  retrying?: boolean;
}

/** Takes the place of content that failed to load, says so, and offers to try again. */
export function ErrorState({
  icon = 'error',
  title,
  message,
  onRetry,
  variant = 'page',
  retrying = false,
}: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <Root $variant={variant}>
      {variant === 'page' ? (
        <Badge>
          <Icon name={icon} size={32} />
        </Badge>
      ) : (
        <InlineIcon>
          <Icon name={icon} size={20} />
        </InlineIcon>
      )}
      <Words $variant={variant} role="alert">
        <Text
          size={variant === 'page' ? 'md' : 'sm'}
          weight="semibold"
          tone="primary"
          breakAnywhere
        >
          {title ?? t('feedback.errorState.title')}
        </Text>
        {message !== undefined ? (
          <Text size="sm" tone="secondary" breakAnywhere>
            {message}
          </Text>
        ) : null}
      </Words>
      {onRetry !== undefined ? (
        <RetrySlot $variant={variant}>
          <Button
            variant={variant === 'page' ? 'primary' : 'plain'}
            size={variant === 'page' ? 'md' : 'sm'}
            icon={variant === 'page' ? 'refresh' : undefined}
            loading={retrying}
            onClick={onRetry}
          >
            {t('common.retry')}
          </Button>
        </RetrySlot>
      ) : null}
    </Root>
  );
}
