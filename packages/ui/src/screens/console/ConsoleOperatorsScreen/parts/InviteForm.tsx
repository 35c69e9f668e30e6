import { useTranslation } from 'react-i18next';
import { adminEndpoints, OPERATOR_ROLES } from '@carbonmarket/domain/contract';
import type { OperatorRole } from '@carbonmarket/domain/contract';
import { Button } from '../../../../components/Button/Button';
import { Form } from '../../../../forms/Form';
import { FormSegmentedControl } from '../../../../forms/FormSegmentedControl';
import { FormTextField } from '../../../../forms/FormTextField';
import { useDomainForm } from '../../../../forms/useDomainForm';
import type { OperatorInviteForm } from '../operatorsTypes';

/** What the invitation holds while it is filled in. */
export interface InviteValues {
  name: string;
  email: string;
  role: OperatorRole;
}

/** A new member of staff is an operator unless the admin chooses otherwise. */
const EMPTY: InviteValues = { name: '', email: '', role: 'operator' };

export interface InviteFormProps {
  /** Names the form (the button that opened it). */
  labelledBy: string;
  /** Called with the invitation once it passes `admin.inviteOperator`'s own request schema. */
  onInvite: (form: OperatorInviteForm) => void;
  /** The invitation is being sent: the button shows busy and the fields are disabled. */
  inviting: boolean;
  onCancel: () => void;
}

/** The invitation: the person's name, their work e-mail and their role. */
export function InviteForm({ labelledBy, onInvite, inviting, onCancel }: InviteFormProps) {
  const { t } = useTranslation();
  const form = useDomainForm<InviteValues, OperatorInviteForm>(
    adminEndpoints.inviteOperator.request,
    EMPTY,
  );
  return (
    <section aria-labelledby={labelledBy}>
      <Form
        form={form}
        onSubmit={onInvite}
        busy={inviting}
        description={t('console.operators.invite.description')}
        actions={
          <>
            <Button type="submit" fullWidth loading={inviting}>
              {t('console.operators.invite.submit')}
            </Button>
            <Button variant="secondary" fullWidth disabled={inviting} onClick={onCancel}>
              {t('console.operators.invite.cancel')}
            </Button>
          </>
        }
      >
        <FormTextField
          control={form.control}
          name="name"
          label={t('console.operators.invite.name')}
          autoComplete="off"
          required
          disabled={inviting}
        />
        <FormTextField
          control={form.control}
          name="email"
          label={t('console.operators.invite.email')}
          type="email"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          disabled={inviting}
        />
        <FormSegmentedControl
          control={form.control}
          name="role"
          label={t('console.operators.invite.role')}
          options={OPERATOR_ROLES.map((role) => ({
            value: role,
            label: t(`console.operators.roles.${role}`),
          }))}
          disabled={inviting}
        />
      </Form>
    </section>
  );
}
