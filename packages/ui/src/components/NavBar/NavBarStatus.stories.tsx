import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NavBar } from './NavBar';
import { NavBarStatusProvider } from './NavBarStatus';
import { ConnectionStatus } from '../ConnectionStatus/ConnectionStatus';
import { storyT } from '../../testing/storyI18n';

/**
 * The status the app shell hands every nav bar below it (`NavBarStatusProvider`): the live
 * connection's state, shown in the bar's start slot on pages without a back button.
 */
const meta = {
  title: 'Components/NavBar/Status',
  component: NavBarStatusProvider,
  parameters: { layout: 'fullscreen' },
  args: { status: <ConnectionStatus state="open" /> },
} satisfies Meta<typeof NavBarStatusProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A tab page: the status sits at the start of the bar, the title stays centred. */
export const OnATabPage: Story = {
  render: (args, { globals }) => (
    <NavBarStatusProvider {...args}>
      <NavBar title={storyT(globals)('common.appName')} />
    </NavBarStatusProvider>
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(storyT(globals)('feedback.connectionStatus.open'));
    const bar = canvasElement.querySelector('header')?.getBoundingClientRect();
    const box = status.getBoundingClientRect();
    const title = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    // Inside the bar, before the title, which keeps the bar's centre.
    await expect(bar).toBeDefined();
    await expect(box.top).toBeGreaterThanOrEqual(bar?.top ?? Infinity);
    await expect(box.bottom).toBeLessThanOrEqual(bar?.bottom ?? -Infinity);
    await expect(box.right).toBeLessThanOrEqual(title.left);
    await expect(
      Math.abs(title.left + title.width / 2 - ((bar?.left ?? 0) + (bar?.right ?? 0)) / 2),
    ).toBeLessThanOrEqual(1);
  },
};

/** While the connection is being made: the same place, the other state. */
export const Connecting: Story = {
  args: { status: <ConnectionStatus state="connecting" /> },
  render: OnATabPage.render,
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      storyT(globals)('feedback.connectionStatus.connecting'),
    );
  },
};

/** A page with a back button: Back takes the start slot and the status is not shown. */
export const BehindABackButton: Story = {
  render: (args, { globals }) => (
    <NavBarStatusProvider {...args}>
      <NavBar title={storyT(globals)('common.appName')} onBack={fn()} />
    </NavBarStatusProvider>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('button', { name: storyT(globals)('common.back') }),
    ).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** No provider above the bar (a screen embedded on its own): nothing at the start. */
export const WithoutAProvider: Story = {
  render: (_args, { globals }) => <NavBar title={storyT(globals)('common.appName')} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const OnATabPageDark: Story = { ...OnATabPage, globals: { theme: 'dark' } };
