import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { storyErrorText, storyT } from '../testing/storyI18n';
import { FormCodeField } from './FormCodeField';
import { StoryForm, storySchema } from '../fixtures/storyForm';
import type { StoryFormProps, StoryValues } from '../fixtures/storyForm';

const NOW = new Date('2026-11-20T10:00:00+08:00');
const schema = storySchema.pick({ code: true });
type Output = { code: string };

function CodeForm(props: Omit<StoryFormProps<Output>, 'children' | 'schema'>) {
  const { t } = useTranslation();
  return (
    <StoryForm<Output> {...props} schema={schema}>
      {(control) => (
        <FormCodeField<StoryValues, Output>
          control={control}
          name="code"
          label={t('onboarding.fields.code')}
          now={NOW}
          onSend={() => undefined}
        />
      )}
    </StoryForm>
  );
}

const meta = {
  title: 'Forms/FormCodeField',
  component: CodeForm,
  parameters: { layout: 'padded' },
  args: { onSubmit: fn() },
} satisfies Meta<typeof CodeForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Fewer digits than a code has are refused with the catalogue's message. */
export const TooShort: Story = {
  args: { defaultValues: { code: '123' } },
  play: async ({ canvas, args, globals }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: storyT(globals)('onboarding.login.submit') }),
    );
    await expect(canvas.getByText(storyErrorText(globals)('CODE_FORMAT_INVALID'))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A server refusal of the code (`CODE_ATTEMPTS_EXCEEDED`) shows on the code field. */
export const RefusedByServer: Story = {
  args: { defaultValues: { code: '123456' }, fieldErrors: { code: 'CODE_ATTEMPTS_EXCEEDED' } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyErrorText(globals)('CODE_ATTEMPTS_EXCEEDED'))).toBeVisible();
  },
};
