import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { endpoints } from '@carbonmarket/domain/contract';
import { ConnectedApp } from '../../../testing/ConnectedApp';
import {
  replyNetworkError,
  replyOk,
  replyRecording,
  replySessionEnded,
  runtimeConfigHandler,
} from '../../../testing/apiHandlers';
import { memberProfile } from '../../../testing/fixtures/profile';
import { memberSession } from '../../../testing/fixtures/session';
import { noBankCard, savedBankCard, withBankCard } from '../../../testing/fixtures/bankCard';
import { startStory, storyErrorText, storyT } from '../../../testing/storySetup';
import { afterToast, containing, currentPath } from '../../../testing/storyQueries';
import { href } from '../../../shared/routing/href';

const profileOk = replyOk(endpoints.profile.get, memberProfile);
const pageHandlers = [runtimeConfigHandler, profileOk];

const meta = {
  title: 'Reference/Wallet/BankCard',
  component: ConnectedApp,
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [...pageHandlers, replyOk(endpoints.profile.bankCard, noBankCard)] },
  },
  args: { path: href('bankCard') },
  beforeEach: ({ globals }) => startStory(globals, memberSession()),
} satisfies Meta<typeof ConnectedApp>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type T = ReturnType<typeof storyT>;

/** Fills in a bank and a number, keeps the registered name as holder, adds PayNow, and saves. */
async function fillAndSave(canvas: Canvas, t: T) {
  await userEvent.selectOptions(
    await canvas.findByRole('combobox', { name: new RegExp(t('wallet.bankCard.field.bank')) }),
    'OCBC Bank',
  );
  await userEvent.type(
    canvas.getByRole('textbox', { name: new RegExp(t('wallet.bankCard.field.accountNumber')) }),
    '501-234567-001',
  );
  await userEvent.type(
    canvas.getByRole('textbox', { name: new RegExp(t('wallet.bankCard.field.paynowNumber')) }),
    '91234567',
  );
  await userEvent.click(canvas.getByRole('button', { name: t('wallet.bankCard.form.save') }));
}

const saved = replyRecording(endpoints.profile.saveBankCard, [{ ok: savedBankCard }]);

/**
 * A member without a bank account adds one: the holder is her registered name, filled in; the
 * number goes without its dashes; the page then shows the account and says it was saved.
 */
export const AddsTheFirstCard: Story = {
  parameters: {
    msw: {
      handlers: [...pageHandlers, replyOk(endpoints.profile.bankCard, noBankCard), saved.handler],
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const sent = saved.requests.length;
    await expect(
      await canvas.findByRole('textbox', {
        name: new RegExp(t('wallet.bankCard.field.holderName')),
      }),
    ).toHaveValue('Mei Lin Tan');
    await fillAndSave(canvas, t);
    await expect(await canvas.findByText(t('wallet.bankCard.savedNotice'))).toBeVisible();
    await expect(canvas.getByText('•••• 7001')).toBeVisible();
    await expect(saved.requests[sent]?.body).toMatchObject({
      bankName: 'OCBC Bank',
      accountNumber: '501234567001',
      holderName: 'Mei Lin Tan',
      paynowNumber: '91234567',
    });
  },
};

const refused = replyRecording(endpoints.profile.saveBankCard, [
  { refused: 'HOLDER_NAME_MISMATCH', fields: { holderName: 'HOLDER_NAME_MISMATCH' } },
]);

/** The server refuses the holder (the registered name changed meanwhile): shown on its field. */
export const HolderRefusedByTheServer: Story = {
  parameters: {
    msw: {
      handlers: [...pageHandlers, replyOk(endpoints.profile.bankCard, noBankCard), refused.handler],
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await fillAndSave(canvas, t);
    const holder = canvas.getByRole('textbox', {
      name: new RegExp(t('wallet.bankCard.field.holderName')),
    });
    await waitFor(() => expect(holder).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getByText(storyErrorText(globals)('HOLDER_NAME_MISMATCH'))).toBeVisible();
  },
};

/** A saved account: shown with its last digits; Change opens the form filled in with it. */
export const ChangesTheSavedCard: Story = {
  parameters: {
    msw: { handlers: [...pageHandlers, replyOk(endpoints.profile.bankCard, withBankCard)] },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(await canvas.findByText('•••• 7001')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('wallet.bankCard.change') }));
    await expect(
      await canvas.findByRole('textbox', {
        name: new RegExp(t('wallet.bankCard.field.accountNumber')),
      }),
    ).toHaveValue(savedBankCard.accountNumber);
  },
};

/** The account cannot be loaded (the network dropped): the reason and Try again. */
export const LoadFailed: Story = {
  parameters: {
    msw: { handlers: [...pageHandlers, replyNetworkError(endpoints.profile.bankCard)] },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyT(globals);
    await expect(await canvas.findByText(t('wallet.bankCard.loadError'))).toBeVisible();
    await afterToast(canvasElement, containing(storyErrorText(globals)('NETWORK_ERROR')));
  },
};

/** The session ended: the app goes to login and says why. */
export const SessionExpired: Story = {
  parameters: {
    msw: { handlers: [...pageHandlers, replySessionEnded(endpoints.profile.bankCard)] },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(href('login')));
    const message = containing(storyErrorText(globals)('SESSION_EXPIRED'));
    await expect(await within(document.body).findByText(message)).toBeVisible();
    await afterToast(canvasElement, message);
  },
};
