import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { ErrorCode } from '@carbonmarket/domain';
import { ConsoleOperatorsScreen } from './ConsoleOperatorsScreen';
import type { Operator } from './ConsoleOperatorsScreen';
import type { Loadable } from '../../../components/loadable';
import { formatDateTime } from '../../../i18n/formatDate';
import { toLocale } from '../../../i18n/locale';
import {
  CONSOLE_ADMIN,
  consoleOperator,
  consoleOperators,
  enrolmentLinkFixture,
} from '../../../fixtures/consoleOperators';
import { adminNavigation } from '../../../fixtures/consoleSections';
import { containing, fieldLabel, storyErrorText, storyT } from '../../../testing/storyI18n';

const ready = (data: readonly Operator[]): Loadable<readonly Operator[]> => ({
  status: 'ready',
  data,
});

const meta = {
  title: 'Screens/Console/Operators',
  component: ConsoleOperatorsScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    operatorName: CONSOLE_ADMIN.name,
    operatorId: CONSOLE_ADMIN.id,
    operators: ready(consoleOperators),
    onInvite: fn(),
    onReenrol: fn(),
    onDisable: fn(),
    onUnlock: fn(),
    onCopyLink: fn(),
    onRetry: fn(),
    onSignOut: fn(),
    navigation: adminNavigation('operators'),
  },
} satisfies Meta<typeof ConsoleOperatorsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type User = {
  click: (element: Element) => Promise<void>;
  type: (element: Element, text: string) => Promise<void>;
};

/** The staff member's line, found by their name. */
function item(canvas: Canvas, operator: Operator): Canvas {
  const row = canvas.getByRole('heading', { name: operator.name }).closest('li');
  if (row === null) throw new Error(`No line for ${operator.name}`);
  return within(row);
}

const invited = consoleOperator(16);
const locked = consoleOperator(14);
const daniel = consoleOperator(12);
const disabled = consoleOperator(9);
const self = consoleOperator(CONSOLE_ADMIN.id);

/**
 * Opens an action's dialog on a staff member's line, checks a missing reason is refused, then
 * types one (with spaces around it) and confirms: the dialog closes.
 */
async function actWithReason(
  canvas: Canvas,
  body: Canvas,
  user: User,
  globals: Record<string, unknown>,
  {
    operator,
    action,
    title,
    confirm,
    reason,
  }: {
    operator: Operator;
    action: string;
    title: string;
    confirm: string;
    reason: string;
  },
) {
  const t = storyT(globals);
  await user.click(item(canvas, operator).getByRole('button', { name: action }));
  const dialog = within(await body.findByRole('dialog', { name: title }));
  const submit = dialog.getByRole('button', { name: confirm });
  await user.click(submit);
  const field = dialog.getByRole('textbox', { name: fieldLabel(t('console.reasonDialog.reason')) });
  await waitFor(() =>
    expect(field).toHaveAccessibleDescription(
      containing(storyErrorText(globals)('REASON_REQUIRED')),
    ),
  );
  await expect(field).toHaveFocus();
  await user.type(field, `  ${reason} `);
  await user.click(submit);
  await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
}

/**
 * The staff, newest first, each with role and status: an invited operator who never signed in,
 * a locked one (Unlock), two active operators, a disabled one (no actions), and two admins, the
 * signed-in one marked You (no Disable on oneself). The console's six sections are at the bottom.
 */
export const List: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const list = canvas.getByRole('list', { name: t('console.operators.list') });
    await expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(7);
    for (const status of ['invited', 'active', 'locked', 'disabled'] as const)
      await expect(
        within(list).getAllByText(t(`console.operators.statuses.${status}`)).length,
      ).toBeGreaterThan(0);
    await expect(within(list).getAllByText(t('console.operators.roles.admin'))).toHaveLength(2);
    await expect(within(list).getAllByText(t('console.operators.roles.operator'))).toHaveLength(5);

    const reenrol = { name: t('console.operators.reenrol.action') };
    const disable = { name: t('console.operators.disable.action') };
    const unlock = { name: t('console.operators.unlock.action') };
    await expect(item(canvas, invited).getByText(t('console.operators.never'))).toBeVisible();
    await expect(item(canvas, locked).getByRole('button', unlock)).toBeEnabled();
    await expect(item(canvas, daniel).queryByRole('button', unlock)).toBeNull();
    await expect(item(canvas, daniel).getByRole('button', disable)).toBeEnabled();
    await expect(item(canvas, disabled).queryAllByRole('button')).toHaveLength(0);
    const own = item(canvas, self);
    await expect(own.getByText(t('console.operators.you'))).toBeVisible();
    await expect(own.getByRole('button', reenrol)).toBeEnabled();
    await expect(own.queryByRole('button', disable)).toBeNull();
    await expect(
      canvas.getByRole('link', { name: t('console.sections.operators') }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

/**
 * Invite: the form opens under its button; name, e-mail and role are sent as the endpoint checks
 * them. Sent again without a name, it is refused on the name's field and nothing more is sent.
 */
export const Invite: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const open = canvas.getByRole('button', { name: t('console.operators.invite.open') });
    await userEvent.click(open);
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    const name = canvas.getByRole('textbox', {
      name: fieldLabel(t('console.operators.invite.name')),
    });
    await userEvent.type(name, 'Farah Aziz');
    await userEvent.type(
      canvas.getByRole('textbox', { name: fieldLabel(t('console.operators.invite.email')) }),
      'farah.aziz@greenmarket.sg',
    );
    await userEvent.click(canvas.getByRole('radio', { name: t('console.operators.roles.admin') }));
    const submit = canvas.getByRole('button', { name: t('console.operators.invite.submit') });
    await userEvent.click(submit);
    await waitFor(() => expect(args.onInvite).toHaveBeenCalledOnce());
    await expect(args.onInvite).toHaveBeenCalledWith({
      name: 'Farah Aziz',
      email: 'farah.aziz@greenmarket.sg',
      role: 'admin',
    });

    await userEvent.clear(name);
    await userEvent.click(submit);
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(containing(storyErrorText(globals)('REQUIRED'))),
    );
    await expect(name).toHaveFocus();
    await expect(args.onInvite).toHaveBeenCalledOnce();
  },
};

/**
 * The invitation's link, at the top: whose it is, the link, Copy, and that it works once, until
 * when, and is passed on privately (no e-mail is sent).
 */
export const LinkShown: Story = {
  args: { link: enrolmentLinkFixture },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const panel = within(
      canvas.getByRole('region', {
        name: t('console.operators.link.heading', { name: enrolmentLinkFixture.name }),
      }),
    );
    await expect(panel.getByText(enrolmentLinkFixture.url)).toBeVisible();
    await expect(
      panel.getByText(
        t('console.operators.link.note', {
          name: enrolmentLinkFixture.name,
          date: formatDateTime(enrolmentLinkFixture.expiresAt, toLocale(globals['locale'])),
        }),
      ),
    ).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: t('console.operators.link.copy') }));
    await expect(args.onCopyLink).toHaveBeenCalledWith(enrolmentLinkFixture.url);
  },
};

/** Re-enrol (a lost phone): the dialog says what happens and needs a reason, then sends it. */
export const Reenrol: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    const name = { name: daniel.name };
    await actWithReason(canvas, within(canvasElement.ownerDocument.body), userEvent, globals, {
      operator: daniel,
      action: t('console.operators.reenrol.action'),
      title: t('console.operators.reenrol.title', name),
      confirm: t('console.operators.reenrol.confirm'),
      reason: 'Lost his phone on the way to work',
    });
    await expect(args.onReenrol).toHaveBeenCalledOnce();
    await expect(args.onReenrol).toHaveBeenCalledWith(
      daniel.id,
      'Lost his phone on the way to work',
    );
    await expect(args.onDisable).not.toHaveBeenCalled();
  },
};

/** Disable, for good: the dialog says it cannot be undone and needs a reason. */
export const Disable: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    const name = { name: daniel.name };
    await actWithReason(canvas, within(canvasElement.ownerDocument.body), userEvent, globals, {
      operator: daniel,
      action: t('console.operators.disable.action'),
      title: t('console.operators.disable.title', name),
      confirm: t('console.operators.disable.confirm'),
      reason: 'Left the company on 19 November',
    });
    await expect(args.onDisable).toHaveBeenCalledWith(daniel.id, 'Left the company on 19 November');
  },
};

/** Unlock, offered only to the locked operator: with a reason, as every change. */
export const Unlock: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    const name = { name: locked.name };
    await actWithReason(canvas, within(canvasElement.ownerDocument.body), userEvent, globals, {
      operator: locked,
      action: t('console.operators.unlock.action'),
      title: t('console.operators.unlock.title', name),
      confirm: t('console.operators.unlock.confirm'),
      reason: 'Confirmed her identity by phone',
    });
    await expect(args.onUnlock).toHaveBeenCalledWith(locked.id, 'Confirmed her identity by phone');
  },
};

/** An invitation for someone already on the staff: the server's refusal, in the announced banner. */
export const EmailExists: Story = {
  args: { error: 'EMAIL_EXISTS' satisfies ErrorCode },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('console.operators.actionFailed'));
    await expect(alert).toHaveTextContent(storyErrorText(globals)('EMAIL_EXISTS'));
  },
};

/** While the staff loads: placeholder lines. */
export const Loading: Story = {
  args: { operators: { status: 'loading' } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('status', { name: t('console.operators.loading') }),
    ).toBeInTheDocument();
  },
};

/** The staff failed to load: said with the reason, and Try again loads it again. */
export const LoadError: Story = {
  args: { operators: { status: 'error', error: 'NETWORK_ERROR' } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('console.operators.loadError'));
    await expect(alert).toHaveTextContent(storyErrorText(globals)('NETWORK_ERROR'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
