import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { fieldLabel, storyErrorText, storyT } from '../testing/storyI18n';
import { FormPasswordField } from './FormPasswordField';
import { StoryForm, storySchema } from '../fixtures/storyForm';
import type { StoryFormProps, StoryValues } from '../fixtures/storyForm';

const schema = storySchema.pick({ password: true });
type Output = { password: string };

function PasswordForm(props: Omit<StoryFormProps<Output>, 'children' | 'schema'>) {
  const { t } = useTranslation();
  return (
    <StoryForm<Output> {...props} schema={schema}>
      {(control) => (
        <FormPasswordField<StoryValues, Output>
          control={control}
          name="password"
          label={t('onboarding.fields.password')}
        />
      )}
    </StoryForm>
  );
}

const meta = {
  title: 'Forms/FormPasswordField',
  component: PasswordForm,
  parameters: { layout: 'padded' },
  args: { onSubmit: fn() },
} satisfies Meta<typeof PasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** A password the domain finds weak is refused with its catalogue message. */
export const Weak: Story = {
  args: { defaultValues: { password: 'harbour' } },
  play: async ({ canvas, args, globals }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: storyT(globals)('onboarding.login.submit') }),
    );
    await expect(canvas.getByText(storyErrorText(globals)('LOGIN_PASSWORD_WEAK'))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Passwords are sent as typed, spaces included. */
export const SubmitsAsTyped: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyT(globals);
    await userEvent.type(
      canvas.getByLabelText(fieldLabel(t('onboarding.fields.password'))),
      'Harbour 2026',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('onboarding.login.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ password: 'Harbour 2026' });
  },
};
