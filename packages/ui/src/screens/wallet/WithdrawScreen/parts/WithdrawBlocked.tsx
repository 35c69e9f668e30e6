import { useTranslation } from 'react-i18next';
import type { Money } from '@carbonmarket/domain';
import { formatMoney } from '@carbonmarket/domain';
import { ButtonLink } from '../../../../components/Button/ButtonLink';
import { EmptyState } from '../../../../components/EmptyState/EmptyState';
import { useLocale } from '../../../../i18n/useLocale';
import type { ScreenLinks } from '../../../../links/screenLinks';

/** Why the form does not show, in the order the page checks. */
export type WithdrawBlock = 'risk' | 'locked' | 'noCard' | 'noPassword';

export interface WithdrawBlockedProps {
  block: WithdrawBlock;
  /** The money held after wrong withdrawal passwords (shown when locked). */
  frozen: Money;
  links: Pick<ScreenLinks, 'bankCard' | 'withdrawalPassword' | 'contact'>;
}

/**
 * The member cannot withdraw yet, or at all for now: what stands in the way and the one thing to
 * do about it (save the bank account, set the withdrawal password, or contact us).
 */
export function WithdrawBlocked({ block, frozen, links }: WithdrawBlockedProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const action =
    block === 'noCard'
      ? { href: links.bankCard, label: t('wallet.withdraw.blocked.noCard.action') }
      : block === 'noPassword'
        ? {
            href: links.withdrawalPassword,
            label: t('wallet.withdraw.blocked.noPassword.action'),
          }
        : { href: links.contact, label: t('wallet.withdraw.blocked.contact') };
  return (
    <>
      <EmptyState
        icon={block === 'noCard' ? 'card' : block === 'risk' ? 'info' : 'lock'}
        title={t(`wallet.withdraw.blocked.${block}.title`)}
        description={t(`wallet.withdraw.blocked.${block}.description`, {
          frozen: formatMoney(frozen, locale),
        })}
        headingLevel={2}
      />
      {action.href === undefined ? null : (
        <ButtonLink href={action.href} fullWidth>
          {action.label}
        </ButtonLink>
      )}
    </>
  );
}
