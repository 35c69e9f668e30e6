import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ConnectionStatus } from './ConnectionStatus';
import { storyT } from '../../testing/storyI18n';

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

/** Pinned above the tab bar, in the page column; presses go through to the page. */
export const Floating: Story = {
  args: { placement: 'floating' },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div style={{ minHeight: 400 }}>
      <ConnectionStatus {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(getComputedStyle(status).position).toBe('fixed');
    await expect(getComputedStyle(status).pointerEvents).toBe('none');
  },
};

export const Dark: Story = { args: { state: 'closed' }, globals: { theme: 'dark' } };
