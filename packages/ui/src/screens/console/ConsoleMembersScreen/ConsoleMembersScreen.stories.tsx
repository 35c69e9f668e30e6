import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { Member } from '@carbonmarket/domain';
import { ConsoleMembersScreen } from './ConsoleMembersScreen';
import type { Loadable } from '../../../components/loadable';
import { consoleMember, consoleMembers } from '../../../fixtures/consoleMembers';
import { CONSOLE_ADMIN } from '../../../fixtures/consoleOperators';
import { consoleSectionHrefs, operatorNavigation } from '../../../fixtures/consoleSections';
import { fieldLabel, storyErrorText, storyT } from '../../../testing/storyI18n';

const ready = (data: readonly Member[]): Loadable<readonly Member[]> => ({
  status: 'ready',
  data,
});

const memberHref = (memberId: number) => `${consoleSectionHrefs.members}/${memberId}`;

const meta = {
  title: 'Screens/Console/Members',
  component: ConsoleMembersScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    operatorName: CONSOLE_ADMIN.name,
    query: '',
    onSearch: fn(),
    members: ready(consoleMembers),
    hasMore: true,
    loadingMore: false,
    onLoadMore: fn(),
    memberHref,
    onRetry: fn(),
    onSignOut: fn(),
    navigation: operatorNavigation('members'),
  },
} satisfies Meta<typeof ConsoleMembersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const locked = consoleMember(112);
const risky = consoleMember(108);
const company = consoleMember(117);

/**
 * Every member, newest first, before any search: each card shows the name (a company's
 * registered name), e-mail and number, personal or corporate, the level, and the risk and lock
 * flags; the whole card opens the member. An operator's navigation, Members current.
 */
export const Results: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const list = within(canvas.getByRole('list', { name: t('console.members.list') }));
    await expect(list.getAllByRole('link')).toHaveLength(consoleMembers.length);
    const lockedCard = list.getByRole('link', { name: new RegExp(locked.email) });
    await expect(lockedCard).toHaveAttribute('href', memberHref(locked.memId));
    await expect(within(lockedCard).getByText(t('console.members.flags.locked'))).toBeVisible();
    const riskyCard = list.getByRole('link', { name: new RegExp(risky.email) });
    await expect(within(riskyCard).getByText(t('console.members.flags.risk'))).toBeVisible();
    const companyCard = list.getByRole('link', { name: new RegExp(company.email) });
    await expect(within(companyCard).getByText('Green Harbour Logistics Pte Ltd')).toBeVisible();
    await expect(within(companyCard).getByText(t('console.members.kinds.corporate'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('console.sections.members') })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Search: the query typed, trimmed, is sent with the button (Enter sends it too). */
export const SearchSubmits: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const box = canvas.getByRole('searchbox', {
      name: fieldLabel(t('console.members.search.label')),
    });
    await userEvent.type(box, '  wei.jie.koh@example.com ');
    await userEvent.click(canvas.getByRole('button', { name: t('console.members.search.submit') }));
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('wei.jie.koh@example.com'));
    await userEvent.clear(box);
    await userEvent.type(box, '112{Enter}');
    await waitFor(() => expect(args.onSearch).toHaveBeenLastCalledWith('112'));
  },
};

/** An emptied box searches nothing: every member again. */
export const SearchCleared: Story = {
  args: { query: 'koh', members: ready([locked]), hasMore: false },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const box = canvas.getByRole('searchbox', {
      name: fieldLabel(t('console.members.search.label')),
    });
    await expect(box).toHaveValue('koh');
    await expect(
      canvas.getByRole('list', { name: t('console.members.listForQuery', { query: 'koh' }) }),
    ).toBeVisible();
    await userEvent.clear(box);
    await userEvent.click(canvas.getByRole('button', { name: t('console.members.search.submit') }));
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith(''));
  },
};

/** While a search runs: placeholder cards under the query. */
export const Searching: Story = {
  args: { query: 'tan', members: { status: 'loading' } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('status', { name: t('console.members.loading') }),
    ).toBeInTheDocument();
  },
};

/** No member has registered yet. */
export const Empty: Story = {
  args: { members: ready([]), hasMore: false },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByText(t('console.members.empty.title'))).toBeVisible();
  },
};

/** Nothing matches the query: said, with the way back to every member. */
export const NoResults: Story = {
  args: { query: 'nobody@example.com', members: ready([]), hasMore: false },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByText(t('console.members.noResults.title'))).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: t('console.members.noResults.showAll') }),
    );
    await expect(args.onSearch).toHaveBeenCalledWith('');
  },
};

/** The search failed: said with the reason, and Try again runs it again. */
export const LoadError: Story = {
  args: { members: { status: 'error', error: 'NETWORK_ERROR' } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('console.members.loadError'));
    await expect(alert).toHaveTextContent(storyErrorText(globals)('NETWORK_ERROR'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** More members than a page: Load more asks for the next page. */
export const Paged: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const more = await canvas.findByRole('button', { name: t('console.members.loadMore') });
    await userEvent.click(more);
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

/** The next page on its way, under the first. */
export const LoadingMore: Story = {
  args: { loadingMore: true },
};
