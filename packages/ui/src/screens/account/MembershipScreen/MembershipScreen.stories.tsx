import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatMoney, money } from '@carbonmarket/domain';
import { MembershipScreen } from './MembershipScreen';
import { membershipOffer } from '../../../fixtures/membership';
import { screenLinks } from '../../../fixtures/links';
import { formatDate } from '../../../i18n/formatDate';
import { toLocale } from '../../../i18n/locale';
import { storyErrorText, storyT } from '../../../testing/storyI18n';
import { expectOfflineBlocked, whileOffline } from '../../../testing/offline';

const NOW = new Date('2026-11-20T10:00:00+08:00');
/** The end of the P2 plan held in the stories. */
const P2_ENDS = new Date('2027-01-15T23:59:59+08:00');
const ready = <T,>(data: T) => ({ status: 'ready', data }) as const;

const noLevel = ready(membershipOffer());
const holdsP2 = ready(membershipOffer('P2', P2_ENDS));
const plenty = ready(money('1250.00'));

const meta = {
  title: 'Screens/Account/Membership',
  component: MembershipScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    membership: noLevel,
    available: plenty,
    now: NOW,
    onJoin: fn(),
    onBack: fn(),
    onRetry: fn(),
    links: screenLinks,
  },
} satisfies Meta<typeof MembershipScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type T = ReturnType<typeof storyT>;
type Globals = Record<string, unknown>;

/** A plan's card, by its heading. */
const planCard = (canvas: Canvas, t: T, level: string) => {
  const heading = canvas.getByRole('heading', {
    level: 3,
    name: t('profile.membership.plan.name', { level }),
  });
  const card = heading.closest('li');
  if (card === null) throw new Error(`No card for ${level}`);
  return within(card);
};

const dialogNamed = (title: string) =>
  within(document.body).findByRole('alertdialog', { name: title });

const date = (value: Date, globals: Globals) => formatDate(value, toLocale(globals['locale']));
const price = (amount: string, globals: Globals) =>
  formatMoney(money(amount), toLocale(globals['locale']));

/**
 * No membership yet: "No membership" and the balance, then every level's monthly price and what
 * it opens (projects up to its level; selling presale credits from P3), each to join.
 */
export const NoLevel: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('heading', { level: 2, name: t('profile.membership.current.none') }),
    ).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent(price('1250.00', globals));
    await expect(
      canvas.getByRole('radio', { name: t('profile.membership.period.monthly') }),
    ).toHaveAttribute('aria-checked', 'true');
    const p2 = planCard(canvas, t, 'P2');
    await expect(p2.getByText(price('19.80', globals))).toBeVisible();
    const unlocks = p2.getByRole('list', {
      name: t('profile.membership.plan.unlocks', { level: 'P2' }),
    });
    await expect(unlocks).toHaveTextContent(t('profile.membership.plan.projects', { level: 'P2' }));
    await expect(unlocks).toHaveTextContent(
      t('profile.membership.plan.presaleSellFrom', { level: 'P3' }),
    );
    await expect(
      planCard(canvas, t, 'P3').getByRole('list', {
        name: t('profile.membership.plan.unlocks', { level: 'P3' }),
      }),
    ).toHaveTextContent(t('profile.membership.plan.presaleSell'));
    for (const level of ['P1', 'P2', 'P3', 'P4', 'P5'])
      await expect(
        planCard(canvas, t, level).getByRole('button', {
          name: t('profile.membership.plan.join', { level }),
        }),
      ).toBeEnabled();
  },
};

/**
 * Joining P2: the confirmation names the price, the level and its end a month from now; paying
 * sends the plan.
 */
export const Joins: Story = {
  play: async ({ canvas, globals, args }) => {
    const t = storyT(globals);
    await userEvent.click(
      planCard(canvas, t, 'P2').getByRole('button', {
        name: t('profile.membership.plan.join', { level: 'P2' }),
      }),
    );
    const dialog = await dialogNamed(t('profile.membership.confirm.title.join', { level: 'P2' }));
    await expect(dialog).toHaveTextContent(
      t('profile.membership.confirm.message.join', {
        level: 'P2',
        price: price('19.80', globals),
        held: 'P0',
        date: date(new Date('2026-12-20T10:00:00+08:00'), globals),
      }),
    );
    await userEvent.click(
      within(dialog).getByRole('button', {
        name: t('profile.membership.confirm.action'),
      }),
    );
    await waitFor(() =>
      expect(args.onJoin).toHaveBeenCalledWith({ level: 'P2', period: 'monthly' }),
    );
  },
};

/** Level P2 until 15 Jan 2027: its card is marked and renews; higher ones upgrade; P1 waits. */
export const HoldsP2: Story = {
  args: { membership: holdsP2 },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('heading', {
        level: 2,
        name: t('profile.membership.current.level', { level: 'P2' }),
      }),
    ).toBeVisible();
    await expect(
      canvas.getByText(t('profile.membership.current.until', { date: date(P2_ENDS, globals) })),
    ).toBeVisible();
    const p2 = planCard(canvas, t, 'P2');
    await expect(p2.getByText(t('profile.membership.plan.held'))).toBeVisible();
    await expect(
      p2.getByRole('button', { name: t('profile.membership.plan.renew', { level: 'P2' }) }),
    ).toBeEnabled();
    await expect(
      planCard(canvas, t, 'P4').getByRole('button', {
        name: t('profile.membership.plan.upgrade', { level: 'P4' }),
      }),
    ).toBeEnabled();
  },
};

/** Renewing P2 adds a month to its current end, not to today; paying sends the plan. */
export const Renews: Story = {
  args: { membership: holdsP2 },
  play: async ({ canvas, globals, args }) => {
    const t = storyT(globals);
    await userEvent.click(
      planCard(canvas, t, 'P2').getByRole('button', {
        name: t('profile.membership.plan.renew', { level: 'P2' }),
      }),
    );
    const dialog = await dialogNamed(t('profile.membership.confirm.title.renew', { level: 'P2' }));
    await expect(dialog).toHaveTextContent(
      t('profile.membership.confirm.message.renew', {
        level: 'P2',
        price: price('19.80', globals),
        held: 'P2',
        date: date(new Date('2027-02-15T23:59:59+08:00'), globals),
      }),
    );
    await userEvent.click(
      within(dialog).getByRole('button', {
        name: t('profile.membership.confirm.action'),
      }),
    );
    await waitFor(() =>
      expect(args.onJoin).toHaveBeenCalledWith({ level: 'P2', period: 'monthly' }),
    );
  },
};

/**
 * Annual plans: the prices of a year; upgrading to P3 for a year starts today and ends in a
 * year, and the confirmation says the days left of P2 end.
 */
export const UpgradesForAYear: Story = {
  args: { membership: holdsP2 },
  play: async ({ canvas, globals, args }) => {
    const t = storyT(globals);
    await userEvent.click(
      canvas.getByRole('radio', { name: t('profile.membership.period.annual') }),
    );
    const p3 = planCard(canvas, t, 'P3');
    await expect(p3.getByText(price('396.00', globals))).toBeVisible();
    await expect(p3.getByText(t('profile.membership.plan.per.annual'))).toBeVisible();
    await userEvent.click(
      p3.getByRole('button', { name: t('profile.membership.plan.upgrade', { level: 'P3' }) }),
    );
    const dialog = await dialogNamed(
      t('profile.membership.confirm.title.upgrade', { level: 'P3' }),
    );
    await expect(dialog).toHaveTextContent(
      t('profile.membership.confirm.message.upgrade', {
        level: 'P3',
        price: price('396.00', globals),
        held: 'P2',
        date: date(new Date('2027-11-20T10:00:00+08:00'), globals),
      }),
    );
    await userEvent.click(
      within(dialog).getByRole('button', {
        name: t('profile.membership.confirm.action'),
      }),
    );
    await waitFor(() =>
      expect(args.onJoin).toHaveBeenCalledWith({ level: 'P3', period: 'annual' }),
    );
  },
};

/** The confirmation open: the member may still cancel, and nothing is sent. */
export const Confirming: Story = {
  args: { membership: holdsP2 },
  play: async ({ canvas, globals, args }) => {
    const t = storyT(globals);
    await userEvent.click(
      planCard(canvas, t, 'P3').getByRole('button', {
        name: t('profile.membership.plan.upgrade', { level: 'P3' }),
      }),
    );
    const dialog = await dialogNamed(
      t('profile.membership.confirm.title.upgrade', { level: 'P3' }),
    );
    await expect(within(dialog).getByRole('button', { name: t('common.cancel') })).toBeVisible();
    await expect(args.onJoin).not.toHaveBeenCalled();
  },
};

/** Cancelling the confirmation sends nothing and closes it. */
export const ConfirmCancelled: Story = {
  play: async ({ canvas, globals, args }) => {
    const t = storyT(globals);
    await userEvent.click(
      planCard(canvas, t, 'P1').getByRole('button', {
        name: t('profile.membership.plan.join', { level: 'P1' }),
      }),
    );
    const dialog = await dialogNamed(t('profile.membership.confirm.title.join', { level: 'P1' }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.cancel') }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await expect(args.onJoin).not.toHaveBeenCalled();
  },
};

/** A lower level than the one held: its button waits, and the reason says until when. */
export const LowerLevelNotYet: Story = {
  args: { membership: holdsP2 },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const button = planCard(canvas, t, 'P1').getByRole('button', {
      name: t('profile.membership.plan.join', { level: 'P1' }),
    });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(
      t('profile.membership.plan.lower', { held: 'P2', date: date(P2_ENDS, globals) }),
    );
  },
};

/** A level the operator set without an end: a lower one is refused for as long as it is held. */
export const LowerThanALevelWithoutEnd: Story = {
  args: { membership: ready(membershipOffer('P4', null)) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByText(t('profile.membership.current.noEnd'))).toBeVisible();
    await expect(
      planCard(canvas, t, 'P3').getByRole('button', {
        name: t('profile.membership.plan.join', { level: 'P3' }),
      }),
    ).toHaveAccessibleDescription(t('profile.membership.plan.lowerNoEnd', { held: 'P4' }));
  },
};

/**
 * S$5.00 available, less than any plan: each says how much it lacks, its button waits, and its
 * top-up comes back to the plans with the plan named.
 */
export const ShortBalance: Story = {
  args: { available: ready(money('5.00')) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const p1 = planCard(canvas, t, 'P1');
    const join = p1.getByRole('button', {
      name: t('profile.membership.plan.join', { level: 'P1' }),
    });
    await expect(join).toBeDisabled();
    await expect(join).toHaveAccessibleDescription(
      t('profile.membership.plan.shortBy', { amount: price('4.90', globals) }),
    );
    await expect(
      p1.getByRole('link', { name: t('profile.membership.plan.topUp') }),
    ).toHaveAttribute(
      'href',
      screenLinks.topUpForPlan?.({ level: 'P1', period: 'monthly', shortfall: money('4.90') }),
    );
  },
};

/** S$25.00 available: P1 and P2 can be paid, P3 is S$14.60 short. */
export const ShortForHigherPlans: Story = {
  args: { available: ready(money('25.00')) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      planCard(canvas, t, 'P2').getByRole('button', {
        name: t('profile.membership.plan.join', { level: 'P2' }),
      }),
    ).toBeEnabled();
    await expect(
      planCard(canvas, t, 'P3').getByRole('button', {
        name: t('profile.membership.plan.join', { level: 'P3' }),
      }),
    ).toHaveAccessibleDescription(
      t('profile.membership.plan.shortBy', { amount: price('14.60', globals) }),
    );
  },
};

/** An app without a top-up page: the shortfall is said, with no link. */
export const ShortWithoutTopUpPage: Story = {
  args: {
    available: ready(money('5.00')),
    links: { ...screenLinks, topUp: undefined, topUpForPlan: undefined },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      planCard(canvas, t, 'P1').queryByRole('link', { name: t('profile.membership.plan.topUp') }),
    ).toBeNull();
  },
};

/** Back from a top-up for an annual plan: the annual prices show first. */
export const BackFromATopUp: Story = {
  args: { initialPeriod: 'annual' },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('radio', { name: t('profile.membership.period.annual') }),
    ).toHaveAttribute('aria-checked', 'true');
    await expect(planCard(canvas, t, 'P1').getByText(price('99.00', globals))).toBeVisible();
  },
};

/** P1 for a year is being paid: its button is busy; the other plans and the switch wait. */
export const Joining: Story = {
  args: { sent: { level: 'P1', period: 'annual' }, joining: true, initialPeriod: 'annual' },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    // A busy button's name starts with its spinner's "Loading".
    await expect(
      planCard(canvas, t, 'P1').getByRole('button', {
        name: new RegExp(t('profile.membership.plan.join', { level: 'P1' })),
      }),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(
      planCard(canvas, t, 'P2').getByRole('button', {
        name: t('profile.membership.plan.join', { level: 'P2' }),
      }),
    ).toBeDisabled();
    await expect(
      canvas.getByRole('radio', { name: t('profile.membership.period.monthly') }),
    ).toBeDisabled();
  },
};

/** Paid: the receipt with the level, the plan, the price, its dates and the balance after. */
export const Joined: Story = {
  args: {
    receipt: {
      level: 'P3',
      period: 'annual',
      price: money('396.00'),
      startsAt: NOW,
      expiresAt: new Date('2027-11-20T10:00:00+08:00'),
      available: money('854.00'),
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('heading', { name: t('profile.membership.done.title') }),
    ).toBeVisible();
    const page = canvas.getByRole('main');
    await expect(page).toHaveTextContent(
      t('profile.membership.done.description', {
        level: 'P3',
        date: date(new Date('2027-11-20T10:00:00+08:00'), globals),
      }),
    );
    await expect(page).toHaveTextContent(price('396.00', globals));
    await expect(page).toHaveTextContent(price('854.00', globals));
    await expect(
      canvas.getByRole('link', { name: t('profile.membership.done.toProjects') }),
    ).toHaveAttribute('href', screenLinks.projects);
  },
};

/** A refusal of the plan sent, shown on its card. */
const refused = (
  error:
    | 'INSUFFICIENT_BALANCE'
    | 'MEMBERSHIP_DOWNGRADE_NOT_ALLOWED'
    | 'ACCOUNT_LOCKED'
    | 'NETWORK_ERROR',
): Story => ({
  args: { sent: { level: 'P1', period: 'monthly' }, error },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(planCard(canvas, t, 'P1').getByRole('alert')).toHaveTextContent(
      storyErrorText(globals)(error),
    );
  },
});

/** The balance fell short meanwhile (spent elsewhere): the server refused, and the card says so. */
export const RefusedBalanceShort = refused('INSUFFICIENT_BALANCE');
/** A higher level was bought meanwhile (another device): this one is now a lower level. */
export const RefusedLowerLevel = refused('MEMBERSHIP_DOWNGRADE_NOT_ALLOWED');
/** The account is locked: nothing can be paid. */
export const RefusedAccountLocked = refused('ACCOUNT_LOCKED');
/** The network failed on the way: the card says so. */
export const NetworkError = refused('NETWORK_ERROR');

/** A refusal without the plan it was for: above the plans. */
export const RefusedWithoutPlan: Story = {
  args: { error: 'ACCOUNT_LOCKED' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      storyErrorText(globals)('ACCOUNT_LOCKED'),
    );
  },
};

/** The plans are loading: the page's outline. */
export const Loading: Story = {
  args: { membership: { status: 'loading' } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByLabelText(t('profile.membership.loading'))).toBeInTheDocument();
  },
};

/** The plans could not be loaded (the network dropped): the reason and Try again. */
export const LoadFailed: Story = {
  args: { available: { status: 'error', error: 'NETWORK_ERROR' } },
  play: async ({ canvas, globals, args }) => {
    const t = storyT(globals);
    await expect(canvas.getByText(t('profile.membership.loadError'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Holding P2, in the dark theme. */
export const HoldsP2Dark: Story = { args: { membership: holdsP2 }, globals: { theme: 'dark' } };

/** Short of balance, in the dark theme. */
export const ShortBalanceDark: Story = {
  args: { available: ready(money('5.00')) },
  globals: { theme: 'dark' },
};

/** The receipt, in the dark theme. */
export const JoinedDark: Story = { args: Joined.args, globals: { theme: 'dark' } };

/** Offline: every plan's button is disabled and says why; none is paid for. */
export const Offline: Story = {
  decorators: [whileOffline],
  play: async ({ canvas, globals, args }) => {
    const t = storyT(globals);
    for (const level of ['P1', 'P3'])
      await expectOfflineBlocked(
        planCard(canvas, t, level).getByRole('button', {
          name: t('profile.membership.plan.join', { level }),
        }),
        globals,
        args.onJoin,
      );
  },
};
