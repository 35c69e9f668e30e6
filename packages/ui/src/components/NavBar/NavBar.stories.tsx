import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NavBar } from './NavBar';
import { IconButton } from '../IconButton/IconButton';
import { Button } from '../Button/Button';
import { storyT } from '../../testing/storyI18n';

const onClose = fn();
const onConfirm = fn();

const meta = {
  title: 'Components/NavBar',
  component: NavBar,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Project details' },
} satisfies Meta<typeof NavBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: String(args.title) })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The app's name as the title: it follows the story's locale. */
export const AppTitle: Story = {
  render: (args, { globals }) => <NavBar {...args} title={storyT(globals)('common.appName')} />,
};

export const WithBack: Story = {
  args: { onBack: fn() },
  play: async ({ canvas, userEvent, args, globals }) => {
    const back = canvas.getByRole('button', { name: storyT(globals)('common.back') });
    const box = back.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await userEvent.click(back);
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const WithRightAction: Story = {
  args: { onBack: fn() },
  render: (args, { globals }) => (
    <NavBar
      {...args}
      right={<IconButton icon="close" label={storyT(globals)('common.close')} onClick={onClose} />}
    />
  ),
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const back = canvas.getByRole('button', { name: t('common.back') }).getBoundingClientRect();
    const close = canvas.getByRole('button', { name: t('common.close') }).getBoundingClientRect();
    const title = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    // The title is centred between symmetric slots.
    await expect(
      Math.abs(title.left + title.width / 2 - (back.left + close.right) / 2),
    ).toBeLessThanOrEqual(1);
    await userEvent.click(canvas.getByRole('button', { name: t('common.close') }));
    await expect(onClose).toHaveBeenCalled();
    await expect(args.onBack).not.toHaveBeenCalled();
  },
};

export const WithTextAction: Story = {
  render: (args, { globals }) => (
    <NavBar
      {...args}
      right={
        <Button variant="plain" size="sm" onClick={onConfirm}>
          {storyT(globals)('common.confirm')}
        </Button>
      }
    />
  ),
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: storyT(globals)('common.confirm') }));
    await expect(onConfirm).toHaveBeenCalled();
  },
};

export const LongTitle: Story = {
  args: {
    onBack: fn(),
    title: 'Mangrove restoration and blue carbon conservation in the Riau Archipelago, Indonesia',
  },
  render: (args, { globals }) => (
    <NavBar
      {...args}
      right={
        <Button variant="plain" size="sm">
          {storyT(globals)('common.confirm')}
        </Button>
      }
    />
  ),
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const heading = canvas.getByRole('heading', { level: 1 });
    // Truncated on one line, between the slots, never under them.
    await expect(heading.scrollWidth).toBeGreaterThan(heading.clientWidth);
    await expect(heading.getBoundingClientRect().height).toBeLessThanOrEqual(48);
    const back = canvas.getByRole('button', { name: t('common.back') }).getBoundingClientRect();
    const action = canvas
      .getByRole('button', { name: t('common.confirm') })
      .getBoundingClientRect();
    const title = heading.getBoundingClientRect();
    await expect(title.left).toBeGreaterThanOrEqual(back.right);
    await expect(title.right).toBeLessThanOrEqual(action.left);
  },
};

export const BrandTone: Story = {
  args: { tone: 'brand', onBack: fn() },
  render: (args, { globals }) => (
    <NavBar {...args} right={<IconButton icon="close" label={storyT(globals)('common.close')} />} />
  ),
};

export const TransparentTone: Story = { args: { tone: 'transparent', onBack: fn() } };

export const Chinese: Story = {
  globals: { locale: 'cn' },
  args: { title: '红树林修复项目详情', onBack: fn() },
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: storyT(globals)('common.back') }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { onBack: fn() },
  render: (args, { globals }) => (
    <NavBar {...args} right={<IconButton icon="close" label={storyT(globals)('common.close')} />} />
  ),
};

export const BrandToneDark: Story = { ...BrandTone, globals: { theme: 'dark' } };
