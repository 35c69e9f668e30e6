import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { formatMoney, formatTons, money, tons } from '@carbonmarket/domain';
import { CreditsScreen } from './CreditsScreen';
import type { CreditsScreenProps, RetirementPages, SalePages } from './CreditsScreen';
import type { CreditHolding } from '../shared/creditTypes';
import { toLocale } from '../../../i18n/locale';
import { formatDate } from '../../../i18n/formatDate';
import { storyErrorText, storyT } from '../../../testing/storyI18n';
import { expectRowsAtLeast } from '../../../testing/targetSize';
import { screenLinks } from '../../../fixtures/links';
import {
  emptyHoldings,
  localiseHoldings,
  localiseRetirement,
  localiseSales,
  sampleHoldings,
  sampleRetirements,
  sampleSales,
} from '../../../fixtures/credits';

const ready = (items: SalePages['items'], hasMore = false): SalePages => ({
  items,
  status: 'idle',
  hasMore,
});

const retired = (items: RetirementPages['items'], hasMore = false): RetirementPages => ({
  items,
  status: 'idle',
  hasMore,
});

/** The sample projects' names in the story's language. */
function localised(args: CreditsScreenProps, globals: Record<string, unknown>) {
  const locale = toLocale(globals['locale']);
  return {
    ...args,
    holdings:
      args.holdings.status === 'ready'
        ? { status: 'ready' as const, data: localiseHoldings(args.holdings.data, locale) }
        : args.holdings,
    retirements: {
      ...args.retirements,
      items: args.retirements.items.map((item) => localiseRetirement(item, locale)),
    },
    sales: { ...args.sales, items: localiseSales(args.sales.items, locale) },
  };
}

const nameOf = (globals: Record<string, unknown>, holding: CreditHolding) =>
  localiseHoldings(
    { totals: sampleHoldings.totals, normal: [holding], presale: [] },
    toLocale(globals['locale']),
  ).normal[0]?.projectName ?? '';

const [peatland, cookstoves] = sampleHoldings.normal as [CreditHolding, CreditHolding];
const [solar] = sampleHoldings.presale as [CreditHolding];

const meta = {
  title: 'Screens/Credits/Credits',
  component: CreditsScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    holdings: { status: 'ready', data: sampleHoldings },
    retirements: retired(sampleRetirements),
    sales: ready(sampleSales),
    links: screenLinks,
    onReachBottom: fn(),
    onMoreRetirements: fn(),
    onRetry: fn(),
    onRefresh: fn(),
    onBack: fn(),
  },
  render: (args, { globals }) => <CreditsScreen {...localised(args, globals)} />,
} satisfies Meta<typeof CreditsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The credits held: the tons by kind and what they are worth today, the normal holdings with
 * their carbon detail and the way to sell each, then the sales.
 */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    await expect(canvas.getByRole('heading', { level: 1, name: t('credits.title') })).toBeVisible();
    const page = canvas.getByRole('main');
    await expect(page).toHaveTextContent(formatTons(tons('320.5'), locale));
    await expect(page).toHaveTextContent(formatTons(tons('40'), locale));
    // 5,550.00 + 202.95 + 512.00: every holding at today's price.
    await expect(page).toHaveTextContent(formatMoney(money('6264.95'), locale));
    const tabs = within(canvas.getByRole('tablist', { name: t('credits.holdings.kinds') }));
    await expect(tabs.getByRole('tab', { name: /./, selected: true })).toHaveTextContent(
      t('credits.kind.normal'),
    );
    const panel = canvas.getByRole('tabpanel');
    const card = within(panel).getByRole('heading', { name: nameOf(globals, peatland) });
    await expect(card).toBeVisible();
    for (const term of [
      'credits.holdings.offsetted',
      'credits.holdings.vintage',
      'credits.holdings.agency',
      'credits.holdings.monitoring',
      'credits.holdings.creditType',
    ] as const)
      await expect(within(panel).getAllByText(t(term))).toHaveLength(2);
    await expect(panel).toHaveTextContent('SCS Global Services');
    await expect(panel).toHaveTextContent(formatMoney(money('5550.00'), locale));
    const sellLinks = within(panel).getAllByRole('link', {
      name: (name) => name.startsWith(t('credits.holdings.sell')),
    });
    await expect(sellLinks.map((link) => link.getAttribute('href'))).toEqual([
      screenLinks.sell(peatland),
      screenLinks.sell(cookstoves),
    ]);
    await expect(sellLinks[0]).toHaveAccessibleName(
      `${t('credits.holdings.sell')} – ${nameOf(globals, peatland)}`,
    );
    const retireLinks = within(panel).getAllByRole('link', {
      name: (name) => name.startsWith(t('credits.holdings.retire')),
    });
    await expect(retireLinks.map((link) => link.getAttribute('href'))).toEqual([
      screenLinks.retire(peatland),
      screenLinks.retire(cookstoves),
    ]);
    await expect(retireLinks[1]).toHaveAccessibleName(
      `${t('credits.holdings.retire')} – ${nameOf(globals, cookstoves)}`,
    );
    await expect(within(panel).queryByText(nameOf(globals, solar))).toBeNull();
  },
};

/** Back leaves the page. */
export const GoesBack: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: storyT(globals)('common.back') }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** The presale tab: the presale holding and the way to sell it as presale credits. */
export const PresaleHoldings: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyT(globals);
    await userEvent.click(canvas.getByRole('tab', { name: new RegExp(t('credits.kind.presale')) }));
    const panel = canvas.getByRole('tabpanel');
    await expect(
      within(panel).getByRole('heading', { name: nameOf(globals, solar) }),
    ).toBeVisible();
    await expect(
      within(panel).getByRole('link', {
        name: (name) => name.startsWith(t('credits.holdings.sell')),
      }),
    ).toHaveAttribute('href', screenLinks.sell(solar));
    await expect(within(panel).queryByText(nameOf(globals, peatland))).toBeNull();
  },
};

/** Opened on the presale kind (back from selling presale credits). */
export const OpensOnPresale: Story = {
  args: { defaultKind: 'presale' },
  play: async ({ canvas, globals }) => {
    await expect(
      within(canvas.getByRole('tabpanel')).getByRole('heading', { name: nameOf(globals, solar) }),
    ).toBeVisible();
  },
};

/**
 * The sales: a pending one with the day its proceeds reach the available balance, a paid one
 * with the day they did; each with its number, tons, price and proceeds.
 */
export const Sales: Story = {
  args: { holdings: { status: 'ready', data: emptyHoldings }, retirements: retired([]) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    const list = canvas.getByRole('list', { name: t('credits.sales.label') });
    const [pending, settled] = within(list).getAllByRole('listitem');
    await expect(pending).toHaveTextContent('CS20261120-000012');
    await expect(pending).toHaveTextContent(t('display.status.sale.pending'));
    await expect(pending).toHaveTextContent(formatTons(tons('12.345'), locale));
    await expect(pending).toHaveTextContent(formatMoney(money('228.38'), locale));
    await expect(pending).toHaveTextContent(
      t('credits.sales.expected', {
        date: formatDate(new Date('2026-11-24T10:00:00+08:00'), locale),
      }),
    );
    await expect(settled).toHaveTextContent(t('display.status.sale.settled'));
    await expect(settled).toHaveTextContent(
      t('credits.sales.paid', { date: formatDate(new Date('2026-11-05T14:00:00+08:00'), locale) }),
    );
    // Rows a finger taps: at least 44 px high.
    await expectRowsAtLeast(within(list).getAllByRole('listitem'));
  },
};

/** Loading: the page's own layout drawn as bars, the holdings and the sales announced. */
export const Loading: Story = {
  args: {
    holdings: { status: 'loading' },
    retirements: { items: [], status: 'loading', hasMore: true },
    sales: { items: [], status: 'loading', hasMore: true },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByRole('status', { name: t('credits.holdings.loading') })).toBeVisible();
    await expect(
      canvas.getByRole('status', { name: t('credits.sales.loading') }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('status', { name: t('credits.retirements.loading') }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** No credits and no sales: each kind says how credits arrive, with the way to the projects. */
export const Empty: Story = {
  args: {
    holdings: { status: 'ready', data: emptyHoldings },
    retirements: retired([]),
    sales: ready([]),
  },
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('heading', { name: t('credits.holdings.emptyTitle.normal') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('credits.holdings.toProjects') }),
    ).toHaveAttribute('href', screenLinks.projects);
    await expect(
      canvas.getByRole('heading', { name: t('credits.sales.emptyTitle') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: t('credits.retirements.emptyTitle') }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: new RegExp(t('credits.kind.presale')) }));
    await expect(
      canvas.getByRole('heading', { name: t('credits.holdings.emptyTitle.presale') }),
    ).toBeVisible();
  },
};

/** The holdings failed to load: the reason and a retry; the sales stay. */
export const HoldingsLoadFailed: Story = {
  args: { holdings: { status: 'error', error: 'NETWORK_ERROR' } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('credits.holdings.loadError'));
    await expect(alert).toHaveTextContent(storyErrorText(globals)('NETWORK_ERROR'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(args.onRetry).toHaveBeenCalledWith('holdings');
    await expect(canvas.getByRole('list', { name: t('credits.sales.label') })).toBeInTheDocument();
  },
};

/** The first page of sales failed: the reason and a retry of the sales only. */
export const SalesLoadFailed: Story = {
  args: { sales: { items: [], status: 'error', error: 'OPERATION_FAILED', hasMore: true } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('credits.sales.loadError'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(args.onRetry).toHaveBeenCalledWith('sales');
    await expect(canvas.getByRole('tabpanel')).toBeVisible();
  },
};

/** A later page of sales failed: the sales stay, a line under them retries that page. */
export const NextSalesPageFailed: Story = {
  args: { sales: { items: sampleSales, status: 'error', error: 'NETWORK_ERROR', hasMore: true } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const retry = canvas.getByRole('button', { name: storyT(globals)('layout.list.errorMore') });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(args.onRetry).toHaveBeenCalledWith('sales');
  },
};

/** The sales' end comes within reach as the member scrolls down: their next page is asked for. */
export const AsksForTheNextSalesPage: Story = {
  args: { sales: ready(sampleSales, true) },
  play: async ({ canvas, args, globals }) => {
    const list = canvas.getByRole('list', { name: storyT(globals)('credits.sales.label') });
    await expect(args.onReachBottom).not.toHaveBeenCalled();
    within(list).getAllByRole('listitem').at(-1)?.scrollIntoView({ block: 'end' });
    await waitFor(() => expect(args.onReachBottom).toHaveBeenCalled());
  },
};

/**
 * The retirements, newest first: each with its number and day, the tons, who for, the serial
 * numbers and the way to its certificate.
 */
export const Retirements: Story = {
  args: { holdings: { status: 'ready', data: emptyHoldings }, sales: ready([]) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    const list = canvas.getByRole('list', { name: t('credits.retirements.label') });
    const [forOther, forSelf] = within(list).getAllByRole('listitem');
    await expect(forOther).toHaveTextContent('RT20261120000031');
    await expect(forOther).toHaveTextContent(formatTons(tons('12'), locale));
    await expect(forOther).toHaveTextContent('Tan Wei Ling');
    await expect(forOther).toHaveTextContent('CM-101-VCS-1748-2025-000000041-000000052');
    await expect(forOther).toHaveTextContent(
      formatDate(new Date('2026-11-20T09:30:00+08:00'), locale),
    );
    await expect(forSelf).toHaveTextContent('CM-103-2024-000000001-000000003');
    const certificates = within(list).getAllByRole('link', {
      name: (name) => name.startsWith(t('credits.retirements.certificate')),
    });
    await expect(certificates.map((link) => link.getAttribute('href'))).toEqual([
      screenLinks.certificate(31),
      screenLinks.certificate(27),
    ]);
    await expect(certificates[0]).toHaveAccessibleName(
      `${t('credits.retirements.certificate')} – RT20261120000031`,
    );
  },
};

/** The retirements failed to load: the reason and a retry of the retirements only. */
export const RetirementsLoadFailed: Story = {
  args: { retirements: { items: [], status: 'error', error: 'NETWORK_ERROR', hasMore: true } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('credits.retirements.loadError'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(args.onRetry).toHaveBeenCalledWith('retirements');
    await expect(canvas.getByRole('list', { name: t('credits.sales.label') })).toBeInTheDocument();
  },
};

/** The retirements' end comes within reach: their next page is asked for, not the sales'. */
export const AsksForTheNextRetirementsPage: Story = {
  args: { retirements: retired(sampleRetirements, true) },
  play: async ({ canvas, args, globals }) => {
    const list = canvas.getByRole('list', {
      name: storyT(globals)('credits.retirements.label'),
    });
    within(list).getAllByRole('listitem').at(-1)?.scrollIntoView({ block: 'end' });
    await waitFor(() => expect(args.onMoreRetirements).toHaveBeenCalled());
  },
};

/** A project's name longer than a line wraps inside its card. */
export const LongProjectName: Story = {
  args: {
    holdings: {
      status: 'ready',
      data: {
        ...sampleHoldings,
        normal: [
          {
            ...peatland,
            projectId: 999,
            projectName:
              'Community-led Mangrove Restoration and Blue Carbon Protection along the Mekong Delta Coastline',
          },
        ],
      },
    },
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

export const DarkThemeLoading: Story = {
  args: {
    holdings: { status: 'loading' },
    retirements: { items: [], status: 'loading', hasMore: true },
    sales: { items: [], status: 'loading', hasMore: true },
  },
  globals: { theme: 'dark' },
};

export const WithLanguageSwitch: Story = {
  args: { onLocaleChange: fn() },
  render: (args, { globals }) => (
    <CreditsScreen {...localised(args, globals)} locale={toLocale(globals['locale'])} />
  ),
};
