import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FootprintCta } from './FootprintCta';
import { storyT } from '../../../../testing/storyI18n';
import { storyLinks } from '../../../../fixtures/links';

const meta = {
  title: 'Screens/Home/Home/FootprintCta',
  component: FootprintCta,
  parameters: { layout: 'padded' },
  args: { href: storyLinks.footprint },
} satisfies Meta<typeof FootprintCta>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The invitation to work out the carbon footprint, with its one action. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const cta = canvas.getByRole('region', { name: t('home.footprint.title') });
    await expect(
      within(cta).getByRole('heading', { level: 2, name: t('home.footprint.title') }),
    ).toBeVisible();
    await expect(cta).toHaveTextContent(t('home.footprint.description'));
    await expect(within(cta).getAllByRole('link')).toHaveLength(1);
    await expect(
      within(cta).getByRole('link', { name: t('home.footprint.action') }),
    ).toHaveAttribute('href', storyLinks.footprint);
  },
};

/** The action is reached with the keyboard and can be followed. */
export const KeyboardAndClick: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyT(globals);
    const action = canvas.getByRole('link', { name: t('home.footprint.action') });
    await userEvent.tab();
    await expect(action).toHaveFocus();
    await userEvent.click(action);
    await userEvent.keyboard('{Enter}');
    // The story's router-free link stays on the page.
    await expect(canvas.getByRole('region', { name: t('home.footprint.title') })).toBeVisible();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
