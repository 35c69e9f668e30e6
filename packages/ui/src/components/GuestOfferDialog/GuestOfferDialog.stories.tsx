import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { GuestOfferDialog } from './GuestOfferDialog';
import { storyErrorText, storyT } from '../../testing/storyI18n';

const meta = {
  title: 'Components/GuestOfferDialog',
  component: GuestOfferDialog,
  parameters: { layout: 'fullscreen' },
  args: {
    message: '',
    onRegister: fn(),
    onLogIn: fn(),
    onDecline: fn(),
  },
  // The catalogue's guest message in the story's language, as the app passes it.
  render: (args, { globals }) => (
    <GuestOfferDialog {...args} message={storyErrorText(globals)('GUEST_RESTRICTED')} />
  ),
} satisfies Meta<typeof GuestOfferDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The three choices, registration first and focused. */
function choices(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const t = storyT(globals);
  const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog', {
    name: storyErrorText(globals)('GUEST_RESTRICTED'),
  });
  const buttons = within(dialog).getAllByRole('button');
  return {
    buttons,
    register: within(dialog).getByRole('button', { name: t('feedback.guestOffer.register') }),
    logIn: within(dialog).getByRole('button', { name: t('feedback.guestOffer.logIn') }),
    later: within(dialog).getByRole('button', { name: t('feedback.guestOffer.later') }),
  };
}

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const { buttons, register, logIn, later } = choices(canvasElement, globals);
    await expect(buttons).toEqual([register, logIn, later]);
    await expect(register).toHaveFocus();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const RegisterOpensRegistration: Story = {
  play: async ({ canvasElement, userEvent, args, globals }) => {
    await userEvent.click(choices(canvasElement, globals).register);
    await expect(args.onRegister).toHaveBeenCalledOnce();
    await expect(args.onLogIn).not.toHaveBeenCalled();
    await expect(args.onDecline).not.toHaveBeenCalled();
  },
};

export const LogInOpensLogin: Story = {
  play: async ({ canvasElement, userEvent, args, globals }) => {
    await userEvent.click(choices(canvasElement, globals).logIn);
    await expect(args.onLogIn).toHaveBeenCalledOnce();
    await expect(args.onRegister).not.toHaveBeenCalled();
  },
};

/** "Not now" and Escape both decline, once each. */
export const Declines: Story = {
  play: async ({ canvasElement, userEvent, args, globals }) => {
    await userEvent.click(choices(canvasElement, globals).later);
    await expect(args.onDecline).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onDecline).toHaveBeenCalledTimes(2);
    await expect(args.onRegister).not.toHaveBeenCalled();
  },
};
