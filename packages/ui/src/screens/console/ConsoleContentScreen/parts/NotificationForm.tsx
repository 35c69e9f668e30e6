import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ErrorCode, ErrorParams } from '@carbonmarket/domain';
import { TEXT_MAX_LENGTH } from '@carbonmarket/domain';
import { NOTIFICATION_BODY_MAX_LENGTH } from '@carbonmarket/domain/contract';
import { Button } from '../../../../components/Button/Button';
import { ConfirmDialog } from '../../../../components/ConfirmDialog/ConfirmDialog';
import { Form } from '../../../../forms/Form';
import { FormSegmentedControl } from '../../../../forms/FormSegmentedControl';
import { FormTextField } from '../../../../forms/FormTextField';
import { useDomainForm } from '../../../../forms/useDomainForm';
import type { FieldErrors } from '../../../../forms/serverErrors';
import type { NotificationDraft } from '../contentTypes';
import { FormTextArea } from '../../shared/FormTextArea';
import { FieldGroup } from '../../shared/FieldGroup';
import { MemberIdField } from './MemberIdField';
import { AUDIENCES, notificationFormSchema } from './notificationFormSchema';
import type { NotificationValues } from './notificationFormSchema';

const LANGS = ['en', 'cn'] as const;

const EMPTY: NotificationValues = {
  audience: 'all',
  memberId: '',
  title: { en: '', cn: '' },
  body: { en: '', cn: '' },
};

export interface NotificationFormProps {
  /** Called with the notification once it passes the endpoint's schema and is confirmed. */
  onSend: (draft: NotificationDraft) => void;
  /** It is being sent: the button shows busy and the fields wait. */
  sending: boolean;
  /** The server's refusal, placed on its fields or in the form's banner. */
  error?: ErrorCode | undefined;
  errorParams?: ErrorParams | undefined;
  fieldErrors?: FieldErrors | undefined;
}

/**
 * A notification to write: to every member or to one (by id), its title and body in English and
 * in Chinese. Send asks to confirm, naming who will get it; members see it at once in their
 * notifications.
 */
export function NotificationForm({
  onSend,
  sending,
  error,
  errorParams,
  fieldErrors,
}: NotificationFormProps) {
  const { t } = useTranslation();
  const form = useDomainForm<NotificationValues, NotificationDraft>(
    notificationFormSchema(),
    EMPTY,
  );
  const audience = useWatch({ control: form.control, name: 'audience' });
  const [pending, setPending] = useState<NotificationDraft | null>(null);
  return (
    <>
      <Form
        form={form}
        onSubmit={setPending}
        busy={sending}
        title={t('console.content.notification.heading')}
        description={t('console.content.notification.description')}
        // A member who is not there (or a guest): said in the console's words, above the form.
        {...(error === undefined || error === 'NOT_FOUND' ? {} : { error })}
        {...(error === 'NOT_FOUND'
          ? { message: t('console.content.notification.unknownMember') }
          : {})}
        {...(errorParams === undefined ? {} : { errorParams })}
        {...(fieldErrors === undefined ? {} : { fieldErrors })}
        actions={
          <Button type="submit" fullWidth icon="bell" loading={sending}>
            {t('console.content.notification.send')}
          </Button>
        }
      >
        <FormSegmentedControl
          control={form.control}
          name="audience"
          label={t('console.content.notification.audience')}
          options={AUDIENCES.map((value) => ({
            value,
            label: t(`console.content.notification.audiences.${value}`),
          }))}
          disabled={sending}
        />
        {audience === 'one' ? (
          <MemberIdField
            control={form.control}
            label={t('console.content.notification.memberId')}
            hint={t('console.content.notification.memberIdHint')}
            disabled={sending}
          />
        ) : null}
        {LANGS.map((lang) => (
          <FieldGroup key={lang} title={t(`console.content.languages.${lang}`)}>
            <FormTextField
              control={form.control}
              name={`title.${lang}`}
              label={t('console.content.notification.title')}
              maxLength={TEXT_MAX_LENGTH}
              autoComplete="off"
              required
              disabled={sending}
            />
            <FormTextArea
              control={form.control}
              name={`body.${lang}`}
              label={t('console.content.notification.body')}
              maxLength={NOTIFICATION_BODY_MAX_LENGTH}
              rows={3}
              required
              disabled={sending}
            />
          </FieldGroup>
        ))}
      </Form>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={
          pending?.memberId === 'all' || pending === null
            ? t('console.content.notification.confirmAll')
            : t('console.content.notification.confirmOne', { id: pending.memberId })
        }
        message={t('console.content.notification.confirmMessage')}
        confirmLabel={t('console.content.notification.confirm')}
        onConfirm={() => {
          if (pending !== null) onSend(pending);
        }}
      />
    </>
  );
}
