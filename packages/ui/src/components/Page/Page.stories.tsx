import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import styled from 'styled-components';
import { Page } from './Page';
import { NavBar } from '../NavBar/NavBar';
import { TabBar } from '../TabBar/TabBar';
import { Button } from '../Button/Button';
import { List } from '../List/List';
import { ConnectionStatus } from '../ConnectionStatus/ConnectionStatus';
import { NavBarStatusProvider } from '../NavBar/NavBarStatus';
import { expectCoversNothing } from '../../testing/coversNothing';
import { storyT } from '../../testing/storyI18n';

const Card = styled.article`
  padding: ${({ theme }) => theme.space[400]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[100]};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.font.size.sm};
    line-height: ${({ theme }) => theme.font.lineHeight.sm};
  }
`;

const PROJECTS = [
  ['Mangrove restoration, Riau', 'Blue carbon, Indonesia'],
  ['Peatland rewetting, Kalimantan', 'Avoided emissions, Indonesia'],
  ['Cookstoves, Rwanda', 'Household energy, Rwanda'],
  ['Rice methane reduction, Mekong', 'Agriculture, Vietnam'],
  ['Wind farm, Gujarat', 'Renewable energy, India'],
  ['Reforestation, Sabah', 'Nature-based removal, Malaysia'],
  ['Landfill gas capture, Luzon', 'Waste, Philippines'],
  ['Solar home systems, Sumba', 'Renewable energy, Indonesia'],
] as const;

/** Project cards as a screen would put in the page; `count` of them, cycling through the list. */
function Cards({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => {
    const [name, kind] = PROJECTS[index % PROJECTS.length] ?? PROJECTS[0];
    return (
      <Card key={index} data-testid="card">
        <h2>{name}</h2>
        <p>{kind}</p>
      </Card>
    );
  });
}

const onBuy = fn();

const meta = {
  title: 'Components/Page',
  component: Page,
  // Page bars are fixed or sticky to the viewport: docs show each story in its own frame.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 640 } } },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithNavBar: Story = {
  render: (args) => (
    <Page {...args} navBar={<NavBar title="Project details" onBack={fn()} />}>
      <Cards count={3} />
    </Page>
  ),
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(main).toBeVisible();
    // Content starts below the 48 px bar, padded by the page padding.
    await expect(canvas.getAllByTestId('card')[0]?.getBoundingClientRect().top).toBe(48 + 1 + 16);
  },
};

/** A top-level page: scrolls under the sticky nav bar and ends above the fixed tab bar. */
export const WithTabBarAndLongContent: Story = {
  render: (args, { globals }) => (
    <Page
      {...args}
      navBar={<NavBar title={storyT(globals)('common.appName')} />}
      tabBar={<TabBar active="project" badges={{ profile: 2 }} />}
    >
      <Cards count={14} />
    </Page>
  ),
  play: async ({ canvas, canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView;
    const cards = canvas.getAllByTestId('card');
    const last = cards[cards.length - 1];
    if (!view || !last) throw new Error('story did not render');
    const tabBar = canvas.getByRole('navigation');
    view.scrollTo(0, view.document.documentElement.scrollHeight);
    await waitFor(() => expect(view.scrollY).toBeGreaterThan(0));
    // At the end of the page the last card is fully above the tab bar, and the nav bar stayed on top.
    await expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      tabBar.getBoundingClientRect().top,
    );
    await expect(canvas.getByRole('banner').getBoundingClientRect().top).toBe(0);
    view.scrollTo(0, 0);
    await waitFor(() => expect(view.scrollY).toBe(0));
  },
};

/**
 * With the live connection's state in the nav bar, as the app shows it on its tab pages: at the top
 * of a long page and at its end it covers no card.
 */
export const WithConnectionStatusAndLongContent: Story = {
  render: (args, { globals }) => (
    <NavBarStatusProvider status={<ConnectionStatus state="open" />}>
      <Page
        {...args}
        navBar={<NavBar title={storyT(globals)('common.appName')} />}
        tabBar={<TabBar active="home" />}
      >
        <Cards count={14} />
      </Page>
    </NavBarStatusProvider>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expectCoversNothing(canvasElement, canvas.getByRole('status'));
  },
};

const ROWS = Array.from({ length: 16 }, (_, index) => `p${index + 1}`);

/** A feed page: a list that scrolls with the page; its last line ends above the tab bar. */
export const WithListAndTabBar: Story = {
  render: (args, { globals }) => (
    <Page
      {...args}
      navBar={<NavBar title={storyT(globals)('common.appName')} />}
      tabBar={<TabBar active="project" />}
    >
      <List
        items={ROWS}
        getKey={(id) => id}
        renderItem={(id) => {
          const index = Number(id.slice(1)) - 1;
          const [name, kind] = PROJECTS[index % PROJECTS.length] ?? PROJECTS[0];
          return (
            <Card>
              <h2>{name}</h2>
              <p>{kind}</p>
            </Card>
          );
        }}
        gap="sm"
        hasMore={false}
      />
    </Page>
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    const view = canvasElement.ownerDocument.defaultView;
    if (!view) throw new Error('no window');
    view.scrollTo(0, view.document.documentElement.scrollHeight);
    await waitFor(() => expect(view.scrollY).toBeGreaterThan(0));
    const noMore = canvas.getByText(storyT(globals)('layout.list.noMore'));
    await expect(noMore.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      canvas.getByRole('navigation').getBoundingClientRect().top,
    );
    view.scrollTo(0, 0);
    await waitFor(() => expect(view.scrollY).toBe(0));
  },
};

/** A purchase page: the Buy action stays in view at the bottom while the content scrolls. */
export const WithStickyFooter: Story = {
  render: (args, { globals }) => (
    <Page
      {...args}
      navBar={<NavBar title="Mangrove restoration, Riau" onBack={fn()} />}
      footer={
        <Button fullWidth onClick={onBuy}>
          {storyT(globals)('common.confirm')}
        </Button>
      }
    >
      <Cards count={10} />
    </Page>
  ),
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const button = canvas.getByRole('button', { name: storyT(globals)('common.confirm') });
    const viewportHeight = canvasElement.ownerDocument.documentElement.clientHeight;
    // The footer sits on the bottom edge of the screen (12 px padding below the button).
    await expect(button.getBoundingClientRect().bottom).toBe(viewportHeight - 12);
    await userEvent.click(button);
    await expect(onBuy).toHaveBeenCalledOnce();
  },
};

export const WithFooterAboveTabBar: Story = {
  render: (args, { globals }) => (
    <Page
      {...args}
      navBar={<NavBar title={storyT(globals)('common.appName')} />}
      tabBar={<TabBar active="home" />}
      footer={<Button fullWidth>{storyT(globals)('common.confirm')}</Button>}
    >
      <Cards count={10} />
    </Page>
  ),
  play: async ({ canvas, globals }) => {
    const button = canvas.getByRole('button', { name: storyT(globals)('common.confirm') });
    const tabBar = canvas.getByRole('navigation');
    await expect(button.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      tabBar.getBoundingClientRect().top,
    );
  },
};

/** A form or text page on the surface colour, with content running to the edges. */
export const SurfaceWithoutPadding: Story = {
  args: { background: 'surface', padding: 'none' },
  render: (args) => (
    <Page {...args} navBar={<NavBar title="Project details" onBack={fn()} />}>
      <Cards count={2} />
    </Page>
  ),
};

export const DarkTheme: Story = {
  ...WithTabBarAndLongContent,
  globals: { theme: 'dark' },
  play: undefined,
};
