import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { formatMoney, formatTons, money, tons } from '@carbonmarket/domain';
import { SellScreen } from './SellScreen';
import type { SellScreenProps } from './SellScreen';
import type { SellableHolding } from '../shared/creditTypes';
import { toLocale } from '../../../i18n/locale';
import { formatDate } from '../../../i18n/formatDate';
import { storyErrorText, storyT } from '../../../testing/storyI18n';
import {
  ArrivingData,
  expectLayoutHoldsOnArrival,
  headingsOfPage,
} from '../../../testing/arrivingData';
import {
  localiseHolding,
  samplePresaleHoldingRefused,
  sampleSellableHolding,
} from '../../../fixtures/credits';
import { screenLinks } from '../../../fixtures/links';
import { expectOfflineBlocked, whileOffline } from '../../../testing/offline';

/** The instant the stories show: the test runner's pinned clock (Friday 20 November 2026, 10:00). */
const NOW = new Date('2026-11-20T10:00:00+08:00');
/** Two working days after Friday 20 November: Tuesday 24 November. */
const PAYOUT = new Date('2026-11-24T10:00:00+08:00');

const ready = (holding: SellableHolding): SellScreenProps['holding'] => ({
  status: 'ready',
  data: holding,
});

/** The holding's project name in the story's language. */
function localised(args: SellScreenProps, globals: Record<string, unknown>) {
  if (args.holding.status !== 'ready') return args;
  return {
    ...args,
    holding: ready(localiseHolding(args.holding.data, toLocale(globals['locale']))),
  };
}

const projectName = (globals: Record<string, unknown>, holding = sampleSellableHolding) =>
  localiseHolding(holding, toLocale(globals['locale'])).projectName;

const meta = {
  title: 'Screens/Credits/Sell',
  component: SellScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    holding: ready(sampleSellableHolding),
    now: NOW,
    onSell: fn(),
    onBack: fn(),
    onRetry: fn(),
    links: screenLinks,
  },
  render: (args, { globals }) => <SellScreen {...localised(args, globals)} />,
} satisfies Meta<typeof SellScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type T = ReturnType<typeof storyT>;

const quantityField = (canvas: Canvas, t: T) =>
  canvas.getByRole('textbox', { name: t('credits.sell.form.quantity') });

/**
 * A holding that may be sold: the project, the kind, the tons held, today's price and worth; an
 * empty quantity with its bounds and step, the proceeds not known yet, where they go and when.
 */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('credits.sell.title') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: projectName(globals) }),
    ).toBeVisible();
    const page = canvas.getByRole('main');
    await expect(page).toHaveTextContent(t('credits.kind.normal'));
    await expect(page).toHaveTextContent(formatTons(tons('300'), locale));
    await expect(page).toHaveTextContent(formatMoney(money('5550.00'), locale));
    const quantity = quantityField(canvas, t);
    await expect(quantity).toHaveValue('');
    await expect(quantity).toHaveAttribute('inputmode', 'decimal');
    await expect(quantity).toHaveAccessibleDescription(
      expect.stringContaining(
        t('credits.sell.form.quantityHint', {
          max: formatTons(tons('300'), locale),
          step: formatTons(tons('0.001'), locale),
        }),
      ),
    );
    await expect(page).toHaveTextContent(t('credits.sell.proceeds.noQuantity'));
    await expect(page).toHaveTextContent(t('credits.sell.proceeds.pending'));
    await expect(page).toHaveTextContent(
      t('credits.sell.proceeds.availableDate', { date: formatDate(PAYOUT, locale), count: 2 }),
    );
  },
};

/** The proceeds follow the typed tons, at today's price rounded down to the cent. */
export const ProceedsFollowTheQuantity: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    const page = canvas.getByRole('main');
    const quantity = quantityField(canvas, t);
    await userEvent.type(quantity, '12.345');
    // 12.345 x 18.50 = 228.3825: S$228.38, never S$228.39.
    await expect(page).toHaveTextContent(formatMoney(money('228.38'), locale));
    await expect(page).not.toHaveTextContent(formatMoney(money('228.39'), locale));
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0,5');
    await expect(quantity).toHaveValue('0.5');
    await expect(page).toHaveTextContent(formatMoney(money('9.25'), locale));
  },
};

/** Sell all puts every ton held in the field, with what they fetch. */
export const SellAll: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    await userEvent.click(canvas.getByRole('button', { name: t('credits.sell.form.sellAll') }));
    await expect(quantityField(canvas, t)).toHaveValue('300');
    await expect(canvas.getByLabelText(t('credits.sell.proceeds.label'))).toHaveTextContent(
      formatMoney(money('5550.00'), locale),
    );
  },
};

/**
 * Sell asks for a confirmation naming the tons, the project, the proceeds and the payout date;
 * Sell now sends the tons.
 */
export const ConfirmsAndSells: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    await userEvent.type(quantityField(canvas, t), '12.345');
    await userEvent.click(canvas.getByRole('button', { name: t('credits.sell.form.submit') }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: t('credits.sell.confirm.title') });
    await expect(dialog).toHaveAccessibleDescription(
      t('credits.sell.confirm.message', {
        tons: formatTons(tons('12.345'), locale),
        project: projectName(globals),
        proceeds: formatMoney(money('228.38'), locale),
        date: formatDate(PAYOUT, locale),
      }),
    );
    await expect(args.onSell).not.toHaveBeenCalled();
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('credits.sell.confirm.action') }),
    );
    await expect(args.onSell).toHaveBeenCalledOnce();
    const [sale] = (args.onSell as ReturnType<typeof fn>).mock.calls[0] as [
      { quantity: { toString(): string } },
    ];
    await expect(sale.quantity.toString()).toBe('12.345');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

/** Cancelling the confirmation sells nothing and gives the form back. */
export const ConfirmationCancelled: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    await userEvent.type(quantityField(canvas, t), '1');
    const sell = canvas.getByRole('button', { name: t('credits.sell.form.submit') });
    await userEvent.click(sell);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: t('credits.sell.confirm.title') });
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('feedback.confirmDialog.cancel') }),
    );
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onSell).not.toHaveBeenCalled();
    await expect(sell).toHaveFocus();
  },
};

/** Finer than a thousandth of a ton: the step on the quantity, focus there, nothing asked. */
export const OffTheStep: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    const quantity = quantityField(canvas, t);
    await userEvent.type(quantity, '1.2345');
    await userEvent.click(canvas.getByRole('button', { name: t('credits.sell.form.submit') }));
    await expect(quantity).toBeInvalid();
    await expect(quantity).toHaveAccessibleDescription(
      expect.stringContaining(storyErrorText(globals)('SELL_QUANTITY_INVALID', { step: '0.001' })),
    );
    await expect(quantity).toHaveFocus();
    await expect(
      within(canvasElement.ownerDocument.body).queryByRole('alertdialog'),
    ).not.toBeInTheDocument();
    await expect(args.onSell).not.toHaveBeenCalled();
  },
};

/**
 * More than held: no proceeds, Sell disabled with the holding and the excess beside it; Sell all
 * puts it right.
 */
export const MoreThanHeld: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    const quantity = quantityField(canvas, t);
    await userEvent.type(quantity, '300.5');
    const reason = t('credits.sell.form.aboveHolding', {
      held: formatTons(tons('300'), locale),
      excess: formatTons(tons('0.5'), locale),
    });
    await expect(canvas.getByText(reason)).toBeVisible();
    const sell = canvas.getByRole('button', { name: t('credits.sell.form.submit') });
    await expect(sell).toBeDisabled();
    await expect(sell).toHaveAccessibleDescription(reason);
    // 300.5 t at S$18.50 would be S$5,559.25: never shown for tons not held.
    await expect(canvas.getByRole('main')).not.toHaveTextContent(
      formatMoney(money('5559.25'), locale),
    );
    await expect(canvas.getByRole('main')).toHaveTextContent(
      t('credits.sell.proceeds.aboveHolding'),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('credits.sell.form.sellAll') }));
    await expect(quantity).toHaveValue('300');
    await expect(sell).toBeEnabled();
    await expect(canvas.queryByText(reason)).not.toBeInTheDocument();
    await expect(args.onSell).not.toHaveBeenCalled();
  },
};

/** So few tons that the sale would pay less than a cent: said in the banner, nothing asked. */
export const ProceedsTooSmall: Story = {
  args: {
    holding: ready({ ...sampleSellableHolding, unitPrice: money('9.90') }),
  },
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    const quantity = quantityField(canvas, t);
    await userEvent.type(quantity, '0.001');
    await userEvent.click(canvas.getByRole('button', { name: t('credits.sell.form.submit') }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      storyErrorText(globals)('SELL_PROCEEDS_TOO_SMALL', {
        min: formatMoney(money('0.01'), locale),
      }),
    );
    await expect(
      within(canvasElement.ownerDocument.body).queryByRole('alertdialog'),
    ).not.toBeInTheDocument();
    await expect(args.onSell).not.toHaveBeenCalled();
    // More tons, enough for a cent: the banner goes.
    await userEvent.type(quantity, '5');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The sale is on its way: the button is busy, the field and Sell all wait. */
export const Selling: Story = {
  args: { selling: true },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const label = t('credits.sell.form.submit');
    const sellAll = t('credits.sell.form.sellAll');
    await expect(
      canvas.getByRole('button', { name: (name) => name.includes(label) && name !== sellAll }),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(quantityField(canvas, t)).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: t('credits.sell.form.sellAll') }),
    ).toBeDisabled();
  },
};

/** The server found fewer tons than asked (sold from another device): the reason on the quantity. */
export const RefusedInsufficientBalance: Story = {
  args: { error: 'INSUFFICIENT_CARBON_BALANCE' },
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyT(globals);
    const quantity = quantityField(canvas, t);
    await expect(quantity).toBeInvalid();
    await expect(quantity).toHaveAccessibleDescription(
      expect.stringContaining(storyErrorText(globals)('INSUFFICIENT_CARBON_BALANCE')),
    );
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    // Editing the quantity clears the server's reason.
    await userEvent.type(quantity, '1');
    await expect(quantity).not.toBeInvalid();
  },
};

/** The server refused the quantity's step: the step on the quantity. */
export const RefusedQuantityInvalid: Story = {
  args: { error: 'SELL_QUANTITY_INVALID', errorParams: { step: '0.001' } },
  play: async ({ canvas, globals }) => {
    await expect(quantityField(canvas, storyT(globals))).toHaveAccessibleDescription(
      expect.stringContaining(storyErrorText(globals)('SELL_QUANTITY_INVALID', { step: '0.001' })),
    );
  },
};

/** The server refused the proceeds as too small (the price fell): the banner names the least. */
export const RefusedProceedsTooSmall: Story = {
  args: { error: 'SELL_PROCEEDS_TOO_SMALL', errorParams: { min: 'S$0.01' } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      storyErrorText(globals)('SELL_PROCEEDS_TOO_SMALL', { min: 'S$0.01' }),
    );
  },
};

/** An account under risk review is refused in the banner. */
export const RefusedRisk: Story = {
  args: { error: 'RISK_ACCOUNT_RESTRICTED' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      storyErrorText(globals)('RISK_ACCOUNT_RESTRICTED'),
    );
  },
};

/** A locked account is refused in the banner. */
export const RefusedLocked: Story = {
  args: { error: 'ACCOUNT_LOCKED' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      storyErrorText(globals)('ACCOUNT_LOCKED'),
    );
  },
};

/**
 * Presale credits below the level that may sell them: the rule instead of the form, the way to
 * the membership plans and back to the credits.
 */
export const PresaleNeedsHigherLevel: Story = {
  args: { holding: ready(samplePresaleHoldingRefused) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('heading', { name: t('credits.sell.notAllowed.title') }),
    ).toBeVisible();
    await expect(
      canvas.getByText(storyErrorText(globals)('PRESALE_SELL_CONTACT_SERVICE')),
    ).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent(t('credits.kind.presale'));
    await expect(
      canvas.queryByRole('textbox', { name: t('credits.sell.form.quantity') }),
    ).not.toBeInTheDocument();
    await expect(
      canvas.getByRole('link', { name: t('credits.sell.notAllowed.membership') }),
    ).toHaveAttribute('href', screenLinks.membership);
    await expect(canvas.getByRole('link', { name: t('credits.sell.toCredits') })).toHaveAttribute(
      'href',
      screenLinks.credits,
    );
  },
};

/** In an app without a membership page the presale rule leads back to the credits only. */
export const PresaleRuleWithoutMembershipPage: Story = {
  args: {
    holding: ready(samplePresaleHoldingRefused),
    links: { ...screenLinks, membership: undefined },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.queryByRole('link', { name: t('credits.sell.notAllowed.membership') }),
    ).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: t('credits.sell.toCredits') })).toBeVisible();
  },
};

/** Sold: the receipt from the server's answer and the way to the credits and sales. */
export const Done: Story = {
  args: {
    receipt: {
      sale: {
        saleNo: 'CS20261120-000012',
        projectName: sampleSellableHolding.projectName,
        tons: tons('12.345'),
        unitPrice: money('18.50'),
        proceeds: money('228.38'),
        payoutAt: PAYOUT,
      },
      pending: money('1478.38'),
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('credits.sell.done.title'));
    const page = canvas.getByRole('main');
    await expect(page).toHaveTextContent('CS20261120-000012');
    await expect(page).toHaveTextContent(formatMoney(money('228.38'), locale));
    await expect(page).toHaveTextContent(formatMoney(money('1478.38'), locale));
    await expect(page).toHaveTextContent(formatDate(PAYOUT, locale));
    await expect(
      canvas.getByRole('link', { name: t('credits.sell.done.toCredits') }),
    ).toHaveAttribute('href', screenLinks.credits);
  },
};

/** Loading: the page's own layout drawn as bars, and announced. */
export const Loading: Story = {
  args: { holding: { status: 'loading' } },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('status', { name: storyT(globals)('credits.sell.loading') }),
    ).toBeVisible();
  },
};

/** The holding arrives where its placeholder was: the summary and the form do not move. */
export const DataArrivesInPlace: Story = {
  render: (args, { globals }) => (
    <ArrivingData
      loading={<SellScreen {...args} holding={{ status: 'loading' }} />}
      ready={<SellScreen {...localised(args, globals)} />}
    />
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    await expectLayoutHoldsOnArrival({
      canvasElement,
      watch: () => headingsOfPage(canvasElement),
      ready: () =>
        canvas.findByRole('button', { name: storyT(globals)('credits.sell.form.submit') }),
    });
  },
};

/** The holding could not be loaded: the reason and a retry. */
export const LoadFailed: Story = {
  args: { holding: { status: 'error', error: 'NETWORK_ERROR' } },
  play: async ({ canvas, userEvent, globals, args }) => {
    await expect(canvas.getByText(storyErrorText(globals)('NETWORK_ERROR'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: storyT(globals)('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** No such holding (all sold, or a stale link): the way back to the credits. */
export const NotFound: Story = {
  args: { holding: { status: 'error', error: 'NOT_FOUND' } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('heading', { name: t('credits.sell.notFoundTitle') }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('credits.sell.toCredits') })).toHaveAttribute(
      'href',
      screenLinks.credits,
    );
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

export const DarkThemeRefused: Story = {
  args: { error: 'INSUFFICIENT_CARBON_BALANCE' },
  globals: { theme: 'dark' },
};

export const WithLanguageSwitch: Story = {
  args: { onLocaleChange: fn() },
  render: (args, { globals }) => (
    <SellScreen {...localised(args, globals)} locale={toLocale(globals['locale'])} />
  ),
};

/** Offline: Sell is disabled and says why; pressing it sells nothing. */
export const Offline: Story = {
  decorators: [whileOffline],
  play: async ({ canvas, globals, args }) => {
    const t = storyT(globals);
    const sell = canvas.getByRole('button', { name: t('credits.sell.form.submit') });
    await expectOfflineBlocked(sell, globals, args.onSell);
  },
};
