import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TermsScreen } from './TermsScreen';
import { storyT } from '../../../testing/storyI18n';

const meta = {
  title: 'Screens/Onboarding/Terms',
  component: TermsScreen,
  parameters: { layout: 'fullscreen' },
  args: { onBack: fn() },
} satisfies Meta<typeof TermsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The whole text, one heading per section, so screen readers can jump between them. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('onboarding.terms.title') }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(14);
    await expect(
      canvas.getByRole('region', { name: t('legal.terms.sections.buying.heading') }),
    ).toHaveTextContent(t('legal.terms.sections.buying.heading'));
  },
};

/** The back button calls `onBack`. */
export const GoesBack: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: storyT(globals)('common.back') }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** Opened from a link outside the app: no back button. */
export const WithoutBack: Story = {
  args: { onBack: undefined },
  play: async ({ canvas, globals }) => {
    await expect(canvas.queryByRole('button', { name: storyT(globals)('common.back') })).toBeNull();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
