import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProfileScreen } from './ProfileScreen';
import { memberName } from '../../../components/text/memberName';
import { storyErrorText, storyT } from '../../../testing/storyI18n';
import { sampleMember } from '../../../fixtures/members';
import {
  expectTradingEntries,
  memberCard,
  memberHubArgs,
} from '../../../testing/profileHubStories';
import { ArrivingData, expectLayoutHoldsOnArrival } from '../../../testing/arrivingData';

/* The Profile tab while the profile and the balances load, as they arrive, and when they fail. */
const meta = {
  title: 'Screens/Profile/Profile',
  component: ProfileScreen,
  parameters: { layout: 'fullscreen' },
  args: memberHubArgs,
} satisfies Meta<typeof ProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type T = ReturnType<typeof storyT>;

/**
 * Loading: the card and the balances drawn as their own outlines, announced; the entries are
 * usable meanwhile.
 */
export const Loading: Story = {
  args: { member: { status: 'loading' }, balances: { status: 'loading' } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByRole('status', { name: t('profile.hub.loading') })).toBeVisible();
    await expect(
      canvas.getByRole('status', { name: t('feedback.skeleton.label') }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('term')).toBeNull();
    await expectTradingEntries(canvas, t);
    await expect(
      canvas.getByRole('button', { name: t('profile.hub.logout.action') }),
    ).toBeEnabled();
  },
};

/** The parts of the page that must not move as the profile and the balances arrive. */
const layoutOf = (canvas: Canvas, t: T) => ({
  balances: canvas.getByRole('heading', { name: t('profile.hub.balances.title') }),
  trading: canvas.getByRole('heading', { name: t('profile.hub.trading.title') }),
  general: canvas.getByRole('heading', { name: t('profile.hub.general.title') }),
  logout: canvas.getByRole('button', { name: t('profile.hub.logout.action') }),
});

/** The outlines have the size of what they stand for: nothing below them moves on arrival. */
export const DataArrivesInPlace: Story = {
  render: (args) => (
    <ArrivingData
      loading={
        <ProfileScreen {...args} member={{ status: 'loading' }} balances={{ status: 'loading' }} />
      }
      ready={<ProfileScreen {...args} />}
    />
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyT(globals);
    await expectLayoutHoldsOnArrival({
      canvasElement,
      watch: () => layoutOf(canvas, t),
      ready: () => canvas.findByRole('heading', { level: 2, name: memberName(sampleMember) }),
    });
  },
};

/** The profile failed: the reason and a retry of the profile alone; the rest of the page works. */
export const ProfileFailed: Story = {
  args: { member: { status: 'error', error: 'NETWORK_ERROR' } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('profile.hub.loadError'));
    await expect(alert).toHaveTextContent(storyErrorText(globals)('NETWORK_ERROR'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(args.onRetry).toHaveBeenCalledWith('member');
    await expectTradingEntries(canvas, t);
  },
};

/** The balances failed: their own message and retry under their heading. */
export const BalancesFailed: Story = {
  args: { balances: { status: 'error', error: 'NETWORK_ERROR' } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const balances = canvas.getByRole('region', { name: t('profile.hub.balances.title') });
    await expect(within(balances).getByRole('alert')).toHaveTextContent(
      t('home.balances.loadError'),
    );
    await userEvent.click(within(balances).getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(args.onRetry).toHaveBeenCalledWith('balances');
    await expect(memberCard(canvas, sampleMember)).toBeVisible();
  },
};
