import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { formatMoney, formatTons, money, tons } from '@carbonmarket/domain';
import { PurchaseScreen } from './PurchaseScreen';
import { toLocale } from '../../../i18n/locale';
import { storyErrorText, storyT } from '../../../testing/storyI18n';
import { screenLinks } from '../../../fixtures/links';
import {
  detail,
  fewLeft,
  inProgress,
  localised,
  projectName,
  purchaseArgs,
  renderPurchase,
} from '../../../testing/purchaseStories';

/*
 * Buying tons of a project in progress: the form, its total, the confirmation and the receipt.
 * Its other stories share this title, by theme: a balance short of the total (`.balance`), what
 * the page or the server refuses (`.refusals`), and loading (`.loading`).
 */
const meta = {
  title: 'Screens/Projects/Purchase',
  component: PurchaseScreen,
  parameters: { layout: 'fullscreen' },
  args: purchaseArgs,
  render: renderPurchase,
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

export const DarkTheme: Story = { globals: { theme: 'dark' } };

export const WithLanguageSwitch: Story = {
  args: { onLocaleChange: fn() },
  render: (args, { globals }) => (
    <PurchaseScreen {...localised(args, globals)} locale={toLocale(globals['locale'])} />
  ),
};
