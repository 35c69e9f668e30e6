import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyErrorText, storyT } from '../testing/storyI18n';
import { toLocale } from '../i18n/locale';
import { useLocale } from '../i18n/useLocale';
import { FormSelect } from './FormSelect';
import { StoryForm, storySamples, storySchema } from '../fixtures/storyForm';
import type { StoryFormProps, StoryValues } from '../fixtures/storyForm';

const schema = storySchema.pick({ bank: true });
type Output = { bank: string };

function BankForm(props: Omit<StoryFormProps<Output>, 'children' | 'schema'>) {
  const samples = storySamples(useLocale());
  return (
    <StoryForm<Output> {...props} schema={schema}>
      {(control) => (
        <FormSelect<StoryValues, Output>
          control={control}
          name="bank"
          label={samples.bankLabel}
          options={samples.banks}
          placeholder={samples.bankPlaceholder}
        />
      )}
    </StoryForm>
  );
}

const meta = {
  title: 'Forms/FormSelect',
  component: BankForm,
  parameters: { layout: 'padded' },
  args: { onSubmit: fn() },
} satisfies Meta<typeof BankForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NothingPicked: Story = {};

/** Submitting with nothing picked shows the catalogue's "required" on the select. */
export const Required: Story = {
  play: async ({ canvas, args, globals }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: storyT(globals)('onboarding.login.submit') }),
    );
    await expect(
      canvas.getByRole('combobox', {
        name: storySamples(toLocale(globals['locale'])).bankLabel,
      }),
    ).toHaveFocus();
    await expect(canvas.getByText(storyErrorText(globals)('REQUIRED'))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The picked option's value reaches `onSubmit`. */
export const SubmitsPick: Story = {
  play: async ({ canvas, args, globals }) => {
    await userEvent.selectOptions(
      canvas.getByRole('combobox', {
        name: storySamples(toLocale(globals['locale'])).bankLabel,
      }),
      'ocbc',
    );
    await userEvent.click(
      canvas.getByRole('button', { name: storyT(globals)('onboarding.login.submit') }),
    );
    await expect(args.onSubmit).toHaveBeenCalledWith({ bank: 'ocbc' });
  },
};
