import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { formatCountdown, splitDuration } from '@carbonmarket/domain';
import { Countdown } from './Countdown';
import type { CountdownProps } from './Countdown';
import { toLocale } from '../../i18n/locale';
import { storyT } from '../../testing/storyI18n';

const deadline = new Date('2026-11-21T00:00:00Z');
/** 2 days, 3 hours, 4 minutes and 5 seconds before the deadline. */
const now = new Date('2026-11-18T20:55:55Z');

/** The format the spec asks for, per language. */
const expected = { en: '2d 03h 04m 05s', cn: '2天 03时 04分 05秒' } as const;

const meta = {
  title: 'Components/Countdown',
  component: Countdown,
  args: { now, deadline, onExpire: fn() },
} satisfies Meta<typeof Countdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  play: async ({ canvas, args, globals }) => {
    const timer = canvas.getByRole('timer', { name: storyT(globals)('display.countdown.label') });
    await expect(timer).toHaveTextContent(expected[toLocale(globals['locale'])]);
    await expect(args.onExpire).not.toHaveBeenCalled();
  },
};

export const Blocks: Story = {
  args: { variant: 'blocks' },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const timer = canvas.getByRole('timer', { name: t('display.countdown.label') });
    // Screen readers get the same text as the inline variant; the boxes are hidden from them.
    await expect(timer).toHaveTextContent(expected[toLocale(globals['locale'])]);
    const boxes = timer.querySelectorAll('[data-unit]');
    await expect(boxes).toHaveLength(4);
    await expect(boxes[0]).toHaveTextContent(`2${t('display.countdown.units.days')}`);
    await expect(boxes[1]).toHaveTextContent(`03${t('display.countdown.units.hours')}`);
  },
};

export const LastDay: Story = {
  args: { now: new Date('2026-11-20T22:58:30Z') },
  play: async ({ canvas, globals }) => {
    // Days drop out in the last day.
    const text = formatCountdown(
      splitDuration(((1 * 60 + 1) * 60 + 30) * 1000),
      toLocale(globals['locale']),
    );
    await expect(canvas.getByRole('timer')).toHaveTextContent(text);
    await expect(text).toMatch(/^01\D+ 01\D+ 30\D+$/);
  },
};

export const LastDayBlocks: Story = {
  args: { now: new Date('2026-11-20T23:59:51Z'), variant: 'blocks' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer').querySelectorAll('[data-unit]')).toHaveLength(3);
  },
};

export const ManyDays: Story = {
  args: { now: new Date('2026-07-01T08:30:00Z'), variant: 'blocks' },
};

export const CustomLabel: Story = {
  args: { label: 'Payment due in' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer', { name: 'Payment due in' })).toBeVisible();
  },
};

export const Expired: Story = {
  args: { now: new Date('2026-11-21T00:00:01Z') },
  play: async ({ canvas, args, globals }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent(
      storyT(globals)('display.countdown.ended'),
    );
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledOnce());
  },
};

export const ExpiredBlocks: Story = {
  args: { now: deadline, variant: 'blocks' },
  play: async ({ canvas, args, globals }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent(
      storyT(globals)('display.countdown.ended'),
    );
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledOnce());
  },
};

export const ExpiredCustomText: Story = {
  args: { now: new Date('2026-12-01T00:00:00Z'), expiredText: 'Sale closed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('Sale closed');
  },
};

/**
 * Plays the parent's part: passes a new `now` one second later every 100 ms, from 2 s before the
 * deadline to 2 s after it, then stops, so the story ends still and the same every run.
 */
function Ticking(props: CountdownProps) {
  const [step, setStep] = useState(0);
  const last = 4;
  useEffect(() => {
    if (step >= last) return;
    const id = setTimeout(() => setStep((s) => s + 1), 100);
    return () => clearTimeout(id);
  }, [step]);
  const current = new Date(props.deadline.getTime() + (step - 2) * 1000);
  return (
    <div data-step={step}>
      <Countdown {...props} now={current} />
    </div>
  );
}

export const TicksToExpiry: Story = {
  args: { variant: 'blocks' },
  render: (args) => <Ticking {...args} />,
  play: async ({ canvas, canvasElement, args, globals }) => {
    await waitFor(() =>
      expect(canvas.getByRole('timer')).toHaveTextContent(
        storyT(globals)('display.countdown.ended'),
      ),
    );
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-step]')).toHaveAttribute('data-step', '4'),
    );
    // Later renders past the deadline do not call it again.
    await expect(args.onExpire).toHaveBeenCalledOnce();
  },
};

export const Dark: Story = {
  args: { variant: 'blocks' },
  globals: { theme: 'dark' },
};
