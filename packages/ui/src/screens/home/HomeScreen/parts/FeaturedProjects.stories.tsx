import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { Project } from '@carbonmarket/domain';
import { FEATURED_PROJECT_COUNT, FeaturedProjects } from './FeaturedProjects';
import type { FeaturedProjectsProps } from './FeaturedProjects';
import { toLocale } from '../../../../i18n/locale';
import { containing, storyErrorText, storyT } from '../../../../testing/storyI18n';
import { storyLinks } from '../../../../fixtures/links';
import { localiseProjects, sampleProjects } from '../../../../fixtures/projects';

const projectHref = (project: Project) => `${storyLinks.project}?id=${project.id}`;

/** The sample projects in the story's language. */
function localised(
  args: FeaturedProjectsProps,
  globals: Record<string, unknown>,
): FeaturedProjectsProps {
  const { projects } = args;
  return projects.status === 'ready'
    ? {
        ...args,
        projects: {
          status: 'ready',
          data: localiseProjects(projects.data, toLocale(globals['locale'])),
        },
      }
    : args;
}

const meta = {
  title: 'Screens/Home/Home/FeaturedProjects',
  component: FeaturedProjects,
  parameters: { layout: 'padded' },
  args: {
    projects: { status: 'ready', data: sampleProjects },
    projectHref: fn(projectHref),
    onRetry: fn(),
  },
  render: (args, { globals }) => <FeaturedProjects {...localised(args, globals)} />,
} satisfies Meta<typeof FeaturedProjects>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A card per project, in the given order, each leading to its project's page. */
export const Ready: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyT(globals);
    const shown = localiseProjects(sampleProjects, toLocale(globals['locale']));
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(sampleProjects.length);
    for (const [index, project] of shown.entries()) {
      const card = within(items[index] as HTMLElement).getByRole('link', {
        name: containing(project.name),
      });
      await expect(card).toHaveAttribute('href', projectHref(project));
      await expect(card).toHaveTextContent(t(`display.status.project.${project.status}`));
      await expect(args.projectHref).toHaveBeenCalledWith(
        expect.objectContaining({ id: project.id }),
      );
    }
    await expect(
      canvas.getAllByRole('progressbar', { name: t('home.projects.sold') }),
    ).toHaveLength(sampleProjects.length);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** One featured project. */
export const Single: Story = {
  args: { projects: { status: 'ready', data: sampleProjects.slice(0, 1) } },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByRole('link')).toHaveAttribute('href', `${storyLinks.project}?id=101`);
  },
};

/** More projects than the page features: the first three, in the given order. */
export const MoreThanThree: Story = {
  args: {
    projects: {
      status: 'ready',
      data: [...sampleProjects, { ...(sampleProjects[0] as Project), id: 104 }],
    },
  },
  play: async ({ canvas }) => {
    const cards = within(canvas.getByRole('list')).getAllByRole('link');
    await expect(cards).toHaveLength(FEATURED_PROJECT_COUNT);
    await expect(cards.map((card) => card.getAttribute('href'))).toEqual(
      [101, 102, 103].map((id) => `${storyLinks.project}?id=${id}`),
    );
  },
};

/** No featured projects: a note in place of the cards. */
export const Empty: Story = {
  args: { projects: { status: 'ready', data: [] } },
  play: async ({ canvas, args, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('heading', { level: 3, name: t('home.projects.emptyTitle') }),
    ).toBeVisible();
    await expect(canvas.getByText(t('home.projects.emptyDescription'))).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(args.projectHref).not.toHaveBeenCalled();
  },
};

/** Still loading: two placeholder cards. */
export const Loading: Story = {
  args: { projects: { status: 'loading' } },
  play: async ({ canvas, globals }) => {
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(FEATURED_PROJECT_COUNT);
    await expect(
      canvas.getAllByRole('status', { name: storyT(globals)('feedback.skeleton.label') }),
    ).toHaveLength(FEATURED_PROJECT_COUNT);
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Failed with a known error: the title, the error's message, and a retry. */
export const Failed: Story = {
  args: { projects: { status: 'error', error: 'NETWORK_ERROR' } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('home.projects.loadError'));
    await expect(alert).toHaveTextContent(storyErrorText(globals)('NETWORK_ERROR'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Failed without an error code: the title alone, and a retry reached with the keyboard. */
export const FailedWithoutCode: Story = {
  args: { projects: { status: 'error' } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('home.projects.loadError'));
    // Only the title: no message paragraph without a code.
    await expect(alert.childElementCount).toBe(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
