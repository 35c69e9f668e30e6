import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatMoney, formatTons, money, tons } from '@carbonmarket/domain';
import type { Project, ProjectDetail, ProjectViewer } from '@carbonmarket/domain';
import { ProjectScreen } from './ProjectScreen';
import type { ProjectScreenProps } from './ProjectScreen';
import { toLocale } from '../../../i18n/locale';
import { storyErrorText, storyT } from '../../../testing/storyI18n';
import {
  ArrivingData,
  expectLayoutHoldsOnArrival,
  headingsOfPage,
} from '../../../testing/arrivingData';
import { screenLinks } from '../../../fixtures/links';
import {
  localiseProjects,
  sampleProjectDetail,
  sampleProjects,
  sampleViewer,
  typicalProject,
} from '../../../fixtures/projects';

/** The instant the stories show: the test runner's pinned clock (Friday 20 November 2026, 10:00). */
const NOW = new Date('2026-11-20T10:00:00+08:00');
const [inProgress, presale, full] = sampleProjects as [Project, Project, Project];

const detail = (
  project: Project,
  viewer: Partial<ProjectViewer> | null = {},
): ProjectScreenProps['project'] => ({
  status: 'ready',
  data: sampleProjectDetail(project, viewer === null ? null : { ...sampleViewer, ...viewer }),
});

/** The project's texts in the story's language. */
function localised(args: ProjectScreenProps, globals: Record<string, unknown>) {
  if (args.project.status !== 'ready') return args;
  const [data] = localiseProjects([args.project.data], toLocale(globals['locale']));
  return { ...args, project: { status: 'ready', data: data as ProjectDetail } } as const;
}

const meta = {
  title: 'Screens/Projects/Project',
  component: ProjectScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    project: detail(inProgress),
    now: NOW,
    onBack: fn(),
    onRetry: fn(),
    links: screenLinks,
  },
  render: (args, { globals }) => <ProjectScreen {...localised(args, globals)} />,
} satisfies Meta<typeof ProjectScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A member who may buy: the key facts, their orders against the caps, the way to the full
 * information, and Buy at the bottom.
 */
export const MemberMayBuy: Story = {
  play: async ({ canvas, globals, args }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('projects.project.title') }),
    ).toBeVisible();
    const [name] = localiseProjects([inProgress], locale);
    await expect(canvas.getByRole('heading', { level: 2, name: name?.name })).toBeVisible();
    // The facts, the member's orders and the introduction, each under its heading.
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    const page = canvas.getByRole('main');
    await expect(page).toHaveTextContent(formatMoney(inProgress.unitPrice, locale));
    await expect(page).toHaveTextContent(formatTons(inProgress.remainingTons, locale));
    await expect(page).toHaveTextContent(
      t('projects.project.facts.range', {
        min: formatTons(inProgress.minTons, locale),
        max: formatTons(inProgress.maxTons, locale),
      }),
    );
    await expect(page).toHaveTextContent(t('projects.project.orders.count', { orders: 1, max: 3 }));
    await expect(page).toHaveTextContent(
      t('projects.project.orders.count', { orders: 4, max: 10 }),
    );
    await expect(
      canvas.getByRole('link', { name: new RegExp(t('projects.project.about.info')) }),
    ).toHaveAttribute('href', screenLinks.projectInfo(inProgress.id));
    await expect(
      canvas.getByRole('link', { name: t('projects.project.offer.buy') }),
    ).toHaveAttribute('href', screenLinks.purchase(inProgress.id));
    await userEvent.click(canvas.getByRole('button', { name: t('common.back') }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

export const WithLanguageSwitch: Story = {
  args: { onLocaleChange: fn() },
  render: (args, { globals }) => (
    <ProjectScreen {...localised(args, globals)} locale={toLocale(globals['locale'])} />
  ),
};

/** A presale a member may book: the expected price, the booking fee, Book at the bottom. */
export const PresaleMayBook: Story = {
  args: { project: detail(presale, { action: 'presale' }) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByText(t('projects.project.facts.expectedPrice'))).toBeVisible();
    await expect(
      canvas.getByText(t('projects.project.facts.bookingFeeValue', { percent: '10' })),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('projects.project.offer.book') }),
    ).toHaveAttribute('href', screenLinks.presale(presale.id));
  },
};

/** A presale whose final price is set: both prices. */
export const PresaleWithFinalPrice: Story = {
  args: {
    project: detail(
      {
        ...presale,
        presale: {
          bookingFeePercent: '10',
          expectedQuantity: tons('20000'),
          finalUnitPrice: money('13.40'),
          finalTons: tons('19500'),
        },
      },
      { action: 'presale' },
    ),
  },
  play: async ({ canvas, globals }) => {
    const locale = toLocale(globals['locale']);
    await expect(
      canvas.getByText(storyT(globals)('projects.project.facts.finalPrice')),
    ).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent(formatMoney(money('13.40'), locale));
  },
};

/** A visitor without a session: log in or register to buy. */
export const SignedOut: Story = {
  args: { project: detail(inProgress, null) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByText(t('projects.project.offer.signInHint'))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('projects.project.offer.logIn') }),
    ).toHaveAttribute('href', screenLinks.login);
    await expect(
      canvas.getByRole('link', { name: t('projects.project.offer.register') }),
    ).toHaveAttribute('href', screenLinks.register);
    await expect(canvas.queryByText(t('projects.project.orders.title'))).toBeNull();
  },
};

/** A guest: registration instead of Buy, and no orders of their own. */
export const Guest: Story = {
  args: {
    project: detail(inProgress, { reason: 'GUEST_RESTRICTED', ordersThisMonth: 0, ordersTotal: 0 }),
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByText(t('projects.project.offer.guestHint'))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('projects.project.offer.register') }),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: t('projects.project.offer.buy') })).toBeNull();
    await expect(canvas.queryByText(t('projects.project.orders.title'))).toBeNull();
  },
};

/** A member below the project's level: the level it takes, and the way to upgrade. */
export const LevelTooLow: Story = {
  args: { project: detail(presale, { action: 'presale', reason: 'MEMBERSHIP_LEVEL_TOO_LOW' }) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByText(t('projects.project.offer.upgradeHint', { level: 'P1' })),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('projects.project.offer.upgrade') }),
    ).toHaveAttribute('href', screenLinks.membership);
    await expect(canvas.queryByRole('link', { name: t('projects.project.offer.book') })).toBeNull();
  },
};

/**
 * Below the project's level in an app without a membership page: why not, and how to upgrade, in
 * words; no link leads anywhere.
 */
export const LevelTooLowWithoutUpgradePage: Story = {
  args: {
    project: detail(presale, { action: 'presale', reason: 'MEMBERSHIP_LEVEL_TOO_LOW' }),
    links: { ...screenLinks, membership: undefined },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const options = canvas.getByRole('region', { name: t('projects.project.offer.label') });
    await expect(
      within(options).getByText(t('projects.project.offer.upgradeHint', { level: 'P1' })),
    ).toBeVisible();
    await expect(
      within(options).getByText(t('projects.project.offer.upgradeContact')),
    ).toBeVisible();
    await expect(within(options).queryAllByRole('link')).toHaveLength(0);
    await expect(within(options).queryByText(t('projects.project.offer.upgrade'))).toBeNull();
  },
};

/** A member flagged as a risk: the catalogue's refusal, no Buy. */
export const RiskRefused: Story = {
  args: { project: detail(inProgress, { reason: 'RISK_ACCOUNT_RESTRICTED' }) },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      storyErrorText(globals)('RISK_ACCOUNT_RESTRICTED'),
    );
    await expect(
      canvas.queryByRole('link', { name: storyT(globals)('projects.project.offer.buy') }),
    ).toBeNull();
  },
};

/** The monthly cap reached: the message names it. */
export const MonthlyCapReached: Story = {
  args: {
    project: detail(inProgress, { reason: 'PURCHASE_MONTHLY_LIMIT_REACHED', ordersThisMonth: 3 }),
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      storyErrorText(globals)('PURCHASE_MONTHLY_LIMIT_REACHED', { times: 3, maxtimes: 3 }),
    );
  },
};

/** The total cap reached (a new month does not lift it): the message names it and the counts. */
export const TotalCapReached: Story = {
  args: {
    project: detail(inProgress, {
      reason: 'PURCHASE_TOTAL_LIMIT_REACHED',
      ordersThisMonth: 0,
      ordersTotal: 10,
    }),
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      storyErrorText(globals)('PURCHASE_TOTAL_LIMIT_REACHED', { times: 10, maxtimes: 10 }),
    );
  },
};

/** The sale starts later: a countdown to its start instead of Buy. */
export const NotBegunCountsDown: Story = {
  args: {
    project: detail(
      {
        ...inProgress,
        status: 'not_begun',
        sellingStartsAt: new Date('2026-11-22T12:30:00+08:00'),
      },
      { action: null, reason: 'PROJECT_NOT_BEGUN' },
    ),
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('timer')).toBeVisible();
    await expect(
      canvas.getByText(storyT(globals)('projects.project.offer.startsIn')),
    ).toBeVisible();
  },
};

/** An ended project: why nothing can be bought. */
export const Ended: Story = {
  args: {
    project: detail(
      { ...full, status: 'ended', remainingTons: tons('120') },
      { action: null, reason: 'PROJECT_ENDED' },
    ),
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      storyErrorText(globals)('PROJECT_ENDED'),
    );
  },
};

/** A full project. */
export const Full: Story = {
  args: { project: detail(full, { action: null, reason: 'PROJECT_FULL' }) },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      storyErrorText(globals)('PROJECT_FULL'),
    );
  },
};

/** A project with its fact sheet: a row leads to the document. */
export const WithFactSheet: Story = {
  args: { project: detail({ ...inProgress, factSheetUrl: '/uploads/factsheets/101.pdf' }) },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('link', {
        name: new RegExp(storyT(globals)('projects.project.about.factSheet')),
      }),
    ).toHaveAttribute('href', '/uploads/factsheets/101.pdf');
  },
};

/** Long texts wrap; nothing overflows the phone's width. */
export const LongTexts: Story = {
  args: {
    project: detail({
      ...inProgress,
      id: 999,
      name: 'Community-led Mangrove Restoration and Blue Carbon Conservation of the Southern Coast',
      type: 'blue_carbon',
      location: 'Ayeyarwady Region, Myanmar, and the Mergui Archipelago',
      standards: ['Verra VCS', 'CCB Gold', 'Plan Vivo', 'SD VISta'],
      introduction:
        'Replanting mangroves along eroding coastline with the fishing villages that depend on them. '.repeat(
          4,
        ),
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** Loading: the page's own layout drawn as bars, and announced. */
export const Loading: Story = {
  args: { project: { status: 'loading' } },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('status', { name: storyT(globals)('projects.project.loading') }),
    ).toBeVisible();
  },
};

/**
 * A member's page: the project (of typical lengths) arrives where its placeholder was, their
 * orders card included; no card of the page moves.
 */
export const DataArrivesInPlace: Story = {
  args: { project: detail(typicalProject(inProgress)), member: true },
  render: (args, { globals }) => (
    <ArrivingData
      loading={<ProjectScreen {...args} project={{ status: 'loading' }} />}
      ready={<ProjectScreen {...localised(args, globals)} />}
    />
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    await expectLayoutHoldsOnArrival({
      canvasElement,
      watch: () => headingsOfPage(canvasElement),
      ready: () =>
        canvas.findByRole('link', { name: storyT(globals)('projects.project.offer.buy') }),
    });
  },
};

/** The project could not be loaded: the reason and a retry. */
export const LoadFailed: Story = {
  args: { project: { status: 'error', error: 'NETWORK_ERROR' } },
  play: async ({ canvas, globals, args }) => {
    await expect(canvas.getByText(storyErrorText(globals)('NETWORK_ERROR'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: storyT(globals)('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** No such project: the way back to the list. */
export const NotFound: Story = {
  args: { project: { status: 'error', error: 'NOT_FOUND' } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('heading', { name: t('projects.project.notFoundTitle') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('projects.project.toProjects') }),
    ).toHaveAttribute('href', screenLinks.projects);
  },
};
