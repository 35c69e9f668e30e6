import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyErrorText, storyT } from '../testing/storyI18n';
import { FormCheckbox } from './FormCheckbox';
import { FormCodeField } from './FormCodeField';
import { FormPasswordField } from './FormPasswordField';
import { FormSegmentedControl } from './FormSegmentedControl';
import { FormSelect } from './FormSelect';
import { FormTextField } from './FormTextField';
import { StoryForm, storySamples, storySchema } from '../fixtures/storyForm';
import type { StoryFormProps } from '../fixtures/storyForm';
import type { StoryValues } from '../fixtures/storyForm';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../i18n/useLocale';

const NOW = new Date('2026-11-20T10:00:00+08:00');

type Output = z.output<typeof storySchema>;

/** Every binding in one form, as a screen would lay them out. */
function EveryBinding(props: Omit<StoryFormProps<Output>, 'children' | 'schema'>) {
  const { t } = useTranslation();
  const samples = storySamples(useLocale());
  return (
    <StoryForm<Output> {...props} schema={storySchema}>
      {(control) => (
        <>
          <FormSegmentedControl<StoryValues, Output, 'personal' | 'corporate'>
            control={control}
            name="visitorType"
            label={t('forms.visitorType.label')}
            options={[
              { value: 'personal', label: t('forms.visitorType.personal') },
              { value: 'corporate', label: t('forms.visitorType.corporate') },
            ]}
          />
          <FormTextField control={control} name="name" label={t('onboarding.fields.firstName')} />
          <FormTextField control={control} name="email" label={t('onboarding.fields.email')} />
          <FormPasswordField
            control={control}
            name="password"
            label={t('onboarding.fields.password')}
          />
          <FormCodeField
            control={control}
            name="code"
            label={t('onboarding.fields.code')}
            now={NOW}
            onSend={() => undefined}
          />
          <FormSelect
            control={control}
            name="bank"
            label={samples.bankLabel}
            options={samples.banks}
            placeholder={samples.bankPlaceholder}
          />
          <FormCheckbox control={control} name="agreed" label={samples.checkLabel} />
        </>
      )}
    </StoryForm>
  );
}

const meta = {
  title: 'Forms/Form',
  component: EveryBinding,
  parameters: { layout: 'padded' },
  args: { onSubmit: fn() },
} satisfies Meta<typeof EveryBinding>;
export default meta;
type Story = StoryObj<typeof meta>;

const FILLED: Partial<StoryValues> = {
  name: 'Mei Ling',
  email: 'mei@example.com',
  password: 'Harbour2026',
  code: '123456',
  bank: 'dbs',
  agreed: true,
};

export const Empty: Story = {};

/** A first submit shows every field's message at once and focuses the first invalid field. */
export const SubmitShowsEveryMessage: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyT(globals);
    const errorText = storyErrorText(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('onboarding.login.submit') }));
    const name = canvas.getByRole('textbox', {
      name: new RegExp(t('onboarding.fields.firstName')),
    });
    await expect(name).toHaveFocus();
    await expect(name).toHaveAccessibleDescription(expect.stringContaining(errorText('REQUIRED')));
    await expect(canvas.getByText(errorText('TERMS_NOT_AGREED'))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Valid input reaches `onSubmit` parsed (the email trimmed). */
export const SubmitsParsedValues: Story = {
  args: { defaultValues: { ...FILLED, email: '  mei@example.com ' } },
  play: async ({ canvas, args, globals }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: storyT(globals)('onboarding.login.submit') }),
    );
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'mei@example.com', bank: 'dbs', agreed: true }),
    );
  },
};

/** A server refusal's field code shows on its field until that field is edited. */
export const ServerCodeOnItsField: Story = {
  args: { defaultValues: FILLED, fieldErrors: { email: 'EMAIL_EXISTS' } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const message = storyErrorText(globals)('EMAIL_EXISTS');
    const email = canvas.getByRole('textbox', { name: new RegExp(t('onboarding.fields.email')) });
    await expect(email).toHaveAccessibleDescription(expect.stringContaining(message));
    await userEvent.type(email, 'x');
    await expect(canvas.queryByText(message)).toBeNull();
  },
};

/** A refusal that concerns no field is announced in the banner. */
export const ServerCodeInBanner: Story = {
  args: { defaultValues: FILLED, error: 'NETWORK_ERROR' },
  play: async ({ canvasElement, globals }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(storyErrorText(globals)('NETWORK_ERROR'));
  },
};

export const Dark: Story = { args: { defaultValues: FILLED }, globals: { theme: 'dark' } };
