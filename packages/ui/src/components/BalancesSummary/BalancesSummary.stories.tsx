import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { formatMoney, formatTons, money, tons } from '@carbonmarket/domain';
import type { Balances } from '@carbonmarket/domain';
import { BalancesSummary } from './BalancesSummary';
import { toLocale } from '../../i18n/locale';
import { storyErrorText, storyT } from '../../testing/storyI18n';
import { emptyBalances, sampleBalances } from '../../fixtures/balances';

/** A wallet with figures long enough to test wrapping in the three narrow columns. */
const largeBalances: Balances = {
  ...sampleBalances,
  available: money('9876543210.99'),
  pending: money('1234567.89'),
  credits: { normal: tons('1250000.75'), presale: tons('98000') },
};

/** The figure shown for a label: the description right after its term. */
function figure(canvasElement: HTMLElement, label: string): HTMLElement {
  const term = within(canvasElement).getByText(label, { selector: 'dt' });
  const value = term.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`No figure after "${label}"`);
  return value;
}

/** Checks every figure of `balances` in the story's language. */
async function expectFigures(
  canvasElement: HTMLElement,
  globals: Record<string, unknown>,
  balances: Balances,
) {
  const t = storyT(globals);
  const locale = toLocale(globals['locale']);
  await expect(figure(canvasElement, t('home.balances.available'))).toHaveTextContent(
    formatMoney(balances.available, locale),
  );
  await expect(figure(canvasElement, t('home.balances.pending'))).toHaveTextContent(
    formatMoney(balances.pending, locale),
  );
  await expect(figure(canvasElement, t('home.balances.credits'))).toHaveTextContent(
    formatTons(balances.credits.normal, locale),
  );
  await expect(figure(canvasElement, t('home.balances.presaleCredits'))).toHaveTextContent(
    formatTons(balances.credits.presale, locale),
  );
}

const meta = {
  title: 'Screens/Home/Home/BalancesSummary',
  component: BalancesSummary,
  parameters: { layout: 'padded' },
  args: { balances: { status: 'ready', data: sampleBalances }, onRetry: fn() },
} satisfies Meta<typeof BalancesSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Available money in large figures, then pending money and both kinds of credits. */
export const Ready: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    await expectFigures(canvasElement, globals, sampleBalances);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A new member's wallet: every figure is zero, still shown in full. */
export const Empty: Story = {
  args: { balances: { status: 'ready', data: emptyBalances } },
  play: async ({ canvasElement, globals }) => {
    await expectFigures(canvasElement, globals, emptyBalances);
  },
};

/** Figures in the billions and millions wrap inside their columns instead of overflowing. */
export const LargeFigures: Story = {
  args: { balances: { status: 'ready', data: largeBalances } },
  play: async ({ canvasElement, globals }) => {
    await expectFigures(canvasElement, globals, largeBalances);
  },
};

/** Still loading: one placeholder the size of the panel. */
export const Loading: Story = {
  args: { balances: { status: 'loading' } },
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(
      canvas.getByRole('status', { name: storyT(globals)('feedback.skeleton.label') }),
    ).toBeInTheDocument();
    // The panel's outline holds the space; none of it is read out or named as figures.
    await expect(canvas.queryByRole('term')).toBeNull();
    const outline = canvasElement.querySelector('dl');
    await expect(outline?.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

/** Failed with a known error: the title, the error's message, and a retry. */
export const Failed: Story = {
  args: { balances: { status: 'error', error: 'NETWORK_ERROR' } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('home.balances.loadError'));
    await expect(alert).toHaveTextContent(storyErrorText(globals)('NETWORK_ERROR'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Failed without an error code: the title alone, and a retry reached with the keyboard. */
export const FailedWithoutCode: Story = {
  args: { balances: { status: 'error' } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('home.balances.loadError'));
    // Only the title: no message paragraph without a code.
    await expect(alert.childElementCount).toBe(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
