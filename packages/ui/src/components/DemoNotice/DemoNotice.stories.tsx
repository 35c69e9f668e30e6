import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import styled from 'styled-components';
import { DemoNotice } from './DemoNotice';
import { Page } from '../Page/Page';
import { NavBar } from '../NavBar/NavBar';
import { TabBar } from '../TabBar/TabBar';
import { storyT } from '../../testing/storyI18n';

const Card = styled.article`
  padding: ${({ theme }) => theme.space[400]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};
`;

/** The bar that tells a visitor the server runs a demo, where payments are simulated. */
const meta = {
  title: 'Components/DemoNotice',
  component: DemoNotice,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DemoNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const notice = canvas.getByRole('complementary', { name: t('feedback.demoNotice.label') });
    await expect(notice).toHaveTextContent(t('feedback.demoNotice.text'));
    await expect(notice).toBeVisible();
    await expect(getComputedStyle(notice).position).toBe('static');
  },
};

/**
 * At the top of the app shell, above a page with a nav bar and a tab bar: the page starts under
 * the notice, so nothing is covered; the notice scrolls away and the nav bar stays on top.
 */
export const AboveAPage: Story = {
  render: (_args, { globals }) => (
    <>
      <DemoNotice />
      <Page
        navBar={<NavBar title={storyT(globals)('common.appName')} />}
        tabBar={<TabBar active="home" />}
      >
        {Array.from({ length: 12 }, (_, index) => (
          <Card key={index} data-testid="card">
            {`Project ${index + 1}`}
          </Card>
        ))}
      </Page>
    </>
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyT(globals);
    const view = canvasElement.ownerDocument.defaultView;
    if (!view) throw new Error('no window');
    const notice = canvas.getByRole('complementary', { name: t('feedback.demoNotice.label') });
    const navBar = canvas.getByRole('banner');
    const cards = canvas.getAllByTestId('card');
    const first = cards[0];
    const last = cards[cards.length - 1];
    if (!first || !last) throw new Error('story did not render');
    await expect(notice.getBoundingClientRect().top).toBe(0);
    await expect(notice.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      navBar.getBoundingClientRect().top,
    );
    await expect(first.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      navBar.getBoundingClientRect().bottom,
    );
    view.scrollTo(0, view.document.documentElement.scrollHeight);
    await waitFor(() => expect(view.scrollY).toBeGreaterThan(0));
    // Scrolled to the end: the notice went up with the page, the nav bar stuck to the top and the
    // last card ends above the tab bar.
    await expect(notice.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);
    await expect(navBar.getBoundingClientRect().top).toBe(0);
    await expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      canvas.getByRole('navigation').getBoundingClientRect().top,
    );
    view.scrollTo(0, 0);
    await waitFor(() => expect(view.scrollY).toBe(0));
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
