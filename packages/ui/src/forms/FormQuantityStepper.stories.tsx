import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { orderTonsRange, tonUnit, tons } from '@carbonmarket/domain';
import type { Tons } from '@carbonmarket/domain';
import { storyErrorText, storyT } from '../testing/storyI18n';
import { useLocale } from '../i18n/useLocale';
import { FormQuantityStepper } from './FormQuantityStepper';
import { STORY_ORDER, StoryForm, storyQuantitySchema } from '../fixtures/storyForm';
import type { StoryFormProps, StoryValues } from '../fixtures/storyForm';

const schema = storyQuantitySchema;
type Output = { quantity: Tons };
const range = orderTonsRange({
  minTons: tons(STORY_ORDER.minTons),
  maxTons: tons(STORY_ORDER.maxTons),
  remainingTons: tons(STORY_ORDER.remainingTons),
});

function QuantityForm(props: Omit<StoryFormProps<Output>, 'children' | 'schema'>) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <StoryForm<Output> {...props} schema={schema}>
      {(control) => (
        <FormQuantityStepper<StoryValues, Output>
          control={control}
          name="quantity"
          label={t('projects.purchase.form.quantity')}
          unit={tonUnit(locale)}
          range={range}
        />
      )}
    </StoryForm>
  );
}

const meta = {
  title: 'Forms/FormQuantityStepper',
  component: QuantityForm,
  parameters: { layout: 'padded' },
  args: { onSubmit: fn(), defaultValues: { quantity: '5' } },
} satisfies Meta<typeof QuantityForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const submit = (
  canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'],
  globals: Record<string, unknown>,
) =>
  userEvent.click(canvas.getByRole('button', { name: storyT(globals)('onboarding.login.submit') }));

/** A quantity within the order's range is handed on as tons. */
export const Valid: Story = {
  play: async ({ canvas, args, globals }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: storyT(globals)('forms.quantityStepper.increase') }),
    );
    await submit(canvas, globals);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    const [values] = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0] as [Output];
    await expect(values.quantity.toString()).toBe('6');
  },
};

/** The domain's rule refuses a quantity above what remains; its message shows on the field. */
export const AboveWhatRemains: Story = {
  args: { defaultValues: { quantity: '41' } },
  play: async ({ canvas, args, globals }) => {
    await submit(canvas, globals);
    const field = canvas.getByRole('spinbutton', {
      name: storyT(globals)('projects.purchase.form.quantity'),
    });
    await expect(field).toBeInvalid();
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining(storyErrorText(globals)('INSUFFICIENT_REMAINING_TONS')),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A server refusal about the quantity is placed on the field by the one map of the forms. */
export const ServerRefusal: Story = {
  args: { error: 'QUANTITY_BELOW_MINIMUM' },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('spinbutton', { name: storyT(globals)('projects.purchase.form.quantity') }),
    ).toHaveAccessibleDescription(
      expect.stringContaining(storyErrorText(globals)('QUANTITY_BELOW_MINIMUM')),
    );
  },
};
