import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { storyErrorText, storyT } from '../testing/storyI18n';
import { FormTextField } from './FormTextField';
import { StoryForm, storySchema } from '../fixtures/storyForm';
import type { StoryFormProps, StoryValues } from '../fixtures/storyForm';

const schema = storySchema.pick({ email: true });
type Output = { email: string };

function EmailForm(props: Omit<StoryFormProps<Output>, 'children' | 'schema'>) {
  const { t } = useTranslation();
  return (
    <StoryForm<Output> {...props} schema={schema}>
      {(control) => (
        <FormTextField<StoryValues, Output>
          control={control}
          name="email"
          label={t('onboarding.fields.email')}
        />
      )}
    </StoryForm>
  );
}

const meta = {
  title: 'Forms/FormTextField',
  component: EmailForm,
  parameters: { layout: 'padded' },
  args: { onSubmit: fn() },
} satisfies Meta<typeof EmailForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** The domain's rule refuses the input; its catalogue message shows on the field. */
export const Invalid: Story = {
  args: { defaultValues: { email: 'mei@' } },
  play: async ({ canvas, args, globals }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: storyT(globals)('onboarding.login.submit') }),
    );
    await expect(canvas.getByText(storyErrorText(globals)('EMAIL_INVALID'))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The message follows each edit after the first submit: fixing the input clears it. */
export const FixedAfterSubmit: Story = {
  args: { defaultValues: { email: 'mei@' } },
  play: async ({ canvas, args, globals }) => {
    const t = storyT(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('onboarding.login.submit') }));
    await userEvent.type(canvas.getByRole('textbox'), 'example.com');
    await expect(canvas.queryByText(storyErrorText(globals)('EMAIL_INVALID'))).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('onboarding.login.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'mei@example.com' });
  },
};
