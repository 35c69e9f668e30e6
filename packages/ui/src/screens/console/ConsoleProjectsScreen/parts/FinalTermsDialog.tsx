import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatTons } from '@carbonmarket/domain';
import { finalTermsFormSchema } from '@carbonmarket/domain/contract';
import { Button } from '../../../../components/Button/Button';
import { Dialog } from '../../../../components/Dialog/Dialog';
import { ErrorState } from '../../../../components/ErrorState/ErrorState';
import { Notice } from '../../../../components/Notice/Notice';
import { Spinner } from '../../../../components/Spinner/Spinner';
import { Heading } from '../../../../components/Typography/Heading';
import { Text } from '../../../../components/Typography/Text';
import { Form } from '../../../../forms/Form';
import { FormTextField } from '../../../../forms/FormTextField';
import { useDomainForm } from '../../../../forms/useDomainForm';
import { useErrorText } from '../../../../i18n/useErrorText';
import { useLocale } from '../../../../i18n/useLocale';
import type { ActionState } from '../../shared/itemActions';
import type { FinalPreview, FinalTerms } from '../projectsTypes';
import { FinalShareList } from './FinalShareList';

/** What the terms' form holds while it is filled in: the figures as typed. */
interface TermsValues {
  finalUnitPrice: string;
  finalTons: string;
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
`;

const Working = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
`;

const Buttons = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
`;

/** The preview of the terms asked for: each booking's share, or why there is none yet. */
function PreviewStep({
  preview,
  onConfirm,
  onChange,
}: {
  preview: FinalPreview | undefined;
  onConfirm: (terms: FinalTerms) => void;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const errorText = useErrorText();
  const bookings = preview?.bookings ?? { status: 'loading' as const };
  const body = () => {
    switch (bookings.status) {
      case 'loading':
        return (
          <Working role="status">
            <Spinner label={null} />
            <Text size="sm">{t('console.projects.final.previewing')}</Text>
          </Working>
        );
      case 'error':
        return (
          <ErrorState
            variant="inline"
            title={t('console.projects.final.previewError')}
            message={errorText(bookings.error ?? 'OPERATION_FAILED')}
          />
        );
      case 'ready':
        return bookings.data.length === 0 ? (
          <Text size="sm">{t('console.projects.final.noBookings')}</Text>
        ) : (
          <>
            <Text size="sm" weight="semibold">
              {t('console.projects.final.bookings', { count: bookings.data.length })}
            </Text>
            <FinalShareList bookings={bookings.data} />
          </>
        );
      default:
        return bookings satisfies never;
    }
  };
  return (
    <Stack>
      {preview === undefined ? null : (
        <Heading level={3} size="md" weight="bold">
          {t('console.projects.final.heading', {
            price: formatMoney(preview.terms.finalUnitPrice, locale),
            tons: formatTons(preview.terms.finalTons, locale),
          })}
        </Heading>
      )}
      {body()}
      {bookings.status === 'ready' ? (
        <Notice tone="warning">{t('console.projects.final.note')}</Notice>
      ) : null}
      <Buttons>
        {preview !== undefined && bookings.status === 'ready' ? (
          <Button fullWidth onClick={() => onConfirm(preview.terms)}>
            {t('console.projects.final.confirm')}
          </Button>
        ) : null}
        <Button variant="secondary" fullWidth onClick={onChange}>
          {t('console.projects.final.change')}
        </Button>
      </Buttons>
    </Stack>
  );
}

export interface FinalTermsDialogProps extends ActionState {
  /** The presale's name, in the dialog's title. */
  name: string;
  /** The preview last asked for on this project, as the app has it so far. */
  preview?: FinalPreview;
  /** Asks what the terms typed would do (`admin.presaleFinalPreview`). */
  onPreview: (terms: FinalTerms) => void;
  /** Sets the terms previewed (`admin.setPresaleFinal`). */
  onConfirm: (terms: FinalTerms) => void;
}

/**
 * Set final terms, for a presale without them: a button, then a dialog in two steps. The final
 * unit price and tons are typed and checked by the endpoint's own rules; Preview shows what each
 * booking would owe, from the server's own reckoning; only then can the terms be set, once and
 * for good. Change the figures goes back to the form with the figures typed.
 */
export function FinalTermsDialog({
  name,
  preview,
  onPreview,
  onConfirm,
  loading,
  disabled,
}: FinalTermsDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<'terms' | 'preview'>('terms');
  const form = useDomainForm<TermsValues, FinalTerms>(finalTermsFormSchema, {
    finalUnitPrice: '',
    finalTons: '',
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setStep('terms');
      }}
      title={t('console.projects.final.title', { name })}
      description={t('console.projects.final.message')}
      trigger={
        <Button variant="primary" size="sm" loading={loading} disabled={disabled}>
          {t('console.projects.final.action')}
        </Button>
      }
    >
      {step === 'terms' ? (
        <Form
          form={form}
          onSubmit={(terms) => {
            setStep('preview');
            onPreview(terms);
          }}
          actions={
            <>
              <Button type="submit" fullWidth>
                {t('console.projects.final.preview')}
              </Button>
              <Button variant="secondary" fullWidth onClick={() => setOpen(false)}>
                {t('console.projects.back')}
              </Button>
            </>
          }
        >
          <FormTextField
            control={form.control}
            name="finalUnitPrice"
            label={t('console.projects.final.price')}
            inputMode="decimal"
            required
          />
          <FormTextField
            control={form.control}
            name="finalTons"
            label={t('console.projects.final.tons')}
            inputMode="decimal"
            required
          />
        </Form>
      ) : (
        <PreviewStep
          preview={preview}
          onConfirm={(terms) => {
            setOpen(false);
            setStep('terms');
            onConfirm(terms);
          }}
          onChange={() => setStep('terms')}
        />
      )}
    </Dialog>
  );
}
