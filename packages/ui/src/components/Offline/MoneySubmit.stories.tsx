import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { MoneySubmit } from './MoneySubmit';
import { BlockedReason } from '../BlockedReason/BlockedReason';
import { expectOfflineBlocked, whileOffline } from '../../testing/offline';
import { storyT } from '../../testing/storyI18n';

type Globals = Record<string, unknown>;
/** The purchase form's words, in the story's language. */
const buy = (globals: Globals) => storyT(globals)('projects.purchase.form.submit');
const shortBy = (globals: Globals) =>
  storyT(globals)('projects.payment.shortBy', { amount: 'S$85.00' });
/** A short balance, as the purchase form says it. */
const shortBalance = (globals: Globals) => (id: string) => (
  <BlockedReason id={id}>{shortBy(globals)}</BlockedReason>
);

/**
 * The submit button of the forms that move money or credits, inside its form: offline stops it
 * first, then the screen's own reason (here a short balance).
 */
const meta = {
  title: 'Components/MoneySubmit',
  component: MoneySubmit,
  parameters: { layout: 'padded' },
  args: { busy: false, blockedBy: null, children: null },
  render: ({ blockedBy, ...args }, { globals }) => {
    const onSubmit = fn();
    return (
      <form
        style={{ display: 'flex', flexDirection: 'column', gap: 12 }}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        data-testid="form"
      >
        <MoneySubmit {...args} blockedBy={blockedBy === null ? null : shortBalance(globals)}>
          {buy(globals)}
        </MoneySubmit>
      </form>
    );
  },
} satisfies Meta<typeof MoneySubmit>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing stands in the way: the button submits its form. */
export const Ready: Story = {
  play: async ({ canvas, globals }) => {
    const button = canvas.getByRole('button', { name: buy(globals) });
    await expect(button).toBeEnabled();
    await expect(button).toHaveAttribute('type', 'submit');
    await expect(button).not.toHaveAttribute('aria-describedby');
  },
};

/** The screen's reason: drawn above the button, which it describes. */
export const BlockedByTheScreen: Story = {
  // Any function: the story draws the short balance in its own language.
  args: { blockedBy: shortBalance({}) },
  play: async ({ canvas, globals }) => {
    const button = canvas.getByRole('button', { name: buy(globals) });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(shortBy(globals));
  },
};

/** Offline comes first: its reason replaces the screen's, and pressing sends nothing. */
export const Offline: Story = {
  decorators: [whileOffline],
  args: { blockedBy: shortBalance({}) },
  play: async ({ canvas, globals }) => {
    const sent = fn();
    canvas.getByTestId('form').addEventListener('submit', sent);
    await expectOfflineBlocked(canvas.getByRole('button', { name: buy(globals) }), globals, sent);
    await expect(canvas.queryByText(shortBy(globals))).not.toBeInTheDocument();
    await expect(canvas.getByText(storyT(globals)('feedback.offline.actionBlocked'))).toBeVisible();
  },
};

/** The request is on its way: the button is busy. */
export const Busy: Story = { args: { busy: true } };

export const Dark: Story = { decorators: [whileOffline], globals: { theme: 'dark' } };
