import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { formatMoney, formatTons, money, tons } from '@carbonmarket/domain';
import type { Balances, Project, ProjectDetail, ProjectViewer } from '@carbonmarket/domain';
import { PurchaseScreen } from './PurchaseScreen';
import type { PurchaseScreenProps } from './PurchaseScreen';
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
const [inProgress, presale, full] = sampleProjects as [Project, Project, Project];

const detail = (
  project: Project = inProgress,
  viewer: Partial<ProjectViewer> = {},
): PurchaseScreenProps['project'] => ({
  status: 'ready',
  data: sampleProjectDetail(project, { ...sampleViewer, ...viewer }),
});

const wallet = (available: string): PurchaseScreenProps['balances'] => ({
  status: 'ready',
  data: { ...sampleBalances, available: money(available) } satisfies Balances,
});

/** 5 to 100 t an order with 40 t left: the range runs from 5 to 40. */
const fewLeft: Project = {
  ...inProgress,
  minTons: tons('5'),
  maxTons: tons('100'),
  remainingTons: tons('40'),
};

/** The project's texts in the story's language. */
function localised(args: PurchaseScreenProps, globals: Record<string, unknown>) {
  if (args.project.status !== 'ready') return args;
  const [data] = localiseProjects([args.project.data], toLocale(globals['locale']));
  return { ...args, project: { status: 'ready', data: data as ProjectDetail } } as const;
}

const projectName = (globals: Record<string, unknown>, project: Project = inProgress) =>
  localiseProjects([project], toLocale(globals['locale']))[0]?.name ?? '';

const meta = {
  title: 'Screens/Projects/Purchase',
  component: PurchaseScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    project: detail(),
    balances: { status: 'ready', data: sampleBalances },
    now: NOW,
    onBuy: fn(),
    onBack: fn(),
    onRetry: fn(),
    links: screenLinks,
  },
  render: (args, { globals }) => <PurchaseScreen {...localised(args, globals)} />,
} satisfies Meta<typeof PurchaseScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A member who may buy: the project with its price and bounds, the quantity at the minimum, the
 * purchases left, the total against the available balance, the terms and Buy.
 */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('projects.purchase.title') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: projectName(globals) }),
    ).toBeVisible();
    const quantity = canvas.getByRole('spinbutton', { name: t('projects.purchase.form.quantity') });
    await expect(quantity).toHaveValue('1');
    await expect(quantity).toHaveAccessibleDescription(
      expect.stringContaining(
        t('projects.purchase.form.quantityHint', {
          min: formatTons(tons('1'), locale),
          max: formatTons(tons('500'), locale),
        }),
      ),
    );
    await expect(
      canvas.getByText(t('projects.purchase.form.capsLeft', { month: 2, total: 6 })),
    ).toBeVisible();
    const page = canvas.getByRole('main');
    // 1 t at S$18.50 from S$12,480.50 leaves S$12,462.00.
    await expect(page).toHaveTextContent(formatMoney(money('18.50'), locale));
    await expect(page).toHaveTextContent(formatMoney(money('12462.00'), locale));
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
    await expect(
      canvas.getByRole('button', { name: t('projects.purchase.form.submit') }),
    ).toBeEnabled();
  },
};

/** The total follows the quantity, stepped or typed, exactly to the cent. */
export const TotalFollowsTheQuantity: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    const page = canvas.getByRole('main');
    await userEvent.click(
      canvas.getByRole('button', { name: t('forms.quantityStepper.increase') }),
    );
    await userEvent.click(
      canvas.getByRole('button', { name: t('forms.quantityStepper.increase') }),
    );
    await expect(page).toHaveTextContent(formatMoney(money('55.50'), locale));
    const quantity = canvas.getByRole('spinbutton', { name: t('projects.purchase.form.quantity') });
    await userEvent.clear(quantity);
    await expect(page).toHaveTextContent(t('projects.payment.noQuantity'));
    await userEvent.type(quantity, '437');
    // 437 x 18.50 = 8,084.50; 12,480.50 - 8,084.50 = 4,396.00.
    await expect(page).toHaveTextContent(formatMoney(money('8084.50'), locale));
    await expect(page).toHaveTextContent(formatMoney(money('4396.00'), locale));
  },
};

/** Buy asks for a confirmation naming the tons, the project and the total; Buy now sends it. */
export const ConfirmsAndBuys: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    const quantity = canvas.getByRole('spinbutton', { name: t('projects.purchase.form.quantity') });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '10');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: t('projects.purchase.form.submit') }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', {
      name: t('projects.purchase.confirm.title'),
    });
    await expect(dialog).toHaveAccessibleDescription(
      t('projects.purchase.confirm.message', {
        tons: formatTons(tons('10'), locale),
        project: projectName(globals),
        total: formatMoney(money('185.00'), locale),
      }),
    );
    await expect(args.onBuy).not.toHaveBeenCalled();
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('projects.purchase.confirm.action') }),
    );
    await expect(args.onBuy).toHaveBeenCalledOnce();
    const [purchase] = (args.onBuy as ReturnType<typeof fn>).mock.calls[0] as [
      { quantity: { toString(): string } },
    ];
    await expect(purchase.quantity.toString()).toBe('10');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

/** Cancelling the confirmation buys nothing and gives the form back. */
export const ConfirmationCancelled: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    await userEvent.click(canvas.getByRole('checkbox'));
    const buy = canvas.getByRole('button', { name: t('projects.purchase.form.submit') });
    await userEvent.click(buy);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', {
      name: t('projects.purchase.confirm.title'),
    });
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('feedback.confirmDialog.cancel') }),
    );
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onBuy).not.toHaveBeenCalled();
    await expect(buy).toHaveFocus();
  },
};

/**
 * What the form refuses before asking: a quantity that is not a whole number of tons and terms
 * not agreed, both at once, focus on the quantity.
 */
export const InvalidQuantityAndTerms: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    const errorText = storyErrorText(globals);
    const quantity = canvas.getByRole('spinbutton', { name: t('projects.purchase.form.quantity') });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2.5');
    await userEvent.click(canvas.getByRole('button', { name: t('projects.purchase.form.submit') }));
    await expect(quantity).toBeInvalid();
    await expect(quantity).toHaveAccessibleDescription(
      expect.stringContaining(errorText('QUANTITY_INVALID')),
    );
    await expect(canvas.getByRole('checkbox')).toBeInvalid();
    await expect(quantity).toHaveFocus();
    await expect(
      within(canvasElement.ownerDocument.body).queryByRole('alertdialog'),
    ).not.toBeInTheDocument();
    await expect(args.onBuy).not.toHaveBeenCalled();
  },
};

/** Above what remains: the catalogue's reason on the quantity; the stepper stops at 40. */
export const AboveWhatRemains: Story = {
  args: { project: detail(fewLeft) },
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyT(globals);
    const quantity = canvas.getByRole('spinbutton', { name: t('projects.purchase.form.quantity') });
    await expect(quantity).toHaveValue('5');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '41');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: t('projects.purchase.form.submit') }));
    await expect(quantity).toHaveAccessibleDescription(
      expect.stringContaining(storyErrorText(globals)('INSUFFICIENT_REMAINING_TONS')),
    );
    await userEvent.click(
      canvas.getByRole('button', { name: t('forms.quantityStepper.decrease') }),
    );
    await expect(quantity).toHaveValue('40');
    await expect(
      canvas.getByRole('button', { name: t('forms.quantityStepper.increase') }),
    ).toBeDisabled();
  },
};

/**
 * The balance does not cover the total: Buy is disabled, and beside it how much is missing and the
 * way to top up. Fewer tons that the balance covers give Buy back.
 */
export const ShortBalance: Story = {
  args: { balances: wallet('100.00') },
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    const quantity = canvas.getByRole('spinbutton', { name: t('projects.purchase.form.quantity') });
    const buy = canvas.getByRole('button', { name: t('projects.purchase.form.submit') });
    await expect(buy).toBeEnabled();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '10');
    // 10 x 18.50 = 185.00, 85.00 more than the 100.00 available.
    const reason = t('projects.payment.shortBy', { amount: formatMoney(money('85.00'), locale) });
    await expect(buy).toBeDisabled();
    await expect(buy).toHaveAccessibleDescription(reason);
    await expect(canvas.getByText(reason)).toBeVisible();
    await expect(canvas.getByText(t('projects.payment.short'))).toBeVisible();
    // The top-up comes back to this purchase with the 10 t kept.
    await expect(canvas.getByRole('link', { name: t('projects.payment.topUp') })).toHaveAttribute(
      'href',
      screenLinks.topUpFor?.({
        payment: 'purchase',
        projectId: inProgress.id,
        quantity: tons('10'),
        shortfall: money('85.00'),
      }),
    );
    // Fewer tons that the balance covers: Buy is back, the reason goes.
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '5');
    await expect(buy).toBeEnabled();
    await expect(canvas.queryByText(reason)).not.toBeInTheDocument();
  },
};

/** Without a top-up page, a short balance is explained without a link. */
export const ShortBalanceWithoutTopUp: Story = {
  args: {
    balances: wallet('10.00'),
    links: { ...screenLinks, topUp: undefined, topUpFor: undefined },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    // The minimum, 1 t at 18.50, is 8.50 more than the 10.00 available.
    await expect(
      canvas.getByText(
        t('projects.payment.shortBy', { amount: formatMoney(money('8.50'), locale) }),
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: t('projects.purchase.form.submit') }),
    ).toBeDisabled();
    await expect(
      canvas.queryByRole('link', { name: t('projects.payment.topUp') }),
    ).not.toBeInTheDocument();
  },
};

/** Back from a top-up: the form starts with the tons chosen before leaving, and Buy is open. */
export const BackFromATopUp: Story = {
  args: { initialQuantity: tons('10'), balances: wallet('200.00') },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('spinbutton', { name: t('projects.purchase.form.quantity') }),
    ).toHaveValue('10');
    await expect(
      canvas.getByRole('button', { name: t('projects.purchase.form.submit') }),
    ).toBeEnabled();
  },
};

/** The purchase is on its way: the button is busy, the fields wait. */
export const Buying: Story = {
  args: { buying: true },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const label = t('projects.purchase.form.submit');
    await expect(
      canvas.getByRole('button', { name: (name) => name.includes(label) }),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(
      canvas.getByRole('spinbutton', { name: t('projects.purchase.form.quantity') }),
    ).toBeDisabled();
    await expect(canvas.getByRole('checkbox')).toBeDisabled();
  },
};

/** The server refused: a purchase cap, with the cap in the message. */
export const RefusedAtTheCap: Story = {
  args: {
    project: detail(inProgress, { ordersThisMonth: 2 }),
    error: 'PURCHASE_MONTHLY_LIMIT_REACHED',
    errorParams: { times: 3, maxtimes: 3 },
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      storyErrorText(globals)('PURCHASE_MONTHLY_LIMIT_REACHED', { times: 3, maxtimes: 3 }),
    );
  },
};

/** The server refused the quantity (another buyer took the tons): the reason on the quantity. */
export const RefusedTonsTaken: Story = {
  args: { project: detail(fewLeft), error: 'INSUFFICIENT_REMAINING_TONS' },
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyT(globals);
    const quantity = canvas.getByRole('spinbutton', { name: t('projects.purchase.form.quantity') });
    await expect(quantity).toBeInvalid();
    await expect(quantity).toHaveAccessibleDescription(
      expect.stringContaining(storyErrorText(globals)('INSUFFICIENT_REMAINING_TONS')),
    );
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    // Editing the quantity clears the server's reason.
    await userEvent.click(
      canvas.getByRole('button', { name: t('forms.quantityStepper.increase') }),
    );
    await expect(quantity).not.toBeInvalid();
  },
};

/** Fewer tons remain than one order's minimum: said on the project, and nothing steps. */
export const NothingFits: Story = {
  args: { project: detail({ ...fewLeft, remainingTons: tons('3') }) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    await expect(
      canvas.getByText(
        t('projects.purchase.form.noneFits', { min: formatTons(tons('5'), locale) }),
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: t('forms.quantityStepper.increase') }),
    ).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: t('forms.quantityStepper.decrease') }),
    ).toBeDisabled();
  },
};

/** Bought: the receipt from the server's answer and the ways onwards. */
export const Done: Story = {
  args: {
    receipt: {
      order: {
        orderNo: 'CM20261120-000731',
        projectId: inProgress.id,
        projectName: inProgress.name,
        quantity: tons('10'),
        unitPrice: money('18.50'),
        totalAmount: money('185.00'),
      },
      available: money('12295.50'),
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('projects.purchase.done.title'));
    const page = canvas.getByRole('main');
    await expect(page).toHaveTextContent('CM20261120-000731');
    await expect(page).toHaveTextContent(formatMoney(money('185.00'), locale));
    await expect(page).toHaveTextContent(formatMoney(money('12295.50'), locale));
    await expect(
      canvas.getByRole('link', { name: t('projects.purchase.done.toOrders') }),
    ).toHaveAttribute('href', screenLinks.orders('completed'));
    await expect(
      canvas.getByRole('link', { name: t('projects.purchase.done.toProject') }),
    ).toHaveAttribute('href', screenLinks.project(inProgress.id));
  },
};

/** A level too low: the catalogue's reason, and back to the project (which shows the upgrade). */
export const LevelTooLow: Story = {
  args: { project: detail(inProgress, { action: null, reason: 'MEMBERSHIP_LEVEL_TOO_LOW' }) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('heading', { name: t('projects.purchase.unavailable.title') }),
    ).toBeVisible();
    await expect(
      canvas.getByText(storyErrorText(globals)('MEMBERSHIP_LEVEL_TOO_LOW')),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('spinbutton', { name: t('projects.purchase.form.quantity') }),
    ).not.toBeInTheDocument();
    await expect(
      canvas.getByRole('link', { name: t('projects.purchase.unavailable.toProject') }),
    ).toHaveAttribute('href', screenLinks.project(inProgress.id));
  },
};

/** A member flagged for risk is refused with the catalogue's reason. */
export const RiskRefused: Story = {
  args: { project: detail(inProgress, { action: null, reason: 'RISK_ACCOUNT_RESTRICTED' }) },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(storyErrorText(globals)('RISK_ACCOUNT_RESTRICTED')),
    ).toBeVisible();
  },
};

/** A presale opened here: it is booked, not bought, with the way to the booking. */
export const PresaleIsBooked: Story = {
  args: { project: detail(presale, { action: 'presale' }) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByText(t('projects.purchase.unavailable.presale'))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('projects.purchase.unavailable.book') }),
    ).toHaveAttribute('href', screenLinks.presale(presale.id));
  },
};

/** A full project takes no purchase. */
export const ProjectFull: Story = {
  args: { project: detail(full, { action: null, reason: 'PROJECT_FULL' }) },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyErrorText(globals)('PROJECT_FULL'))).toBeVisible();
  },
};

/** Loading: the page's own layout drawn as bars, and announced. */
export const Loading: Story = {
  args: { project: { status: 'loading' } },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('status', { name: storyT(globals)('projects.purchase.loading') }),
    ).toBeVisible();
  },
};

/**
 * The project (of typical lengths) and the wallet arrive where their placeholder was: no card of
 * the page moves.
 */
export const DataArrivesInPlace: Story = {
  args: { project: detail(typicalProject(inProgress)) },
  render: (args, { globals }) => (
    <ArrivingData
      loading={
        <PurchaseScreen
          {...args}
          project={{ status: 'loading' }}
          balances={{ status: 'loading' }}
        />
      }
      ready={<PurchaseScreen {...localised(args, globals)} />}
    />
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    await expectLayoutHoldsOnArrival({
      canvasElement,
      watch: () => headingsOfPage(canvasElement),
      ready: () =>
        canvas.findByRole('button', { name: storyT(globals)('projects.purchase.form.submit') }),
    });
  },
};

/** The wallet could not be loaded: the reason and a retry. */
export const LoadFailed: Story = {
  args: { balances: { status: 'error', error: 'NETWORK_ERROR' } },
  play: async ({ canvas, userEvent, globals, args }) => {
    await expect(canvas.getByText(storyErrorText(globals)('NETWORK_ERROR'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: storyT(globals)('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** No such project: the way to the list. */
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

export const DarkTheme: Story = { globals: { theme: 'dark' } };

export const DarkThemeShortBalance: Story = {
  args: { balances: wallet('10.00') },
  globals: { theme: 'dark' },
};

export const WithLanguageSwitch: Story = {
  args: { onLocaleChange: fn() },
  render: (args, { globals }) => (
    <PurchaseScreen {...localised(args, globals)} locale={toLocale(globals['locale'])} />
  ),
};
