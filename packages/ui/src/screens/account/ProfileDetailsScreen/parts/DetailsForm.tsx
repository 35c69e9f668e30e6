import { useTranslation } from 'react-i18next';
import type { ErrorCode, ErrorParams, Member } from '@carbonmarket/domain';
import { NAME_MAX_LENGTH, PHONE_DIGITS } from '@carbonmarket/domain';
import { profileUpdateFormSchema } from '@carbonmarket/domain/contract';
import type { ProfileUpdateForm } from '@carbonmarket/domain/contract';
import { Button } from '../../../../components/Button/Button';
import { Form } from '../../../../forms/Form';
import { FormTextField } from '../../../../forms/FormTextField';
import { useDomainForm } from '../../../../forms/useDomainForm';
import type { FieldErrors } from '../../../../forms/serverErrors';
import { changedDetails } from '../changedDetails';

/** The form's fields as typed (a personal member's company name is neither shown nor sent). */
interface DetailsFields {
  firstName: string;
  lastName: string;
  companyName: string;
  mobile: string;
}

const fieldsOf = (member: Member): DetailsFields => ({
  firstName: member.firstName,
  lastName: member.lastName,
  companyName: member.companyName ?? '',
  mobile: member.mobile,
});

/** A company name is a corporate member's only: the personal form leaves it out. */
const personalSchema = profileUpdateFormSchema.omit({ companyName: true });

export interface DetailsFormProps {
  member: Member;
  /** Called with what differs from the saved profile (every field passed its rules). */
  onSave: (changes: ProfileUpdateForm) => void;
  saving: boolean;
  error?: ErrorCode;
  errorParams?: ErrorParams;
  fieldErrors?: FieldErrors;
}

/**
 * The details a member may change, filled in with the saved ones: the names (a corporate
 * member's company name too) and the mobile number. With a bank card saved, the name must stay
 * its holder's; the server says so on the name it refuses.
 */
export function DetailsForm({
  member,
  onSave,
  saving,
  error,
  errorParams,
  fieldErrors,
}: DetailsFormProps) {
  const { t } = useTranslation();
  const corporate = member.visitorType === 'corporate';
  const form = useDomainForm<DetailsFields, ProfileUpdateForm>(
    corporate ? profileUpdateFormSchema : personalSchema,
    fieldsOf(member),
  );
  // The catalogue's words are the bank card form's (the holder against the name); here the name
  // is what changes, and the page says why it cannot.
  const notHolder = error === 'HOLDER_NAME_MISMATCH';
  return (
    <Form
      form={form}
      busy={saving}
      error={notHolder ? undefined : error}
      errorParams={errorParams}
      fieldErrors={notHolder ? undefined : fieldErrors}
      message={notHolder ? t('profile.details.editable.holderMismatch') : undefined}
      title={t('profile.details.editable.title')}
      headingLevel={2}
      description={t(
        corporate
          ? 'profile.details.editable.descriptionCorporate'
          : 'profile.details.editable.description',
      )}
      onSubmit={(values) => onSave(changedDetails(member, values))}
      actions={
        <Button type="submit" fullWidth loading={saving}>
          {t('profile.details.editable.save')}
        </Button>
      }
    >
      {corporate ? (
        <FormTextField
          control={form.control}
          name="companyName"
          label={t('profile.details.editable.companyName')}
          autoComplete="organization"
          required
          disabled={saving}
        />
      ) : null}
      <FormTextField
        control={form.control}
        name="firstName"
        label={t('profile.details.editable.firstName')}
        autoComplete="given-name"
        maxLength={NAME_MAX_LENGTH}
        required
        disabled={saving}
      />
      <FormTextField
        control={form.control}
        name="lastName"
        label={t('profile.details.editable.lastName')}
        autoComplete="family-name"
        maxLength={NAME_MAX_LENGTH}
        required
        disabled={saving}
      />
      <FormTextField
        control={form.control}
        name="mobile"
        label={t('profile.details.editable.mobile')}
        hint={t('profile.details.editable.mobileHint')}
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={PHONE_DIGITS}
        required
        disabled={saving}
      />
    </Form>
  );
}
