import { useTranslation } from 'react-i18next';
import { formatMoney } from '@carbonmarket/domain';
import type { MembershipLevel, MembershipPlan } from '@carbonmarket/domain';
import { ConfirmDialog } from '../../../../components/ConfirmDialog/ConfirmDialog';
import { formatDate } from '../../../../i18n/formatDate';
import { useLocale } from '../../../../i18n/useLocale';
import type { PlanChoice } from '../planChoice';

/** A plan the member asked to buy, with what buying it does. */
export interface PlanToConfirm {
  plan: MembershipPlan;
  choice: Exclude<PlanChoice, { kind: 'lower' }>;
}

export interface JoinConfirmProps {
  /** The plan asked for; null keeps the dialog closed. */
  asked: PlanToConfirm | null;
  /** The level held now, which an upgrade ends. */
  held: MembershipLevel;
  onConfirm: (plan: MembershipPlan) => void;
  onCancel: () => void;
}

/**
 * Asks before paying: the price from the available balance, the new level and its new end (from
 * now, or from the current end for a renewal, as the server will count it).
 */
export function JoinConfirm({ asked, held, onConfirm, onCancel }: JoinConfirmProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const words =
    asked === null
      ? null
      : (() => {
          const { plan, choice } = asked;
          const price = formatMoney(plan.price, locale);
          const values = {
            level: plan.level,
            price,
            held,
            date: formatDate(choice.expiresAt, locale),
          };
          return {
            title: t(`profile.membership.confirm.title.${choice.kind}`, values),
            message: t(`profile.membership.confirm.message.${choice.kind}`, values),
            action: t('profile.membership.confirm.action'),
          };
        })();
  return (
    <ConfirmDialog
      open={asked !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={words?.title ?? ''}
      message={words?.message}
      confirmLabel={words?.action}
      onConfirm={() => {
        if (asked !== null) onConfirm(asked.plan);
      }}
    />
  );
}
