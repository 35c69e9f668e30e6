import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { formatMoney, formatTons, money, tons } from '@carbonmarket/domain';
import type { Balances, Project, ProjectDetail, ProjectViewer } from '@carbonmarket/domain';
import { PresaleScreen } from './PresaleScreen';
import type { PresaleScreenProps } from './PresaleScreen';
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
import { sampleBalances } from '../../../fixtures/balances';

/** The instant the stories show: the test runner's pinned clock (Friday 20 November 2026, 10:00). */
const NOW = new Date('2026-11-20T10:00:00+08:00');
const [inProgress, samplePresale] = sampleProjects as [Project, Project, Project];

/** The sample presale, taking bookings until Friday 27 November: S$12.80 expected, a 10% fee. */
const presale: Project = {
  ...samplePresale,
  sellingStartsAt: new Date('2026-11-01T00:00:00+08:00'),
  sellingEndsAt: new Date('2026-11-27T18:00:00+08:00'),
};

const detail = (
  project: Project = presale,
  viewer: Partial<ProjectViewer> = {},
): PresaleScreenProps['project'] => ({
  status: 'ready',
  data: sampleProjectDetail(project, { ...sampleViewer, action: 'presale', ...viewer }),
});

const wallet = (available: string): PresaleScreenProps['balances'] => ({
  status: 'ready',
  data: { ...sampleBalances, available: money(available) } satisfies Balances,
});

/** The project's texts in the story's language. */
function localised(args: PresaleScreenProps, globals: Record<string, unknown>) {
  if (args.project.status !== 'ready') return args;
  const [data] = localiseProjects([args.project.data], toLocale(globals['locale']));
  return { ...args, project: { status: 'ready', data: data as ProjectDetail } } as const;
}

const projectName = (globals: Record<string, unknown>) =>
  localiseProjects([presale], toLocale(globals['locale']))[0]?.name ?? '';

const meta = {
  title: 'Screens/Projects/Presale',
  component: PresaleScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    project: detail(),
    balances: { status: 'ready', data: sampleBalances },
    now: NOW,
    finalPaymentDays: 7,
    onBook: fn(),
    onBack: fn(),
    onRetry: fn(),
    links: screenLinks,
  },
  render: (args, { globals }) => <PresaleScreen {...localised(args, globals)} />,
} satisfies Meta<typeof PresaleScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A member who may book: the expected price and the fee's percentage, the countdown to the end
 * of booking and how the final payment follows, the quantity at the presale's minimum, the
 * expected total and the fee paid now against the available balance.
 */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('projects.presale.title') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: projectName(globals) }),
    ).toBeVisible();
    await expect(canvas.getByText(t('projects.project.facts.expectedPrice'))).toBeVisible();
    await expect(
      canvas.getByText(t('projects.project.facts.bookingFeeValue', { percent: '10' })),
    ).toBeVisible();
    await expect(
      canvas.getByRole('timer', { name: t('projects.presale.window.closesIn') }),
    ).toBeVisible();
    await expect(
      canvas.getByText(t('projects.presale.window.finalPayment', { days: 7 })),
    ).toBeVisible();
    await expect(
      canvas.getByRole('spinbutton', { name: t('projects.purchase.form.quantity') }),
    ).toHaveValue('10');
    // 10 t x S$12.80 = S$128.00 expected; 10% of it, S$12.80, is paid now: S$12,467.70 is left.
    const page = canvas.getByRole('main');
    await expect(page).toHaveTextContent(formatMoney(money('128.00'), locale));
    await expect(page).toHaveTextContent(formatMoney(money('12467.70'), locale));
  },
};

/** Book asks for a confirmation naming the tons, the project and the fee; Book now sends it. */
export const ConfirmsAndBooks: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    const quantity = canvas.getByRole('spinbutton', { name: t('projects.purchase.form.quantity') });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '15');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: t('projects.presale.form.submit') }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', {
      name: t('projects.presale.confirm.title'),
    });
    // 15 x 12.80 = 192.00; the fee is 19.20.
    await expect(dialog).toHaveAccessibleDescription(
      t('projects.presale.confirm.message', {
        tons: formatTons(tons('15'), locale),
        project: projectName(globals),
        fee: formatMoney(money('19.20'), locale),
      }),
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('projects.presale.confirm.action') }),
    );
    await expect(args.onBook).toHaveBeenCalledOnce();
    const [booking] = (args.onBook as ReturnType<typeof fn>).mock.calls[0] as [
      { quantity: { toString(): string } },
    ];
    await expect(booking.quantity.toString()).toBe('15');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

/** The terms are not agreed: Book says so on the box and asks nothing. */
export const TermsRequired: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('projects.presale.form.submit') }));
    await expect(canvas.getByRole('checkbox')).toBeInvalid();
    await expect(canvas.getByRole('checkbox')).toHaveFocus();
    await expect(
      within(canvasElement.ownerDocument.body).queryByRole('alertdialog'),
    ).not.toBeInTheDocument();
    await expect(args.onBook).not.toHaveBeenCalled();
  },
};

/** The balance does not cover the fee: Book is disabled, with how much is missing beside it. */
export const FeeAboveTheBalance: Story = {
  args: { balances: wallet('10.00') },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    // The fee of 10 t is S$12.80: S$2.80 more than the S$10.00 available.
    await expect(canvas.getByText(t('projects.payment.short'))).toBeVisible();
    const reason = t('projects.payment.shortBy', { amount: formatMoney(money('2.80'), locale) });
    await expect(canvas.getByText(reason)).toBeVisible();
    const book = canvas.getByRole('button', { name: t('projects.presale.form.submit') });
    await expect(book).toBeDisabled();
    await expect(book).toHaveAccessibleDescription(reason);
  },
};

/** The booking is on its way: the button is busy, the fields wait. */
export const Booking: Story = {
  args: { booking: true },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const label = t('projects.presale.form.submit');
    await expect(
      canvas.getByRole('button', { name: (name) => name.includes(label) }),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(
      canvas.getByRole('spinbutton', { name: t('projects.purchase.form.quantity') }),
    ).toBeDisabled();
  },
};

/** The server refused the quantity: the catalogue's reason on the field. */
export const RefusedQuantity: Story = {
  args: { error: 'PRESALE_QUANTITY_INVALID' },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const quantity = canvas.getByRole('spinbutton', { name: t('projects.purchase.form.quantity') });
    await expect(quantity).toBeInvalid();
    await expect(quantity).toHaveAccessibleDescription(
      expect.stringContaining(storyErrorText(globals)('PRESALE_QUANTITY_INVALID')),
    );
  },
};

/** The server refused at a cap: the message names it. */
export const RefusedAtTheCap: Story = {
  args: { error: 'PURCHASE_TOTAL_LIMIT_REACHED', errorParams: { times: 10, maxtimes: 10 } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      storyErrorText(globals)('PURCHASE_TOTAL_LIMIT_REACHED', { times: 10, maxtimes: 10 }),
    );
  },
};

/** Without the operator's number of days, the final payment is explained without it. */
export const WithoutFinalPaymentDays: Story = {
  args: { finalPaymentDays: undefined, project: detail({ ...presale, sellingEndsAt: null }) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByText(t('projects.presale.window.finalPaymentSoon'))).toBeVisible();
    await expect(canvas.queryByRole('timer')).not.toBeInTheDocument();
  },
};

/** Booked: the receipt from the server's answer and the ways onwards. */
export const Done: Story = {
  args: {
    receipt: {
      order: {
        orderNo: 'CM20261120-000742',
        projectId: samplePresale.id,
        projectName: samplePresale.name,
        quantity: tons('15'),
        unitPrice: money('12.80'),
        bookingFee: money('19.20'),
      },
      available: money('12461.30'),
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    await expect(
      canvas.getByRole('heading', { name: t('projects.presale.done.title') }),
    ).toBeVisible();
    const page = canvas.getByRole('main');
    await expect(page).toHaveTextContent('CM20261120-000742');
    await expect(page).toHaveTextContent(formatMoney(money('19.20'), locale));
    await expect(
      canvas.getByRole('link', { name: t('projects.presale.done.toOrders') }),
    ).toHaveAttribute('href', screenLinks.orders('applying'));
  },
};

/** A project on sale opened here: it is bought, not booked, with the way to buy. */
export const InProgressIsBought: Story = {
  args: { project: detail(inProgress, { action: 'purchase' }) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByText(t('projects.presale.unavailable.inProgress'))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('projects.presale.unavailable.buy') }),
    ).toHaveAttribute('href', screenLinks.purchase(inProgress.id));
  },
};

/** A level too low: the catalogue's reason, and back to the project (which shows the upgrade). */
export const LevelTooLow: Story = {
  args: { project: detail(presale, { action: null, reason: 'MEMBERSHIP_LEVEL_TOO_LOW' }) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('heading', { name: t('projects.presale.unavailable.title') }),
    ).toBeVisible();
    await expect(
      canvas.getByText(storyErrorText(globals)('MEMBERSHIP_LEVEL_TOO_LOW')),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { project: { status: 'loading' } },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('status', { name: storyT(globals)('projects.presale.loading') }),
    ).toBeVisible();
  },
};

/**
 * The project (of typical lengths) and the wallet arrive where their placeholder was: no card of
 * the page moves.
 */
export const DataArrivesInPlace: Story = {
  args: { project: detail(typicalProject(samplePresale)) },
  render: (args, { globals }) => (
    <ArrivingData
      loading={
        <PresaleScreen {...args} project={{ status: 'loading' }} balances={{ status: 'loading' }} />
      }
      ready={<PresaleScreen {...localised(args, globals)} />}
    />
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    await expectLayoutHoldsOnArrival({
      canvasElement,
      watch: () => headingsOfPage(canvasElement),
      ready: () =>
        canvas.findByRole('button', { name: storyT(globals)('projects.presale.form.submit') }),
    });
  },
};

export const LoadFailed: Story = {
  args: { project: { status: 'error', error: 'NETWORK_ERROR' } },
  play: async ({ canvas, userEvent, globals, args }) => {
    await expect(canvas.getByText(storyErrorText(globals)('NETWORK_ERROR'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: storyT(globals)('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const NotFound: Story = {
  args: { project: { status: 'error', error: 'NOT_FOUND' } },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('heading', { name: storyT(globals)('projects.project.notFoundTitle') }),
    ).toBeVisible();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

export const WithLanguageSwitch: Story = {
  args: { onLocaleChange: fn() },
  render: (args, { globals }) => (
    <PresaleScreen {...localised(args, globals)} locale={toLocale(globals['locale'])} />
  ),
};
