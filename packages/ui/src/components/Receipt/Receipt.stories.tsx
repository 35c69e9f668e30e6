import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import { formatMoney, money, tons } from '@carbonmarket/domain';
import { Receipt } from './Receipt';
import type { ReceiptProps } from './Receipt';
import { Amount } from '../Amount/Amount';
import { TonsAmount } from '../Amount/TonsAmount';
import { toLocale } from '../../i18n/locale';
import { storyT } from '../../testing/storyI18n';

type Globals = Record<string, unknown>;

/** The receipt's parts are sections of a page: spaced as a page spaces them. */
const PageColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.layout.sectionGap};
`;

/** A purchase's receipt as the purchase page shows it: two ways on. */
const purchase = (globals: Globals): ReceiptProps => {
  const t = storyT(globals);
  return {
    title: t('projects.purchase.done.title'),
    description: t('projects.purchase.done.description'),
    factsLabel: t('projects.purchase.done.label'),
    facts: [
      { key: 'orderNo', term: t('projects.purchase.done.orderNo'), detail: 'PO20261120-000042' },
      {
        key: 'quantity',
        term: t('projects.purchase.done.quantity'),
        detail: <TonsAmount value={tons('10')} />,
      },
      {
        key: 'total',
        term: t('projects.purchase.done.total'),
        detail: <Amount value={money('185')} size="lg" />,
      },
    ],
    links: [
      { href: '/pages/order/index', label: t('projects.purchase.done.toOrders') },
      { href: '/pages/project/project', label: t('projects.purchase.done.toProject') },
    ],
  };
};

/** A sale's receipt as the sell page shows it: one way on. */
const sale = (globals: Globals): ReceiptProps => {
  const t = storyT(globals);
  return {
    title: t('credits.sell.done.title'),
    description: t('credits.sell.done.description'),
    factsLabel: t('credits.sell.done.label'),
    facts: [
      { key: 'saleNo', term: t('credits.sell.done.saleNo'), detail: 'CS20261120-000012' },
      {
        key: 'proceeds',
        term: t('credits.sell.done.proceeds'),
        detail: <Amount value={money('228.38')} size="lg" />,
      },
    ],
    links: [{ href: '/pages/credits/index', label: t('credits.sell.done.toCredits') }],
  };
};

const meta = {
  title: 'Components/Receipt',
  component: Receipt,
  parameters: { layout: 'padded' },
  args: {
    title: '',
    description: '',
    factsLabel: '',
    facts: [],
    links: [{ href: '/', label: '' }],
  },
  argTypes: { facts: { control: false }, links: { control: false } },
  decorators: [
    (Story) => (
      <PageColumn>
        <Story />
      </PageColumn>
    ),
  ],
  render: (_args, { globals }) => <Receipt {...purchase(globals)} />,
} satisfies Meta<typeof Receipt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A purchase: the success is announced, the facts are listed, the first way on is primary. */
export const Purchase: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(t('projects.purchase.done.title'));
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      t('projects.purchase.done.title'),
    );
    await expect(canvas.getByText('PO20261120-000042')).toBeVisible();
    await expect(
      canvas.getByText(formatMoney(money('185'), toLocale(globals['locale']))),
    ).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/pages/order/index',
      '/pages/project/project',
    ]);
  },
};

/** A sale: one way on, to the credits. */
export const Sale: Story = {
  render: (_args, { globals }) => <Receipt {...sale(globals)} />,
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('credits.sell.done.title'));
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(
      canvas.getByRole('link', { name: t('credits.sell.done.toCredits') }),
    ).toHaveAttribute('href', '/pages/credits/index');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
