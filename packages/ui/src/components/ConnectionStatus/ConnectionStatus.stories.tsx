import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ConnectionStatus } from './ConnectionStatus';
import { storyT } from '../../testing/storyI18n';
import { NavBar } from '../NavBar/NavBar';
import { NavBarStatusProvider } from '../NavBar/NavBarStatus';

/** The live connection's state, as the app shows it while a member is signed in. */
const meta = {
  title: 'Components/ConnectionStatus',
  component: ConnectionStatus,
  parameters: { layout: 'padded' },
  args: { state: 'open' },
} satisfies Meta<typeof ConnectionStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(t('feedback.connectionStatus.open'));
    await expect(status).toHaveTextContent(t('feedback.connectionStatus.label'));
  },
};

export const Connecting: Story = {
  args: { state: 'connecting' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      storyT(globals)('feedback.connectionStatus.connecting'),
    );
  },
};

export const Closed: Story = {
  args: { state: 'closed' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      storyT(globals)('feedback.connectionStatus.closed'),
    );
  },
};

export const Idle: Story = { args: { state: 'idle' } };

/**
 * As the app places it: in the start of a tab page's nav bar (which has no back button), beside
 * the title, in a space of its own.
 */
export const InTheNavBar: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args, { globals }) => (
    <NavBarStatusProvider status={<ConnectionStatus {...args} />}>
      <NavBar title={storyT(globals)('common.appName')} />
    </NavBarStatusProvider>
  ),
  play: async ({ canvas, globals }) => {
    const status = canvas.getByRole('status');
    await expect(canvas.getByRole('banner')).toContainElement(status);
    const title = canvas.getByRole('heading', {
      level: 1,
      name: storyT(globals)('common.appName'),
    });
    await expect(status.getBoundingClientRect().right).toBeLessThanOrEqual(
      title.getBoundingClientRect().left,
    );
  },
};

export const Dark: Story = { args: { state: 'closed' }, globals: { theme: 'dark' } };
