import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProfileScreen } from './ProfileScreen';
import { storyT } from '../../../testing/storyI18n';
import { riskFlaggedMember } from '../../../fixtures/members';
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
