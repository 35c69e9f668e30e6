import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formatMoney, money, tons } from '@carbonmarket/domain';
import { PurchaseScreen } from './PurchaseScreen';
import { toLocale } from '../../../i18n/locale';
import { storyT } from '../../../testing/storyI18n';
import { screenLinks } from '../../../fixtures/links';
import { inProgress, purchaseArgs, renderPurchase, wallet } from '../../../testing/purchaseStories';
import { expectOfflineBlocked, whileOffline } from '../../../testing/offline';

/* A purchase the available balance does not cover: the way to top up, and back from it. */
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

export const DarkThemeShortBalance: Story = {
  args: { balances: wallet('10.00') },
  globals: { theme: 'dark' },
};

/** Offline: Buy is disabled and says why; pressing it buys nothing. */
export const Offline: Story = {
  decorators: [whileOffline],
  play: async ({ canvas, globals, args }) => {
    const t = storyT(globals);
    const buy = canvas.getByRole('button', { name: t('projects.purchase.form.submit') });
    await expectOfflineBlocked(buy, globals, args.onBuy);
  },
};
