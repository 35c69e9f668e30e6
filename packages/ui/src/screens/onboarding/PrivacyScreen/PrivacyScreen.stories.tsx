import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PrivacyScreen } from './PrivacyScreen';
import { storyT } from '../../../testing/storyI18n';

const meta = {
  title: 'Screens/Onboarding/Privacy',
  component: PrivacyScreen,
  parameters: { layout: 'fullscreen' },
  args: { onBack: fn() },
} satisfies Meta<typeof PrivacyScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The whole policy, one heading per section. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('onboarding.privacy.title') }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(10);
    await expect(
      canvas.getByRole('region', { name: t('legal.privacy.sections.rights.heading') }),
    ).toBeInTheDocument();
  },
};

/** The back button calls `onBack`. */
export const GoesBack: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: storyT(globals)('common.back') }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
