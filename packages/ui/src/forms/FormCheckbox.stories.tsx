import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyErrorText, storyT } from '../testing/storyI18n';
import { useLocale } from '../i18n/useLocale';
import { FormCheckbox, FormTermsAgreement } from './FormCheckbox';
import { StoryForm, storySamples, storySchema } from '../fixtures/storyForm';
import type { StoryFormProps, StoryValues } from '../fixtures/storyForm';

const schema = storySchema.pick({ agreed: true });
type Output = { agreed: true };

function AgreeForm({
  terms = false,
  ...props
}: Omit<StoryFormProps<Output>, 'children' | 'schema'> & { terms?: boolean }) {
  const samples = storySamples(useLocale());
  return (
    <StoryForm<Output> {...props} schema={schema}>
      {(control) =>
        terms ? (
          <FormTermsAgreement<StoryValues, Output>
            control={control}
            name="agreed"
            termsHref="#terms"
            privacyHref="#privacy"
          />
        ) : (
          <FormCheckbox<StoryValues, Output>
            control={control}
            name="agreed"
            label={samples.checkLabel}
          />
        )
      }
    </StoryForm>
  );
}

const meta = {
  title: 'Forms/FormCheckbox',
  component: AgreeForm,
  parameters: { layout: 'padded' },
  args: { onSubmit: fn() },
} satisfies Meta<typeof AgreeForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unticked: Story = {};

/** An unticked box the schema requires shows the catalogue's message. */
export const Required: Story = {
  play: async ({ canvas, args, globals }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: storyT(globals)('onboarding.login.submit') }),
    );
    await expect(canvas.getByText(storyErrorText(globals)('TERMS_NOT_AGREED'))).toBeVisible();
    await expect(canvas.getByRole('checkbox')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The terms agreement: any code on it reads as its own prompt to agree first. */
export const TermsRequired: Story = {
  args: { terms: true },
  play: async ({ canvas, args, globals }) => {
    const t = storyT(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('onboarding.login.submit') }));
    await expect(canvas.getByText(t('forms.termsAgreement.error'))).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: t('onboarding.login.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ agreed: true });
  },
};
