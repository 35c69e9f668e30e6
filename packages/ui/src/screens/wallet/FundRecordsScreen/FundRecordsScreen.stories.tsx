import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { FUND_RECORD_TYPES, formatMoney } from '@carbonmarket/domain';
import type { FundRecord } from '@carbonmarket/domain';
import { FundRecordsScreen } from './FundRecordsScreen';
import type { FundRecordPages } from './FundRecordsScreen';
import { toLocale } from '../../../i18n/locale';
import { formatDate, formatTime } from '../../../i18n/formatDate';
import { storyErrorText, storyT } from '../../../testing/storyI18n';
import { screenLinks } from '../../../fixtures/links';
import {
  fundRecordsOfType,
  longFundRecords,
  movesBetweenBalances,
  sampleFundRecords,
} from '../../../fixtures/fundRecords';
import { ArrivingData, expectLayoutHoldsOnArrival } from '../../../testing/arrivingData';

const ready = (items: readonly FundRecord[], hasMore = false): FundRecordPages => ({
  items,
  status: 'idle',
  hasMore,
});

const meta = {
  title: 'Screens/Wallet/FundRecords',
  component: FundRecordsScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    records: ready(sampleFundRecords),
    type: null,
    onTypeChange: fn(),
    links: screenLinks,
    onBack: fn(),
    onReachBottom: fn(),
    onRetry: fn(),
    onRefresh: fn(),
  },
} satisfies Meta<typeof FundRecordsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type Globals = Record<string, unknown>;

/** The lines of the list, in its order. */
const lines = (canvas: Canvas, globals: Globals) =>
  within(
    canvas.getByRole('list', { name: storyT(globals)('wallet.fundRecords.list.label') }),
  ).getAllByRole('listitem');

/** The type filter. */
const filter = (canvas: Canvas, globals: Globals) =>
  canvas.getByRole('combobox', { name: storyT(globals)('wallet.fundRecords.filter.label') });

/**
 * A week of the wallet, newest first, under the Singapore days it happened on: each line names
 * the change, the signed amount, the time and reference, and the balance after it.
 */
export const Loaded: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('wallet.fundRecords.title') }),
    ).toBeVisible();
    await expect(filter(canvas, globals)).toHaveValue('all');
    // One heading per day, newest first: 20, 19, 18, 17 and 16 November.
    await expect(
      canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(
      ['2026-11-20', '2026-11-19', '2026-11-18', '2026-11-17', '2026-11-16'].map((day) =>
        formatDate(new Date(`${day}T00:00:00+08:00`), locale),
      ),
    );
    const items = lines(canvas, globals);
    await expect(items).toHaveLength(sampleFundRecords.length);
    const [topUp, purchase] = items as [HTMLElement, HTMLElement];
    const [toppedUp, bought] = sampleFundRecords as [FundRecord, FundRecord];
    // Money in: a plus; money out: a minus. The time is Singapore's.
    await expect(topUp).toHaveTextContent(t('wallet.fundRecords.types.top_up'));
    await expect(topUp).toHaveTextContent(`+${formatMoney(toppedUp.amount, locale)}`);
    await expect(topUp).toHaveTextContent(
      t('wallet.fundRecords.line.when', {
        time: formatTime(toppedUp.createdAt, locale),
        reference: toppedUp.reference,
      }),
    );
    await expect(topUp).toHaveTextContent('09:59');
    await expect(topUp).toHaveTextContent(t('wallet.fundRecords.line.balanceAfter.available'));
    await expect(topUp).toHaveTextContent(formatMoney(toppedUp.balanceAfter, locale));
    await expect(purchase).toHaveTextContent(t('wallet.fundRecords.types.purchase'));
    await expect(purchase).toHaveTextContent(formatMoney(bought.amount, locale));
    await expect(purchase).not.toHaveTextContent(`+${formatMoney(bought.amount, locale)}`);
    // The sale paid out: out of the pending balance, into the available one.
    await expect(items[3]).toHaveTextContent(t('wallet.fundRecords.line.balanceAfter.pending'));
    await expect(items[2]).toHaveTextContent(t('wallet.fundRecords.line.balanceAfter.available'));
  },
};

/**
 * Money moving between balances: a refused withdrawal (declined, then back to available) and the
 * available balance frozen and unfrozen; each line names the balance it changed.
 */
export const BetweenBalances: Story = {
  args: { records: ready(movesBetweenBalances) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const items = lines(canvas, globals);
    await expect(items[0]).toHaveTextContent(t('wallet.fundRecords.types.unfreeze'));
    await expect(items[1]).toHaveTextContent(t('wallet.fundRecords.line.balanceAfter.frozen'));
    await expect(items[3]).toHaveTextContent(t('wallet.fundRecords.types.freeze'));
    await expect(items[5]).toHaveTextContent(t('wallet.fundRecords.line.balanceAfter.declined'));
    await expect(items[6]).toHaveTextContent(t('wallet.fundRecords.types.withdrawal_refused'));
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

export const WithLanguageSwitch: Story = {
  args: { onLocaleChange: fn() },
  render: (args, { globals }) => (
    <FundRecordsScreen {...args} locale={toLocale(globals['locale'])} />
  ),
};

/** One type picked: the filter shows it, the list holds the lines of that type. */
export const FilteredByType: Story = {
  args: { type: 'top_up', records: ready(fundRecordsOfType('top_up')) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(filter(canvas, globals)).toHaveValue('top_up');
    const items = lines(canvas, globals);
    await expect(items).toHaveLength(2);
    for (const item of items)
      await expect(item).toHaveTextContent(t('wallet.fundRecords.types.top_up'));
  },
};

/**
 * The filter offers every type after "All types", named in the reader's language; picking one
 * hands on its type, picking "All types" hands on none.
 */
export const ChangesTheType: Story = {
  args: { type: 'top_up', records: ready(fundRecordsOfType('top_up')) },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const select = filter(canvas, globals);
    await expect(
      within(select)
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['all', t('wallet.fundRecords.filter.all')],
      ...FUND_RECORD_TYPES.map((type) => [type, t(`wallet.fundRecords.types.${type}`)]),
    ]);
    await userEvent.selectOptions(select, t('wallet.fundRecords.types.withdrawal'));
    await expect(args.onTypeChange).toHaveBeenLastCalledWith('withdrawal');
    await userEvent.selectOptions(select, t('wallet.fundRecords.filter.all'));
    await expect(args.onTypeChange).toHaveBeenLastCalledWith(null);
    await expect(args.onTypeChange).toHaveBeenCalledTimes(2);
    // The app answers with the address: until then the screen shows the type it was given.
    await waitFor(() => expect(select).toHaveValue('top_up'));
  },
};

/** The first page loading: days of placeholder lines under the filter. */
export const Loading: Story = {
  args: { records: { items: [], status: 'loading', hasMore: true } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('status', { name: t('wallet.fundRecords.list.loading') }),
    ).toBeInTheDocument();
    await expect(filter(canvas, globals)).toBeVisible();
  },
};

/** The placeholders hold the filter's and the lines' place: nothing moves when the records arrive. */
export const DataArrivesInPlace: Story = {
  render: (args) => (
    <ArrivingData
      loading={
        <FundRecordsScreen {...args} records={{ items: [], status: 'loading', hasMore: true }} />
      }
      ready={<FundRecordsScreen {...args} />}
    />
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyT(globals);
    await expectLayoutHoldsOnArrival({
      canvasElement,
      watch: () => ({
        filter: filter(canvas, globals),
        firstDay: canvasElement.querySelector('main h2') ?? canvasElement,
      }),
      ready: () => canvas.findByRole('list', { name: t('wallet.fundRecords.list.label') }),
    });
  },
};

/** The first lines of a short page, so that the line under them is in the picture. */
const firstLines = sampleFundRecords.slice(0, 3);

/** The next page loading below the lines. */
export const LoadingMore: Story = {
  args: { records: { items: firstLines, status: 'loading', hasMore: true } },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(storyT(globals)('layout.list.loadingMore'))).toBeVisible();
  },
};

/** The last page is in: the list says there are no more. */
export const EndOfList: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyT(globals)('layout.list.noMore'))).toBeVisible();
  },
};

/** The end of the list within reach (a first page shorter than the screen) asks for the next. */
export const AsksForTheNextPage: Story = {
  args: { records: ready(firstLines, true) },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onReachBottom).toHaveBeenCalled());
  },
};

/** A later page failed: the lines stay, a line under them retries. */
export const NextPageFailed: Story = {
  args: {
    records: { items: firstLines, status: 'error', error: 'NETWORK_ERROR', hasMore: true },
  },
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: storyT(globals)('layout.list.errorMore') }),
    );
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(lines(canvas, globals)).toHaveLength(firstLines.length);
  },
};

/** The first page failed on the server: the catalogue's reason and a retry; the filter stays. */
export const FirstLoadFailed: Story = {
  args: { records: { items: [], status: 'error', error: 'OPERATION_FAILED', hasMore: true } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('wallet.fundRecords.list.loadError'));
    await expect(alert).toHaveTextContent(storyErrorText(globals)('OPERATION_FAILED'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(filter(canvas, globals)).toBeVisible();
  },
};

/** The network is down: the same, with the picture of a cloud cut off. */
export const NetworkError: Story = {
  args: { records: { items: [], status: 'error', error: 'NETWORK_ERROR', hasMore: true } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('wallet.fundRecords.list.loadError'));
    await expect(alert).toHaveTextContent(storyErrorText(globals)('NETWORK_ERROR'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A new wallet: nothing has moved yet; the way to a first top-up. */
export const Empty: Story = {
  args: { records: ready([]) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('heading', { name: t('wallet.fundRecords.empty.title') }),
    ).toBeVisible();
    await expect(canvas.getByText(t('wallet.fundRecords.empty.description'))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('wallet.fundRecords.empty.topUp') }),
    ).toHaveAttribute('href', screenLinks.topUp);
  },
};

/** An app without a top-up page: the empty list leads nowhere. */
export const EmptyWithoutTopUp: Story = {
  args: { records: ready([]), links: { ...screenLinks, topUp: undefined } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('heading', { name: t('wallet.fundRecords.empty.title') }),
    ).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** No line of the type picked: says so, names the type, and offers every type again. */
export const EmptyOfType: Story = {
  args: { type: 'withdrawal_refused', records: ready([]) },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('heading', { name: t('wallet.fundRecords.emptyOfType.title') }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        t('wallet.fundRecords.emptyOfType.description', {
          type: t('wallet.fundRecords.types.withdrawal_refused'),
        }),
      ),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('link', { name: t('wallet.fundRecords.empty.topUp') }),
    ).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: t('wallet.fundRecords.emptyOfType.showAll') }),
    );
    await expect(args.onTypeChange).toHaveBeenCalledWith(null);
  },
};

/**
 * The longest lines: an adjustment in eight figures whose reference is a sentence wraps under its
 * type; the amounts keep to the end of their lines.
 */
export const LongLines: Story = {
  args: { records: ready(longFundRecords) },
  play: async ({ canvas, globals }) => {
    const [adjustment] = lines(canvas, globals);
    const [record] = longFundRecords as [FundRecord];
    await expect(adjustment).toHaveTextContent(record.reference);
    await expect(adjustment).toHaveTextContent(
      `+${formatMoney(record.amount, toLocale(globals['locale']))}`,
    );
  },
};

/** The refresh a pull gives, for keyboards and assistive technology. */
export const Refreshes: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: storyT(globals)('layout.list.refresh') }),
    );
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

/** Back leaves the fund records. */
export const Back: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: storyT(globals)('common.back') }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};
