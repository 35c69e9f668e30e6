import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../icons/Icon';
import type { IconName } from '../../icons/Icon';
import { Button } from '../Button/Button';
import { Heading } from '../Typography/Heading';
import { Text } from '../Typography/Text';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  width: 100%;
  padding: ${({ theme }) => `${theme.space[1000]} ${theme.space[600]}`};
  text-align: center;
`;

const Badge = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.avatarLg};
  height: ${({ theme }) => theme.size.avatarLg};
  margin-bottom: ${({ theme }) => theme.space[200]};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.bg.subtle};
  color: ${({ theme }) => theme.color.text.secondary};
`;

const Title = styled(Heading)`
  max-width: 300px;
`;

const Description = styled(Text)`
  max-width: 300px;
`;

const ActionSlot = styled.div`
  margin-top: ${({ theme }) => theme.space[400]};
`;

export interface EmptyStateProps {
  /** Picture above the text. @default 'inbox' */
  icon?: IconName;
  /** What is empty, supplied by the screen (for example "No orders yet"); defaults to the translated "Nothing here yet". */
  title?: string;
  /** What the user can do about it. */
  description?: string;
  /** Label of the button that fills the list (for example "Browse projects"); shown with `onAction`. */
  actionLabel?: string;
  /** Called when the action button is pressed. */
  onAction?: () => void;
  /** Heading level of the title, to fit the page outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
}

/** Fills a list or page that has nothing to show yet, and points to the next step. */
export function EmptyState({
  icon = 'inbox',
  title,
  description,
  actionLabel,
  onAction,
  headingLevel = 2,
}: EmptyStateProps) {
  const { t } = useTranslation();
  return (
    <Root>
      <Badge>
        <Icon name={icon} size={32} />
      </Badge>
      <Title level={headingLevel} size="md" weight="semibold" tone="primary" breakAnywhere>
        {title ?? t('feedback.emptyState.title')}
      </Title>
      {description !== undefined ? (
        <Description size="sm" tone="secondary" breakAnywhere>
          {description}
        </Description>
      ) : null}
      {actionLabel !== undefined && onAction !== undefined ? (
        <ActionSlot>
          <Button variant="secondary" onClick={onAction}>
            {actionLabel}
          </Button>
        </ActionSlot>
      ) : null}
    </Root>
  );
}
