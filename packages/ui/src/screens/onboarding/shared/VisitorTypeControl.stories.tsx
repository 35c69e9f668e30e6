import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { TFunction } from 'i18next';
import { VisitorTypeControl } from './VisitorTypeControl';
import type { MemberVisitorType, VisitorTypeControlProps } from './VisitorTypeControl';
import { createI18n } from '../../../i18n/createI18n';
import { storyT } from '../../../testing/storyI18n';
import { storySamples } from '../../../testing/storySamples';

/** The group names the login and registration forms pass in, in each story locale. */
const texts = (t: TFunction) => ({
  login: t('forms.visitorType.label'),
  register: t('onboarding.visitorType.label'),
});
const samples = { en: texts(createI18n('en').t), cn: texts(createI18n('cn').t) };
const { localise } = storySamples(samples);

/** Holds the selected type in state, as the screens' forms do (`form.setValue('visitorType', …)`). */
function ControlledVisitorTypeControl({
  value: initial,
  onChange,
  ...props
}: VisitorTypeControlProps) {
  const [value, setValue] = useState(initial);
  return (
    <VisitorTypeControl
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

/** Personal or corporate, the first choice of the login and registration forms. */
const meta = {
  title: 'Screens/Onboarding/Shared/VisitorTypeControl',
  component: VisitorTypeControl,
  parameters: { layout: 'padded' },
  args: { label: samples.en.login, value: 'personal', onChange: fn() },
  render: (args, { globals }) => (
    <ControlledVisitorTypeControl {...args} label={localise(globals, args.label) ?? args.label} />
  ),
} satisfies Meta<typeof VisitorTypeControl>;
export default meta;
type Story = StoryObj<typeof meta>;

const radio = (t: TFunction, type: MemberVisitorType) => ({
  name: t(`forms.visitorType.${type}`),
});

/** Personal selected, as the forms open. */
export const Personal: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('radiogroup', { name: t('forms.visitorType.label') }),
    ).toBeVisible();
    await expect(canvas.getByRole('radio', radio(t, 'personal'))).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(canvas.getByRole('radio', radio(t, 'corporate'))).toHaveAttribute(
      'aria-checked',
      'false',
    );
  },
};

export const Corporate: Story = {
  args: { value: 'corporate' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('radio', radio(storyT(globals), 'corporate'))).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

/** The registration form names the group "Account type". */
export const RegisterLabel: Story = {
  args: { label: samples.en.register },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('radiogroup', { name: storyT(globals)('onboarding.visitorType.label') }),
    ).toBeVisible();
  },
};

/** A tap selects the other type and reports it. */
export const SelectsByTap: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    await userEvent.click(canvas.getByRole('radio', radio(t, 'corporate')));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('corporate');
    await expect(canvas.getByRole('radio', radio(t, 'corporate'))).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

/** One tab stop; the arrow keys move and select. */
export const SelectsByKeyboard: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', radio(t, 'personal'))).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', radio(t, 'corporate'))).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('corporate');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith('personal');
    await expect(canvas.getByRole('radio', radio(t, 'personal'))).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

/** While the form is submitting: both segments are greyed out and taps do nothing. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const corporate = canvas.getByRole('radio', radio(t, 'corporate'));
    await expect(corporate).toBeDisabled();
    await expect(canvas.getByRole('radio', radio(t, 'personal'))).toBeDisabled();
    await userEvent.click(corporate);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
