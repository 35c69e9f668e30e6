import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OfflineNotice } from './OfflineNotice';
import { Page } from '../Page/Page';
import { NavBar } from '../NavBar/NavBar';
import { TabBar } from '../TabBar/TabBar';
import { storyT } from '../../testing/storyI18n';

/** 10:05 in Singapore, when the newest data on screen arrived. */
const ARRIVED_AT = new Date('2026-11-20T10:05:00+08:00');

/** The bar the app shows at the top of its shell while the device is offline. */
const meta = {
  title: 'Components/OfflineNotice',
  component: OfflineNotice,
  parameters: { layout: 'fullscreen' },
  args: { lastUpdatedAt: ARRIVED_AT },
} satisfies Meta<typeof OfflineNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Data arrived before the network dropped: the bar says when, in Singapore time. */
export const WithDataOnScreen: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveTextContent(t('feedback.offline.title'));
    await expect(notice).toHaveTextContent(t('feedback.offline.lastUpdated', { time: '10:05' }));
  },
};

/** The app opened offline: nothing has arrived yet, so no time is given. */
export const OpenedOffline: Story = {
  args: { lastUpdatedAt: null },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('feedback.offline.nothingYet'));
  },
};

/** At the top of the shell, above a tab page: the page starts under it, nothing is covered. */
export const AboveAPage: Story = {
  render: (args, { globals }) => (
    <>
      <OfflineNotice {...args} />
      <Page
        navBar={<NavBar title={storyT(globals)('common.appName')} />}
        tabBar={<TabBar active="home" />}
      >
        <p>{storyT(globals)('common.appName')}</p>
      </Page>
    </>
  ),
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('status');
    await expect(notice.getBoundingClientRect().top).toBe(0);
    await expect(notice.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      canvas.getByRole('banner').getBoundingClientRect().top,
    );
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
