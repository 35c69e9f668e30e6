import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IDEMPOTENCY_KEY_HEADER, endpoints } from '@carbonmarket/domain/contract';
import { ConnectedApp } from '../../../testing/ConnectedApp';
import {
  replyOk,
  replyRecording,
  replyRefused,
  runtimeConfigHandler,
} from '../../../testing/apiHandlers';
import { memberSession } from '../../../testing/fixtures/session';
import { retireResult, retirement, sellableDetail } from '../../../testing/fixtures/credits';
import { startStory, storyT, storyErrorText } from '../../../testing/storySetup';
import { currentPath } from '../../../testing/storyQueries';
import { href } from '../../../shared/routing/href';

const pageHandlers = [runtimeConfigHandler, replyOk(endpoints.credits.detail, sellableDetail())];

const meta = {
  title: 'Reference/Credits/Retire',
  component: ConnectedApp,
  parameters: { layout: 'fullscreen', msw: { handlers: pageHandlers } },
  args: { path: href('retire', { id: 1 }) },
  beforeEach: ({ globals }) => startStory(globals, memberSession()),
} satisfies Meta<typeof ConnectedApp>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type T = ReturnType<typeof storyT>;

/** Types the tons, the beneficiary and the reason, presses Retire and confirms. */
async function retire(canvas: Canvas, t: T) {
  const quantity = await canvas.findByRole('spinbutton', {
    name: t('credits.retire.form.quantity'),
  });
  await userEvent.clear(quantity);
  await userEvent.type(quantity, '4');
  await userEvent.type(
    canvas.getByRole('textbox', { name: t('credits.retire.form.beneficiary') }),
    'Tan Wei Ling',
  );
  await userEvent.type(
    canvas.getByRole('textbox', { name: new RegExp(t('credits.retire.form.reason')) }),
    'Our flights to Perth',
  );
  await userEvent.click(canvas.getByRole('button', { name: t('credits.retire.form.submit') }));
  const dialog = await within(document.body).findByRole('alertdialog', {
    name: t('credits.retire.confirm.title'),
  });
  await userEvent.click(
    within(dialog).getByRole('button', { name: t('credits.retire.confirm.action') }),
  );
}

const retireOk = replyRecording(endpoints.credits.retire, [{ ok: retireResult }]);

/**
 * A member retires 4 t for a beneficiary: the app sends the holding, the whole tons, the name and
 * the reason with an idempotency key, then the address becomes the certificate's, which shows
 * the server's answer without asking for it again.
 */
export const RetiresAndOpensTheCertificate: Story = {
  parameters: { msw: { handlers: [...pageHandlers, retireOk.handler] } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const sent = retireOk.requests.length;
    await retire(canvas, t);
    await waitFor(() =>
      expect(currentPath(canvas)).toHaveTextContent(href('certificate', { id: retirement.id })),
    );
    const request = retireOk.requests[sent];
    await expect(request?.body).toMatchObject({
      projectId: 1,
      kind: 'normal',
      quantity: '4',
      beneficiary: 'Tan Wei Ling',
      reason: 'Our flights to Perth',
    });
    await expect(request?.headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    const facts = await canvas.findByLabelText(t('credits.certificate.label'));
    await expect(facts).toHaveTextContent('CM-1-2025-000000009-000000012');
    await expect(facts).toHaveTextContent('Tan Wei Ling');
  },
};

/** A member without a registered name who names nobody: the server's rule on the beneficiary. */
export const BeneficiaryRequired: Story = {
  parameters: {
    msw: {
      handlers: [
        ...pageHandlers,
        replyRefused(endpoints.credits.retire, 'REQUIRED', { fields: { beneficiary: 'REQUIRED' } }),
      ],
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const reason = await canvas.findByRole('textbox', {
      name: new RegExp(t('credits.retire.form.reason')),
    });
    await userEvent.type(reason, 'Commute');
    await userEvent.click(canvas.getByRole('button', { name: t('credits.retire.form.submit') }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: t('credits.retire.confirm.title'),
    });
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('credits.retire.confirm.action') }),
    );
    const beneficiary = canvas.getByRole('textbox', {
      name: t('credits.retire.form.beneficiary'),
    });
    await waitFor(() => expect(beneficiary).toBeInvalid());
    await expect(beneficiary).toHaveAccessibleDescription(
      expect.stringContaining(storyErrorText(globals)('REQUIRED')),
    );
    await expect(currentPath(canvas)).toHaveTextContent(href('retire', { id: 1 }));
  },
};
