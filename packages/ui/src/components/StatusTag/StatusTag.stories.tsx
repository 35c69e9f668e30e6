import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import {
  ORDER_STATUSES,
  PROJECT_STATUSES,
  SALE_STATUSES,
  TOP_UP_STATUSES,
  WITHDRAWAL_STATUSES,
} from '@carbonmarket/domain';
import { StatusTag } from './StatusTag';
import { storyT } from '../../testing/storyI18n';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[200]};
  padding: ${({ theme }) => theme.space[400]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
`;

const Columns = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[200]};
`;

function WithdrawalTags() {
  return (
    <Stack>
      {WITHDRAWAL_STATUSES.map((status) => (
        <StatusTag key={status} kind="withdrawal" status={status} />
      ))}
    </Stack>
  );
}

function TopUpTags() {
  return (
    <Stack>
      {TOP_UP_STATUSES.map((status) => (
        <StatusTag key={status} kind="topUp" status={status} />
      ))}
    </Stack>
  );
}

function OrderTags() {
  return (
    <Stack>
      {ORDER_STATUSES.map((status) => (
        <StatusTag key={status} kind="order" status={status} />
      ))}
    </Stack>
  );
}

function ProjectTags() {
  return (
    <Stack>
      {PROJECT_STATUSES.map((status) => (
        <StatusTag key={status} kind="project" status={status} />
      ))}
    </Stack>
  );
}

function SaleTags() {
  return (
    <Stack>
      {SALE_STATUSES.map((status) => (
        <StatusTag key={status} kind="sale" status={status} />
      ))}
    </Stack>
  );
}

const meta = {
  title: 'Components/StatusTag',
  component: StatusTag,
  args: { kind: 'withdrawal', status: 'processing' },
} satisfies Meta<typeof StatusTag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithdrawalProcessing: Story = {
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(storyT(globals)('display.status.withdrawal.processing')),
    ).toHaveAttribute('data-tone', 'info');
  },
};

export const WithdrawalPaymentRefused: Story = {
  args: { kind: 'withdrawal', status: 'refused' },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(storyT(globals)('display.status.withdrawal.refused')),
    ).toHaveAttribute('data-tone', 'critical');
  },
};

export const OrderPendingFinalPayment: Story = {
  args: { kind: 'order', status: 'pending_final_payment' },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(storyT(globals)('display.status.order.pending_final_payment')),
    ).toHaveAttribute('data-tone', 'warning');
  },
};

export const ProjectInProgress: Story = {
  args: { kind: 'project', status: 'in_progress' },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(storyT(globals)('display.status.project.in_progress')),
    ).toHaveAttribute('data-tone', 'success');
  },
};

export const ProjectFull: Story = { args: { kind: 'project', status: 'full' } };

export const AllWithdrawalStatuses: Story = {
  render: () => <WithdrawalTags />,
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    for (const status of WITHDRAWAL_STATUSES) {
      await expect(canvas.getByText(t(`display.status.withdrawal.${status}`))).toBeVisible();
    }
  },
};

export const AllOrderStatuses: Story = {
  render: () => <OrderTags />,
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    for (const status of ORDER_STATUSES) {
      await expect(canvas.getByText(t(`display.status.order.${status}`))).toBeVisible();
    }
  },
};

export const AllProjectStatuses: Story = {
  render: () => <ProjectTags />,
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    for (const status of PROJECT_STATUSES) {
      await expect(canvas.getByText(t(`display.status.project.${status}`))).toBeVisible();
    }
  },
};

/** Tags sit on surfaces (cards, cells), as in the screens. Every status of every kind on the dark theme, to check contrast. */
export const AllStatusesDark: Story = {
  render: () => (
    <Columns>
      <WithdrawalTags />
      <OrderTags />
      <ProjectTags />
    </Columns>
  ),
  globals: { theme: 'dark' },
};

/** A sale's proceeds on their way (pending, a warning tone) and paid into available (success). */
export const AllSaleStatuses: Story = {
  render: () => <SaleTags />,
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByText(t('display.status.sale.pending'))).toHaveAttribute(
      'data-tone',
      'warning',
    );
    await expect(canvas.getByText(t('display.status.sale.settled'))).toHaveAttribute(
      'data-tone',
      'success',
    );
  },
};

export const AllSaleStatusesDark: Story = {
  render: () => <SaleTags />,
  globals: { theme: 'dark' },
};

/** A top-up awaiting its PayNow payment (info), credited (success) and cancelled unpaid (neutral). */
export const AllTopUpStatuses: Story = {
  render: () => <TopUpTags />,
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const tones = { pending: 'info', confirmed: 'success', cancelled: 'neutral' } as const;
    for (const status of TOP_UP_STATUSES)
      await expect(canvas.getByText(t(`display.status.topUp.${status}`))).toHaveAttribute(
        'data-tone',
        tones[status],
      );
  },
};

export const AllTopUpStatusesDark: Story = {
  render: () => <TopUpTags />,
  globals: { theme: 'dark' },
};
