import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { useState } from 'react';
import styled from 'styled-components';
import { List } from './List';
import { storyT } from '../../testing/storyI18n';

interface ProjectRow {
  id: string;
  name: string;
  kind: string;
}

const NAMES = [
  ['Mangrove restoration, Riau', 'Blue carbon'],
  ['Peatland rewetting, Kalimantan', 'Avoided emissions'],
  ['Cookstoves, Rwanda', 'Household energy'],
  ['Rice methane reduction, Mekong', 'Agriculture'],
  ['Wind farm, Gujarat', 'Renewable energy'],
  ['Reforestation, Sabah', 'Nature-based removal'],
] as const;

/** `count` rows with fixed ids and names, so every run renders the same. */
const rows = (count: number): ProjectRow[] =>
  Array.from({ length: count }, (_, index) => {
    const [name, kind] = NAMES[index % NAMES.length] ?? NAMES[0];
    return { id: `p${index + 1}`, name: `${name} ${index + 1}`, kind };
  });

const Row = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  min-height: 64px;
  padding: ${({ theme }) => `${theme.space[300]} ${theme.space[400]}`};
  background: ${({ theme }) => theme.color.bg.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
  strong {
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight.md};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  span {
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.font.size.sm};
    line-height: ${({ theme }) => theme.font.lineHeight.sm};
  }
`;

/** A phone-sized box of fixed height for lists that scroll themselves. */
const Box = styled.div`
  height: 420px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border.strong};
`;

const renderRow = (row: ProjectRow) => (
  <Row>
    <strong>{row.name}</strong>
    <span>{row.kind}</span>
  </Row>
);

/** The list, typed for the rows of these stories. */
const ProjectList = List<ProjectRow>;

const meta = {
  title: 'Components/List',
  component: ProjectList,
  parameters: { layout: 'fullscreen' },
  args: {
    items: rows(6),
    renderItem: renderRow,
    getKey: (row: ProjectRow) => row.id,
    status: 'idle',
    hasMore: true,
    label: 'Projects',
    onReachBottom: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ProjectList>;
export default meta;
type Story = StoryObj<typeof meta>;

const selfScrolling: Decorator = (Story) => (
  <Box>
    <Story />
  </Box>
);

/** Lets scroll and resize handlers and layout settle, to assert that something did NOT happen. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

/** Drags on `target` from `fromY` to `toY` with pointer events, as a finger (or a mouse) would. */
function drag(target: Element, fromY: number, toY: number) {
  const init = {
    bubbles: true,
    cancelable: true,
    pointerId: 7,
    pointerType: 'touch',
    isPrimary: true,
    clientX: 100,
  };
  target.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientY: fromY }));
  for (let y = fromY; y < toY; y += 20)
    target.dispatchEvent(new PointerEvent('pointermove', { ...init, clientY: y }));
  target.dispatchEvent(new PointerEvent('pointermove', { ...init, clientY: toY }));
}
function release(target: Element, y: number) {
  target.dispatchEvent(
    new PointerEvent('pointerup', {
      bubbles: true,
      cancelable: true,
      pointerId: 7,
      pointerType: 'touch',
      isPrimary: true,
      clientY: y,
    }),
  );
}

/** A short first page fills less than the screen: the list asks for the next page at once. */
export const ShortPageAsksForMore: Story = {
  play: async ({ args }) => {
    await waitFor(() => expect(args.onReachBottom).toHaveBeenCalledOnce());
    await settle();
    await expect(args.onReachBottom).toHaveBeenCalledOnce();
  },
};

export const LoadingMore: Story = {
  args: { status: 'loading' },
  play: async ({ canvas, globals, args }) => {
    await expect(canvas.getByText(storyT(globals)('layout.list.loadingMore'))).toBeVisible();
    await settle();
    await expect(args.onReachBottom).not.toHaveBeenCalled();
  },
};

export const NoMore: Story = {
  args: { hasMore: false },
  play: async ({ canvas, globals, args }) => {
    await expect(canvas.getByText(storyT(globals)('layout.list.noMore'))).toBeVisible();
    await settle();
    await expect(args.onReachBottom).not.toHaveBeenCalled();
  },
};

export const ErrorWithRetry: Story = {
  args: { status: 'error' },
  play: async ({ canvas, userEvent, globals, args }) => {
    const retry = canvas.getByRole('button', { name: storyT(globals)('layout.list.errorMore') });
    await expect(retry.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(args.onReachBottom).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas, globals, args }) => {
    await expect(canvas.getByText(storyT(globals)('layout.list.empty'))).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(args.onReachBottom).not.toHaveBeenCalled();
  },
};

/** The owner's own empty state replaces the default text. */
export const CustomEmpty: Story = {
  args: { items: [], empty: <Row>No projects match these filters</Row> },
};

export const InitialLoading: Story = {
  args: { items: [], status: 'loading' },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('img', { name: storyT(globals)('common.loading') }),
    ).toBeVisible();
  },
};

export const InitialError: Story = {
  args: { items: [], status: 'error' },
  play: async ({ canvas, userEvent, globals, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: storyT(globals)('layout.list.errorInitial') }),
    );
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Refreshing: Story = {
  args: { onRefresh: fn(), refreshing: true, hasMore: false },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      storyT(globals)('layout.list.refreshing'),
    );
  },
};

/** Thirty rows in a 420 px box that scrolls by itself. */
export const ManyItemsSelfScroll: Story = {
  args: { items: rows(30), scroll: 'self' },
  decorators: [selfScrolling],
  play: async ({ canvas, args }) => {
    const region = canvas.getByRole('region', { name: String(args.label) });
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
    await settle();
    await expect(args.onReachBottom).not.toHaveBeenCalled();
  },
};

export const ScrollToBottomLoadsMore: Story = {
  ...ManyItemsSelfScroll,
  play: async ({ canvas, args }) => {
    const region = canvas.getByRole('region', { name: String(args.label) });
    await settle();
    await expect(args.onReachBottom).not.toHaveBeenCalled();
    // Short of the threshold: the end is still more than 80 px below the visible area.
    region.scrollTop = region.scrollHeight - region.clientHeight - 48 - 200;
    region.dispatchEvent(new Event('scroll'));
    await settle();
    await expect(args.onReachBottom).not.toHaveBeenCalled();
    region.scrollTop = region.scrollHeight;
    region.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(args.onReachBottom).toHaveBeenCalledOnce());
    // Scrolling on at the end asks no more for the same items.
    region.scrollTop -= 10;
    region.dispatchEvent(new Event('scroll'));
    await settle();
    await expect(args.onReachBottom).toHaveBeenCalledOnce();
  },
};

export const ScrollToBottomWithNoMoreDoesNotLoad: Story = {
  ...ManyItemsSelfScroll,
  args: { ...ManyItemsSelfScroll.args, hasMore: false },
  play: async ({ canvas, globals, args }) => {
    const region = canvas.getByRole('region', { name: String(args.label) });
    region.scrollTop = region.scrollHeight;
    region.dispatchEvent(new Event('scroll'));
    await settle();
    await expect(args.onReachBottom).not.toHaveBeenCalled();
    await expect(canvas.getByText(storyT(globals)('layout.list.noMore'))).toBeVisible();
  },
};

export const ScrollToBottomWhileLoadingDoesNotLoad: Story = {
  ...ManyItemsSelfScroll,
  args: { ...ManyItemsSelfScroll.args, status: 'loading' },
  play: async ({ canvas, globals, args }) => {
    const region = canvas.getByRole('region', { name: String(args.label) });
    region.scrollTop = region.scrollHeight;
    region.dispatchEvent(new Event('scroll'));
    await settle();
    await expect(args.onReachBottom).not.toHaveBeenCalled();
    await expect(canvas.getByText(storyT(globals)('layout.list.loadingMore'))).toBeVisible();
  },
};

const PAGE_SIZE = 10;
const LAST_PAGE = 3;

/** An owner that appends a page of rows each time the list asks, up to three pages. */
function PagedFeed(props: { label?: string; onReachBottom?: () => void }) {
  const [count, setCount] = useState(PAGE_SIZE);
  return (
    <List
      {...props}
      items={rows(count)}
      renderItem={renderRow}
      getKey={(row) => row.id}
      scroll="self"
      hasMore={count < PAGE_SIZE * LAST_PAGE}
      onReachBottom={() => {
        props.onReachBottom?.();
        setCount((current) => current + PAGE_SIZE);
      }}
    />
  );
}

/** The whole cycle: each scroll to the end loads one page (and only one), until there are no more. */
export const LoadsPagesAsYouScroll: Story = {
  decorators: [selfScrolling],
  render: (args) => <PagedFeed label={args.label} onReachBottom={args.onReachBottom} />,
  play: async ({ canvas, globals, args }) => {
    const region = canvas.getByRole('region', { name: String(args.label) });
    const toBottom = () => {
      region.scrollTop = region.scrollHeight;
      region.dispatchEvent(new Event('scroll'));
    };
    await expect(canvas.getAllByRole('listitem')).toHaveLength(10);
    toBottom();
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(20));
    await settle();
    await expect(args.onReachBottom).toHaveBeenCalledTimes(1);
    toBottom();
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(30));
    toBottom();
    await expect(await canvas.findByText(storyT(globals)('layout.list.noMore'))).toBeVisible();
    await settle();
    await expect(args.onReachBottom).toHaveBeenCalledTimes(2);
    region.scrollTop = 0;
  },
};

/** With `scroll: 'page'` the window scrolls; the list asks for more near the end of the page. */
export const PageScrollLoadsMore: Story = {
  args: { items: rows(30) },
  play: async ({ canvasElement, args }) => {
    const view = canvasElement.ownerDocument.defaultView;
    if (!view) throw new Error('no window');
    await settle();
    await expect(args.onReachBottom).not.toHaveBeenCalled();
    view.scrollTo(0, view.document.documentElement.scrollHeight);
    await waitFor(() => expect(args.onReachBottom).toHaveBeenCalledOnce());
    view.scrollTo(0, 0);
    await waitFor(() => expect(view.scrollY).toBe(0));
  },
};

export const PullToRefresh: Story = {
  args: { items: rows(30), scroll: 'self', onRefresh: fn() },
  decorators: [selfScrolling],
  play: async ({ canvas, globals, args }) => {
    const t = storyT(globals);
    const list = canvas.getByRole('list');
    drag(list, 10, 40);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(t('layout.list.pull')),
    );
    drag(list, 10, 120);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(t('layout.list.release')),
    );
    release(list, 120);
    await expect(args.onRefresh).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(''));
  },
};

/** Mid-gesture, past the threshold: the indicator says to release. */
export const PulledPastThreshold: Story = {
  ...PullToRefresh,
  play: async ({ canvas, globals, args }) => {
    drag(canvas.getByRole('list'), 10, 130);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(storyT(globals)('layout.list.release')),
    );
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};

export const ShortPullDoesNotRefresh: Story = {
  ...PullToRefresh,
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list');
    drag(list, 10, 50);
    release(list, 50);
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};

export const PullWhenScrolledDoesNotRefresh: Story = {
  ...PullToRefresh,
  play: async ({ canvas, args }) => {
    const region = canvas.getByRole('region', { name: String(args.label) });
    region.scrollTop = 200;
    region.dispatchEvent(new Event('scroll'));
    const list = canvas.getByRole('list');
    drag(list, 10, 200);
    release(list, 200);
    await expect(args.onRefresh).not.toHaveBeenCalled();
    region.scrollTop = 0;
  },
};

export const RefreshButtonForKeyboard: Story = {
  args: { onRefresh: fn(), hasMore: false },
  play: async ({ canvas, userEvent, globals, args }) => {
    const button = canvas.getByRole('button', { name: storyT(globals)('layout.list.refresh') });
    // Hidden until it has focus, then a real touch target.
    await expect(button.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.keyboard('{Enter}');
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

let finishRefresh: () => void = () => undefined;
/** A refresh that takes until the play function ends it. */
const slowRefresh = fn(
  () =>
    new Promise<void>((resolve) => {
      finishRefresh = resolve;
    }),
);

export const RefreshShowsProgressUntilDone: Story = {
  args: { onRefresh: slowRefresh, hasMore: false },
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyT(globals);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(slowRefresh).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(t('layout.list.refreshing')),
    );
    // Pressing again while refreshing does nothing.
    await userEvent.keyboard('{Enter}');
    await expect(slowRefresh).toHaveBeenCalledOnce();
    finishRefresh();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(''));
    await userEvent.tab({ shift: true });
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { status: 'error', onRefresh: fn(), refreshing: true },
};
