import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import type { ButtonProps } from './Button';
import { storyT } from '../../testing/storyI18n';

/** Renders the button with a translated label, so each locale shows its own text. */
function Translated(props: Omit<ButtonProps, 'children'>) {
  const { t } = useTranslation();
  return <Button {...props}>{t('common.confirm')}</Button>;
}

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { onClick: fn(), children: 'Confirm' },
  render: (args) => <Translated {...args} />,
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Plain: Story = { args: { variant: 'plain' } };
export const Critical: Story = { args: { variant: 'critical' } };
export const Small: Story = { args: { size: 'sm' } };
export const FullWidth: Story = { args: { fullWidth: true }, parameters: { layout: 'padded' } };
export const WithIcon: Story = { args: { icon: 'check' } };
export const Disabled: Story = { args: { disabled: true } };
export const Loading: Story = { args: { loading: true } };
export const LongLabel: Story = {
  args: {
    fullWidth: true,
    children: 'Confirm the purchase of 1,250 tons of verified carbon credits',
  },
  render: (args) => <Button {...args} />,
  parameters: { layout: 'padded' },
};

export const PressCallsOnClick: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('common.confirm') }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardActivates: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const DisabledIgnoresPress: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LoadingIgnoresPress: Story = {
  args: { loading: true },
  play: async ({ canvas, userEvent, args, globals }) => {
    const button = canvas.getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(
      canvas.getByRole('img', { name: storyT(globals)('common.loading') }),
    ).toBeVisible();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const MeetsTouchTarget: Story = {
  args: { size: 'sm' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('button').getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await expect(box.width).toBeGreaterThanOrEqual(44);
  },
};
