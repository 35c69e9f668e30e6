import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { VISITOR_TYPES } from '@carbonmarket/domain';
import type { VisitorType as Visitor } from '@carbonmarket/domain';
import { SegmentedControl } from './SegmentedControl';
import type { SegmentedControlProps } from './SegmentedControl';
import { storyT } from '../../testing/storyI18n';

/** The login screen's visitor type switch, with the product's translated labels. */
function VisitorTypeControl(props: Omit<SegmentedControlProps<Visitor>, 'options' | 'label'>) {
  const { t } = useTranslation();
  return (
    <SegmentedControl<Visitor>
      {...props}
      label={t('forms.visitorType.label')}
      options={VISITOR_TYPES.map((type) => ({
        value: type,
        label: t(`forms.visitorType.${type}`),
      }))}
    />
  );
}

const week = { value: 'week', label: 'Week' };
const month = { value: 'month', label: 'Month' };
const year = { value: 'year', label: 'Year' };
const periods = [week, month, year];

const meta = {
  title: 'Components/SegmentedControl',
  component: SegmentedControl,
  parameters: { layout: 'padded' },
  args: { label: 'Period', options: periods, defaultValue: 'month', onChange: fn() },
} satisfies Meta<typeof SegmentedControl>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Personal, corporate or guest, from the domain's VISITOR_TYPES; arrow keys move and select. */
export const VisitorType: Story = {
  render: ({ onChange, hideLabel, disabled }) => (
    <VisitorTypeControl
      onChange={onChange}
      hideLabel={hideLabel}
      disabled={disabled}
      defaultValue="personal"
    />
  ),
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const group = canvas.getByRole('radiogroup', { name: t('forms.visitorType.label') });
    await expect(group).toBeVisible();
    const radio = (type: Visitor) =>
      canvas.getByRole('radio', { name: t(`forms.visitorType.${type}`) });

    await userEvent.tab();
    await expect(radio('personal')).toHaveFocus();
    await expect(radio('personal')).toBeChecked();

    await userEvent.keyboard('{ArrowRight}');
    await expect(radio('corporate')).toHaveFocus();
    await expect(radio('corporate')).toBeChecked();
    await expect(radio('personal')).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('corporate');

    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('guest');
    await userEvent.keyboard('{ArrowRight}');
    await expect(radio('personal')).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('personal');

    await userEvent.keyboard('{ArrowLeft}');
    await expect(radio('guest')).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('guest');
    await expect(args.onChange).toHaveBeenCalledTimes(4);

    // One tab stop: Tab leaves the group instead of visiting the other segments.
    await expect(radio('personal')).toHaveAttribute('tabindex', '-1');
    await expect(radio('guest')).toHaveAttribute('tabindex', '0');
  },
};

export const VisitorTypeDark: Story = {
  globals: { theme: 'dark' },
  render: ({ onChange }) => <VisitorTypeControl onChange={onChange} defaultValue="corporate" />,
};

export const NothingSelected: Story = {
  args: { defaultValue: undefined },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const first = canvas.getByRole('radio', { name: 'Week' });
    await expect(first).toHaveFocus();
    await expect(first).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(first).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('week');
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Period' })).toBeVisible();
    // Named for screen readers, but takes no room on screen.
    const { width, height } = canvas.getByText('Period').getBoundingClientRect();
    await expect(width * height).toBeLessThanOrEqual(1);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const OptionDisabled: Story = {
  args: {
    defaultValue: 'week',
    options: [week, { ...month, disabled: true }, year],
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Year' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('year');
  },
};

export const LongLabels: Story = {
  args: {
    label: 'Credit type',
    defaultValue: 'removal',
    options: [
      { value: 'avoidance', label: 'Avoidance and reduction' },
      { value: 'removal', label: 'Nature-based removal' },
      { value: 'tech', label: 'Technological removal' },
    ],
  },
};

export const TapSelects: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Year' }));
    await expect(canvas.getByRole('radio', { name: 'Year' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('year');
    // Tapping the selected segment again changes nothing.
    await userEvent.click(canvas.getByRole('radio', { name: 'Year' }));
    await expect(args.onChange).toHaveBeenCalledOnce();
    const box = canvas.getByRole('radio', { name: 'Year' }).getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(44);
  },
};
