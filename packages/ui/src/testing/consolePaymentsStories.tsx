import { expect, fn, within } from 'storybook/test';
import type { ConsolePaymentsScreenProps } from '../screens/console/ConsolePaymentsScreen/ConsolePaymentsScreen';
import type { Loadable } from '../components/loadable';
import { toLocale } from '../i18n/locale';
import {
  CONSOLE_OPERATOR,
  consoleSales,
  consoleTopUps,
  consoleWithdrawals,
  localiseConsoleSales,
} from '../fixtures/consolePayments';
import { containing } from './storyI18n';

/*
 * What the console's Payments story files share (split by queue, all under one title): the
 * screen's arguments, its rendering in the story's language, the sample items the stories name,
 * and the steps that find an item and open its confirmation.
 */

type Canvas = ReturnType<typeof within>;

export const ready = <T,>(data: readonly T[]): Loadable<readonly T[]> => ({
  status: 'ready',
  data,
});

/** The three queues loaded with the samples, the top-ups shown, every action a spy. */
export const paymentsArgs = {
  operatorName: CONSOLE_OPERATOR.name,
  operatorId: CONSOLE_OPERATOR.id,
  queue: 'topUps',
  onQueueChange: fn(),
  topUps: ready(consoleTopUps),
  withdrawals: ready(consoleWithdrawals),
  sales: ready(consoleSales),
  onConfirmTopUp: fn(),
  onCancelTopUp: fn(),
  onApproveWithdrawal: fn(),
  onCompleteWithdrawal: fn(),
  onRefuseWithdrawal: fn(),
  onSettleSale: fn(),
  onRetry: fn(),
  onSignOut: fn(),
  live: true,
} satisfies ConsolePaymentsScreenProps;

/** The sales' project names in the story's language, as the server answers `lang`. */
export function localised(args: ConsolePaymentsScreenProps, globals: Record<string, unknown>) {
  const { sales } = args;
  return sales.status === 'ready'
    ? {
        ...args,
        sales: ready(localiseConsoleSales(sales.data, toLocale(globals['locale']))),
      }
    : args;
}

/** The queue's item whose heading is `name` (an amount, or a sale's project). */
export function item(canvas: Canvas, name: string): Canvas {
  const row = canvas.getByRole('heading', { name }).closest('li');
  if (row === null) throw new Error(`No item headed ${name}`);
  return within(row);
}

export const [topUp418, topUp421] = consoleTopUps as [
  (typeof consoleTopUps)[number],
  (typeof consoleTopUps)[number],
];
const byId = (id: number) => {
  const found = consoleWithdrawals.find((withdrawal) => withdrawal.id === id);
  if (found === undefined) throw new Error(`No sample withdrawal ${id}`);
  return found;
};
export const needsApproval = byId(77);
export const approvedByOther = byId(79);
export const approvedByMe = byId(81);
export const small = byId(84);
export const sale15 = consoleSales[1] as (typeof consoleSales)[number];

/** Opens the confirmation of an item's action and returns it, checked to repeat `figures`. */
export async function openConfirmation(
  row: Canvas,
  body: Canvas,
  user: { click: (element: Element) => Promise<void> },
  { action, title, figures }: { action: string; title: string; figures: readonly string[] },
) {
  await user.click(row.getByRole('button', { name: action }));
  const dialog = await body.findByRole('alertdialog', { name: title });
  for (const figure of figures)
    await expect(dialog).toHaveAccessibleDescription(containing(figure));
  return within(dialog);
}
