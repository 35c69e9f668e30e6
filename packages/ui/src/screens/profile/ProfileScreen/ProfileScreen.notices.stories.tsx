import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatMoney } from '@carbonmarket/domain';
import { ProfileScreen } from './ProfileScreen';
import { toLocale } from '../../../i18n/locale';
import { storyT } from '../../../testing/storyI18n';
import { emptyBalances, frozenBalances } from '../../../fixtures/balances';
import { screenLinks } from '../../../fixtures/links';
import { lockedMember, riskFlaggedMember } from '../../../fixtures/members';
import { figure, memberCard, memberHubArgs, ready } from '../../../testing/profileHubStories';

/* The states of a member's account the Profile tab tells of under the card. */
const meta = {
  title: 'Screens/Profile/Profile',
  component: ProfileScreen,
  parameters: { layout: 'fullscreen' },
  args: memberHubArgs,
} satisfies Meta<typeof ProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member flagged as a risk: a notice that buying and selling are paused, a poor score. */
export const RiskFlagged: Story = {
  args: { member: ready(riskFlaggedMember) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByText(t('profile.hub.risk'))).toBeVisible();
    await expect(
      figure(memberCard(canvas, riskFlaggedMember), t('profile.hub.creditScore.label')),
    ).toHaveTextContent(t('profile.hub.creditScore.poor'));
  },
};

type Canvas = ReturnType<typeof within>;

/** The notice of a locked account, a region named by its heading. */
const lockedNotice = (canvas: Canvas, t: ReturnType<typeof storyT>) =>
  canvas.getByRole('region', { name: t('profile.hub.locked.title') });

/**
 * Five wrong withdrawal passwords locked the account: a notice under the card says the balance
 * is frozen, with the amount, that customer service unlocks it and gives the money back, and
 * leads there; the balances show nothing available.
 */
export const LockedBalanceFrozen: Story = {
  args: { member: ready(lockedMember), balances: ready(frozenBalances) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const notice = lockedNotice(canvas, t);
    await expect(notice).toBeVisible();
    await expect(notice).toHaveTextContent(
      t('profile.hub.locked.frozen', {
        frozen: formatMoney(frozenBalances.frozen, toLocale(globals['locale'])),
      }),
    );
    await expect(
      within(notice).getByRole('link', { name: t('profile.hub.locked.contact') }),
    ).toHaveAttribute('href', screenLinks.contact);
    await expect(canvas.queryByText(t('profile.hub.risk'))).toBeNull();
  },
};

/** Locked with nothing available to freeze: the notice says the account is locked, no amount. */
export const LockedNothingFrozen: Story = {
  args: { member: ready(lockedMember), balances: ready(emptyBalances) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const notice = lockedNotice(canvas, t);
    await expect(notice).toHaveTextContent(t('profile.hub.locked.description'));
    await expect(notice).not.toHaveTextContent(
      formatMoney(emptyBalances.frozen, toLocale(globals['locale'])),
    );
  },
};

/** The balances are still loading: the notice is there already, without an amount. */
export const LockedBalancesLoading: Story = {
  args: { member: ready(lockedMember), balances: { status: 'loading' } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(lockedNotice(canvas, t)).toHaveTextContent(t('profile.hub.locked.description'));
  },
};

/** An app without a page to reach customer service: the notice still says to contact it. */
export const LockedWithoutContactPage: Story = {
  args: {
    member: ready(lockedMember),
    balances: ready(frozenBalances),
    links: { ...screenLinks, contact: undefined },
  },
  play: async ({ canvas, globals }) => {
    const notice = lockedNotice(canvas, storyT(globals));
    await expect(within(notice).queryByRole('link')).toBeNull();
  },
};

/** A locked account also flagged as a risk: both notices, the review first. */
export const LockedAndRiskFlagged: Story = {
  args: { member: ready({ ...lockedMember, risk: true }), balances: ready(frozenBalances) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const risk = canvas.getByText(t('profile.hub.risk'));
    const locked = lockedNotice(canvas, t);
    await expect(risk.compareDocumentPosition(locked)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  },
};

export const LockedDark: Story = {
  args: { member: ready(lockedMember), balances: ready(frozenBalances) },
  globals: { theme: 'dark' },
};
