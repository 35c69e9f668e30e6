import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { formatMoney } from '@carbonmarket/domain';
import type { FundRecord, Order } from '@carbonmarket/domain';
import { ConsoleMemberScreen } from './ConsoleMemberScreen';
import type { MemberOverview, MemberSession, RecordPages } from './ConsoleMemberScreen';
import { memberName } from '../../../components/text/memberName';
import { toLocale } from '../../../i18n/locale';
import {
  CONSOLE_MEMBERS_NOW,
  consoleMemberOrders,
  consoleMemberSessions,
  lockedMemberOverview,
  memberOverview,
  riskyMemberOverview,
} from '../../../fixtures/consoleMembers';
import { sampleFundRecords } from '../../../fixtures/fundRecords';
import { CONSOLE_ADMIN } from '../../../fixtures/consoleOperators';
import { consoleSectionHrefs, operatorNavigation } from '../../../fixtures/consoleSections';
import { containing, fieldLabel, storyErrorText, storyT } from '../../../testing/storyI18n';

const pages = <Item,>(items: readonly Item[], hasMore = false): RecordPages<Item> => ({
  items,
  status: 'idle',
  hasMore,
});
const ready = (data: MemberOverview) => ({ status: 'ready', data }) as const;

const meta = {
  title: 'Screens/Console/Member',
  component: ConsoleMemberScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    operatorName: CONSOLE_ADMIN.name,
    now: CONSOLE_MEMBERS_NOW,
    overview: ready(memberOverview),
    onRetry: fn(),
    backHref: consoleSectionHrefs.members,
    tab: 'orders',
    onTabChange: fn(),
    orders: pages<Order>(consoleMemberOrders, true),
    fundRecords: pages<FundRecord>(sampleFundRecords),
    sessions: pages<MemberSession>(consoleMemberSessions),
    onLoadMore: fn(),
    onRetryRecords: fn(),
    onSetRisk: fn(),
    onSetCreditScore: fn(),
    onSetMembership: fn(),
    onUnlock: fn(),
    onSignOut: fn(),
    navigation: operatorNavigation('members'),
  },
} satisfies Meta<typeof ConsoleMemberScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const name = memberName(memberOverview.member);
const lockedName = memberName(lockedMemberOverview.member);
const riskyName = memberName(riskyMemberOverview.member);

/**
 * A member in good standing: the profile (kind, e-mail, names, level until when, credit score,
 * not flagged, not locked), the changes the operator may make, the balances in money and credits,
 * and the orders tab, with a way back to the members.
 */
export const Overview: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(canvas.getByText(memberOverview.member.email)).toBeVisible();
    await expect(
      canvas.getByText(formatMoney(memberOverview.balances.available, toLocale(globals['locale']))),
    ).toBeVisible();
    for (const action of [
      'console.members.risk.flag',
      'console.members.creditScore.action',
      'console.members.membership.action',
      'console.members.unlock.action',
    ] as const)
      await expect(canvas.getByRole('button', { name: t(action) })).toBeEnabled();
    await expect(
      canvas.getByRole('link', { name: t('console.members.member.back') }),
    ).toHaveAttribute('href', consoleSectionHrefs.members);
    const orders = canvas.getByRole('list', { name: t('console.members.records.orders.label') });
    await expect(within(orders).getAllByRole('heading', { level: 3 })).toHaveLength(
      consoleMemberOrders.length,
    );
  },
};

/**
 * A member locked by wrong withdrawal passwords: Locked, the money frozen, and Unlock stands out;
 * its dialog says the frozen amount returns to the available balance.
 */
export const LockedMember: Story = {
  args: { overview: ready(lockedMemberOverview) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getAllByText(t('console.members.flags.locked')).length).toBeGreaterThan(0);
    await expect(
      canvas.getByText(
        formatMoney(lockedMemberOverview.balances.frozen, toLocale(globals['locale'])),
      ),
    ).toBeVisible();
  },
};

/** A member flagged as a risk: the flag shows, and the action clears it. */
export const RiskyMember: Story = {
  args: { overview: ready(riskyMemberOverview) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getAllByText(t('console.members.flags.risk')).length).toBeGreaterThan(0);
    await expect(
      canvas.getByRole('button', { name: t('console.members.risk.clear') }),
    ).toBeEnabled();
  },
};

/** Flag as a risk: the dialog says what it does (sessions end), open. */
export const RiskDialog: Story = {
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const t = storyT(globals);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: t('console.members.risk.flag') }));
    await expect(
      await body.findByRole('alertdialog', { name: t('console.members.risk.flagTitle', { name }) }),
    ).toBeVisible();
  },
};

/** Flagging, confirmed: the screen is asked to flag (true); the risky member's is to clear (false). */
export const RiskConfirmed: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: t('console.members.risk.flag') }));
    const dialog = within(
      await body.findByRole('alertdialog', { name: t('console.members.risk.flagTitle', { name }) }),
    );
    await userEvent.click(dialog.getByRole('button', { name: t('console.members.risk.flag') }));
    await waitFor(() => expect(args.onSetRisk).toHaveBeenCalledWith(true));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

/** Clearing a risky member's flag sends false. */
export const RiskCleared: Story = {
  args: { overview: ready(riskyMemberOverview) },
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: t('console.members.risk.clear') }));
    const dialog = within(
      await body.findByRole('alertdialog', {
        name: t('console.members.risk.clearTitle', { name: riskyName }),
      }),
    );
    await userEvent.click(dialog.getByRole('button', { name: t('console.members.risk.clear') }));
    await waitFor(() => expect(args.onSetRisk).toHaveBeenCalledWith(false));
  },
};

/** Set credit score: the three scores, the member's own chosen, open. */
export const CreditScoreDialog: Story = {
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const t = storyT(globals);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      canvas.getByRole('button', { name: t('console.members.creditScore.action') }),
    );
    const dialog = within(
      await body.findByRole('dialog', { name: t('console.members.creditScore.title', { name }) }),
    );
    await expect(
      dialog.getByRole('radio', { name: t('console.members.creditScores.excellent') }),
    ).toBeChecked();
  },
};

/** A score chosen and saved: the screen is asked for it, and the dialog closes. */
export const CreditScoreSet: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      canvas.getByRole('button', { name: t('console.members.creditScore.action') }),
    );
    const dialog = within(
      await body.findByRole('dialog', { name: t('console.members.creditScore.title', { name }) }),
    );
    await userEvent.click(
      dialog.getByRole('radio', { name: t('console.members.creditScores.poor') }),
    );
    await userEvent.click(
      dialog.getByRole('button', { name: t('console.members.creditScore.confirm') }),
    );
    await waitFor(() => expect(args.onSetCreditScore).toHaveBeenCalledWith('poor'));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/**
 * Set membership: a paid level needs its period, refused on the period's field until one is
 * chosen; then a year from now is sent as the expiry. Left open on the refusal.
 */
export const MembershipNeedsPeriod: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      canvas.getByRole('button', { name: t('console.members.membership.action') }),
    );
    const dialog = within(
      await body.findByRole('dialog', { name: t('console.members.membership.title', { name }) }),
    );
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: fieldLabel(t('console.members.membership.level')) }),
      'P3',
    );
    await userEvent.click(
      dialog.getByRole('button', { name: t('console.members.membership.confirm') }),
    );
    const period = dialog.getByRole('combobox', {
      name: fieldLabel(t('console.members.membership.period')),
    });
    await waitFor(() =>
      expect(period).toHaveAccessibleDescription(containing(storyErrorText(globals)('REQUIRED'))),
    );
    await expect(args.onSetMembership).not.toHaveBeenCalled();
  },
};

/** A paid level for a year: the level and the expiry a year from now are sent. */
export const MembershipSet: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      canvas.getByRole('button', { name: t('console.members.membership.action') }),
    );
    const dialog = within(
      await body.findByRole('dialog', { name: t('console.members.membership.title', { name }) }),
    );
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: fieldLabel(t('console.members.membership.level')) }),
      'P3',
    );
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: fieldLabel(t('console.members.membership.period')) }),
      'annual',
    );
    await userEvent.click(
      dialog.getByRole('button', { name: t('console.members.membership.confirm') }),
    );
    await waitFor(() =>
      expect(args.onSetMembership).toHaveBeenCalledWith({
        level: 'P3',
        expiresAt: new Date('2027-11-20T10:00:00+08:00'),
      }),
    );
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** P0 needs no period: sent without an expiry. */
export const MembershipCleared: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      canvas.getByRole('button', { name: t('console.members.membership.action') }),
    );
    const dialog = within(
      await body.findByRole('dialog', { name: t('console.members.membership.title', { name }) }),
    );
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: fieldLabel(t('console.members.membership.level')) }),
      'P0',
    );
    await expect(
      dialog.queryByRole('combobox', { name: fieldLabel(t('console.members.membership.period')) }),
    ).toBeNull();
    await userEvent.click(
      dialog.getByRole('button', { name: t('console.members.membership.confirm') }),
    );
    await waitFor(() =>
      expect(args.onSetMembership).toHaveBeenCalledWith({ level: 'P0', expiresAt: null }),
    );
  },
};

/** Unlock the locked member: the reason is required (refused empty), left open on the refusal. */
export const UnlockNeedsReason: Story = {
  args: { overview: ready(lockedMemberOverview) },
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: t('console.members.unlock.action') }));
    const dialog = within(
      await body.findByRole('dialog', {
        name: t('console.members.unlock.title', { name: lockedName }),
      }),
    );
    await expect(
      dialog.getByText(
        t('console.members.unlock.messageFrozen', {
          name: lockedName,
          amount: formatMoney(lockedMemberOverview.balances.frozen, toLocale(globals['locale'])),
        }),
      ),
    ).toBeVisible();
    await userEvent.click(
      dialog.getByRole('button', { name: t('console.members.unlock.confirm') }),
    );
    const field = dialog.getByRole('textbox', {
      name: fieldLabel(t('console.reasonDialog.reason')),
    });
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        containing(storyErrorText(globals)('REASON_REQUIRED')),
      ),
    );
    await expect(field).toHaveFocus();
    await expect(args.onUnlock).not.toHaveBeenCalled();
  },
};

/** The reason typed (spaces trimmed) and confirmed: the screen is asked to unlock with it. */
export const Unlocked: Story = {
  args: { overview: ready(lockedMemberOverview) },
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: t('console.members.unlock.action') }));
    const dialog = within(
      await body.findByRole('dialog', {
        name: t('console.members.unlock.title', { name: lockedName }),
      }),
    );
    await userEvent.type(
      dialog.getByRole('textbox', { name: fieldLabel(t('console.reasonDialog.reason')) }),
      '  Confirmed his identity by phone ',
    );
    await userEvent.click(
      dialog.getByRole('button', { name: t('console.members.unlock.confirm') }),
    );
    await waitFor(() =>
      expect(args.onUnlock).toHaveBeenCalledWith('Confirmed his identity by phone'),
    );
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** A change on its way: its button shows busy, the others wait. */
export const Busy: Story = {
  args: { overview: ready(lockedMemberOverview), busy: 'unlock' },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('button', { name: t('console.members.creditScore.action') }),
    ).toBeDisabled();
  },
};

/** A change the server refused: the reason, in the announced banner. */
export const Refused: Story = {
  args: { error: 'NOT_FOUND' },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('console.members.member.actionFailed'));
    await expect(alert).toHaveTextContent(storyErrorText(globals)('NOT_FOUND'));
  },
};

/** Without the changes' callbacks (a role that may not make them): only the facts show. */
export const ReadOnly: Story = {
  args: {
    onSetRisk: undefined,
    onSetCreditScore: undefined,
    onSetMembership: undefined,
    onUnlock: undefined,
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.queryByRole('heading', { name: t('console.members.actions.heading') }),
    ).toBeNull();
  },
};

/** The fund records tab: the member's records under their days, as the member sees them. */
export const FundRecords: Story = {
  args: { tab: 'fundRecords' },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('tab', { name: t('console.members.records.fundRecords.tab') }),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(
      canvas.getByRole('list', { name: t('console.members.records.fundRecords.label') }),
    ).toBeVisible();
  },
};

/** The sessions tab: open or ended, when each was last used and ended. */
export const Sessions: Story = {
  args: { tab: 'sessions' },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const list = within(
      canvas.getByRole('list', { name: t('console.members.records.sessions.label') }),
    );
    await expect(list.getAllByRole('heading', { level: 3 })).toHaveLength(
      consoleMemberSessions.length,
    );
    await expect(list.getByText(t('console.members.sessions.open'))).toBeVisible();
    await userEvent.click(
      canvas.getByRole('tab', { name: t('console.members.records.orders.tab') }),
    );
    await expect(args.onTabChange).toHaveBeenCalledWith('orders');
  },
};

/** A member without orders yet. */
export const NoOrders: Story = {
  args: { orders: pages<Order>([]) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByText(t('console.members.records.orders.empty'))).toBeVisible();
  },
};

/** The orders failed to load: said, and Try again asks for them again. */
export const OrdersLoadError: Story = {
  args: { orders: { items: [], status: 'error', error: 'NETWORK_ERROR', hasMore: false } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByText(t('console.members.records.orders.loadError'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetryRecords).toHaveBeenCalledWith('orders');
  },
};

/** While the member loads: the profile and balances drawn as bars. */
export const Loading: Story = {
  args: { overview: { status: 'loading' } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('status', { name: t('console.members.member.loading') }),
    ).toBeInTheDocument();
  },
};

/** The member could not be loaded (no such member): said, with Try again. */
export const LoadError: Story = {
  args: { overview: { status: 'error', error: 'NOT_FOUND' } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('console.members.member.loadError'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
