import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { storyT } from '../testing/storyI18n';
import { FormSegmentedControl } from './FormSegmentedControl';
import { StoryForm, storySchema } from '../fixtures/storyForm';
import type { StoryFormProps, StoryValues } from '../fixtures/storyForm';

const schema = storySchema.pick({ visitorType: true });
type Output = { visitorType: 'personal' | 'corporate' };

function VisitorTypeForm(props: Omit<StoryFormProps<Output>, 'children' | 'schema'>) {
  const { t } = useTranslation();
  return (
    <StoryForm<Output> {...props} schema={schema}>
      {(control) => (
        <FormSegmentedControl<StoryValues, Output, 'personal' | 'corporate'>
          control={control}
          name="visitorType"
          label={t('forms.visitorType.label')}
          options={[
            { value: 'personal', label: t('forms.visitorType.personal') },
            { value: 'corporate', label: t('forms.visitorType.corporate') },
          ]}
        />
      )}
    </StoryForm>
  );
}

const meta = {
  title: 'Forms/FormSegmentedControl',
  component: VisitorTypeForm,
  parameters: { layout: 'padded' },
  args: { onSubmit: fn() },
} satisfies Meta<typeof VisitorTypeForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Personal: Story = {};

/** The chosen segment is the field's value. */
export const SubmitsChoice: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyT(globals);
    await userEvent.click(canvas.getByRole('radio', { name: t('forms.visitorType.corporate') }));
    await userEvent.click(canvas.getByRole('button', { name: t('onboarding.login.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ visitorType: 'corporate' });
  },
};
