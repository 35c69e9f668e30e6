import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Section } from './Section';
import { Skeleton } from '../../../../components/Skeleton/Skeleton';
import { storyT } from '../../../../testing/storyI18n';
import { storySamples } from '../../../../testing/storySamples';
import { storyLinks } from '../../../../fixtures/links';

/** The home page's own section texts, so the args read as the screen passes them. */
const sectionTexts = (locale: 'en' | 'cn') => {
  const t = storyT({ locale });
  return {
    balances: t('home.balances.title'),
    wallet: t('home.balances.wallet'),
    projects: t('home.projects.title'),
    seeAllProjects: t('home.projects.seeAll'),
    seeAllShort: t('home.projects.seeAllShort'),
    news: t('home.news.title'),
  };
};
const { localise } = storySamples({ en: sectionTexts('en'), cn: sectionTexts('cn') });
const en = sectionTexts('en');

const meta = {
  title: 'Screens/Home/Home/Section',
  component: Section,
  parameters: { layout: 'padded' },
  args: {
    id: 'home-projects',
    title: en.projects,
    moreHref: storyLinks.projects,
    moreLabel: en.seeAllShort,
    moreName: en.seeAllProjects,
    children: <Skeleton variant="rect" height={150} radius={12} />,
  },
  argTypes: { children: { control: false } },
  render: (args, { globals }) => (
    <Section
      {...args}
      title={localise(globals, args.title) ?? args.title}
      moreLabel={localise(globals, args.moreLabel)}
      moreName={localise(globals, args.moreName)}
    />
  ),
} satisfies Meta<typeof Section>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Heading and a short "See all" link whose full name tells screen readers what it opens. */
export const WithSeeAll: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyT(globals);
    const section = canvas.getByRole('region', { name: t('home.projects.title') });
    await expect(
      within(section).getByRole('heading', { level: 2, name: t('home.projects.title') }),
    ).toHaveAttribute('id', 'home-projects');
    const more = within(section).getByRole('link', { name: t('home.projects.seeAll') });
    await expect(more).toHaveTextContent(t('home.projects.seeAllShort'));
    await expect(more).toHaveAttribute('href', storyLinks.projects);
    await expect(within(section).getByRole('status')).toBeInTheDocument();
    await userEvent.tab();
    await expect(more).toHaveFocus();
    await userEvent.click(more);
    // The story's router-free link stays on the page.
    await expect(section).toBeVisible();
  },
};

/** A link whose visible label says enough on its own is named by that label. */
export const VisibleLabelOnly: Story = {
  args: {
    id: 'home-balances',
    title: en.balances,
    moreHref: storyLinks.wallet,
    moreLabel: en.wallet,
    moreName: undefined,
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const section = canvas.getByRole('region', { name: t('home.balances.title') });
    const more = within(section).getByRole('link', { name: t('home.balances.wallet') });
    await expect(more).not.toHaveAttribute('aria-label');
    await expect(more).toHaveAttribute('href', storyLinks.wallet);
  },
};

/** Without `moreHref` the header is the heading alone. */
export const WithoutLink: Story = {
  args: {
    id: 'home-news',
    title: en.news,
    moreHref: undefined,
    moreLabel: undefined,
    moreName: undefined,
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const section = canvas.getByRole('region', { name: t('home.news.title') });
    await expect(within(section).getByRole('heading', { level: 2 })).toBeVisible();
    await expect(within(section).queryByRole('link')).toBeNull();
  },
};

/** A destination without a label shows no link: there would be nothing to read or tap. */
export const HrefWithoutLabel: Story = {
  args: { moreLabel: undefined, moreName: undefined },
  play: async ({ canvas, globals }) => {
    const section = canvas.getByRole('region', { name: storyT(globals)('home.projects.title') });
    await expect(within(section).queryByRole('link')).toBeNull();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
