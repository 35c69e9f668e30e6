import { useTranslation } from 'react-i18next';
import { groupedMobile, maskedAccountNumber } from '@carbonmarket/domain';
import type { BankCard } from '@carbonmarket/domain';
import { Card } from '../../../../components/Card/Card';
import { FactRows } from '../../../../components/FactRows/FactRows';
import { Heading } from '../../../../components/Typography/Heading';
import { Text } from '../../../../components/Typography/Text';

export interface SavedBankCardProps {
  card: BankCard;
}

/** The saved account: the bank, the number's last digits, the holder and the PayNow number. */
export function SavedBankCard({ card }: SavedBankCardProps) {
  const { t } = useTranslation();
  return (
    <>
      <Card>
        <Heading level={2} size="md" weight="semibold" tone="primary">
          {t('wallet.bankCard.saved.title')}
        </Heading>
        <FactRows
          label={t('wallet.bankCard.saved.facts')}
          facts={[
            { key: 'bank', term: t('wallet.bankCard.field.bank'), detail: card.bankName },
            {
              key: 'account',
              term: t('wallet.bankCard.field.accountNumber'),
              detail: (
                <span
                  aria-label={t('wallet.bankCard.saved.endingIn', {
                    digits: card.accountNumber.slice(-4),
                  })}
                >
                  {maskedAccountNumber(card.accountNumber)}
                </span>
              ),
            },
            { key: 'holder', term: t('wallet.bankCard.field.holderName'), detail: card.holderName },
            {
              key: 'paynow',
              term: t('wallet.bankCard.field.paynowNumber'),
              detail:
                card.paynowNumber === null
                  ? t('wallet.bankCard.saved.noPaynow')
                  : groupedMobile(card.paynowNumber),
            },
          ]}
        />
      </Card>
      <Text size="sm" tone="secondary">
        {card.paynowNumber === null
          ? t('wallet.bankCard.saved.paidToAccount')
          : t('wallet.bankCard.saved.paidEitherWay')}
      </Text>
    </>
  );
}
