import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ConsoleAuditScreen } from './ConsoleAuditScreen';
import type { AuditEvent } from './ConsoleAuditScreen';
import type { Loadable } from '../../../components/loadable';
import { formatDateTime } from '../../../i18n/formatDate';
import { toLocale } from '../../../i18n/locale';
import { consoleAuditEvent, consoleAuditEvents } from '../../../fixtures/consoleAudit';
import { CONSOLE_ADMIN } from '../../../fixtures/consoleOperators';
import { adminNavigation } from '../../../fixtures/consoleSections';
import { containing, fieldLabel, storyErrorText, storyT } from '../../../testing/storyI18n';

const ready = (data: readonly AuditEvent[]): Loadable<readonly AuditEvent[]> => ({
  status: 'ready',
  data,
});

const meta = {
  title: 'Screens/Console/AuditTrail',
  component: ConsoleAuditScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    operatorName: CONSOLE_ADMIN.name,
    events: ready(consoleAuditEvents),
    hasMore: true,
    loadingMore: false,
    onLoadMore: fn(),
    filters: {},
    onFilter: fn(),
    onRetry: fn(),
    onSignOut: fn(),
    navigation: adminNavigation('audit'),
  },
} satisfies Meta<typeof ConsoleAuditScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The entry whose time is that of `event`, in the story's language. */
function entry(canvas: Canvas, event: AuditEvent, globals: Record<string, unknown>): Canvas {
  const when = formatDateTime(event.at, toLocale(globals['locale']));
  const row = canvas.getByText(when).closest('li');
  if (row === null) throw new Error(`No entry at ${when}`);
  return within(row);
}

const invited = consoleAuditEvent(531);
const refused = consoleAuditEvent(528);
const confirmedByKey = consoleAuditEvent(526);
const settledByKey = consoleAuditEvent(524);
const firstAdmin = consoleAuditEvent(1);

/**
 * A page of the trail, newest first: what was done, when, by whom (a member of staff by name and
 * e-mail, the automation key, a server command), to what, and the reason when one was given. The
 * line under the heading says entries are never edited or deleted; the console's six sections
 * show an admin's navigation, the audit trail current.
 */
export const List: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const list = canvas.getByRole('list', { name: t('console.audit.list') });
    const headings = within(list).getAllByRole('heading', { level: 3 });
    await expect(headings).toHaveLength(consoleAuditEvents.length);
    await expect(headings[0]).toHaveTextContent(t('console.audit.actions.inviteOperator'));
    await expect(canvas.getByText(t('console.audit.readOnly'))).toBeVisible();

    const invitation = entry(canvas, invited, globals);
    await expect(invitation.getByText(CONSOLE_ADMIN.name)).toBeVisible();
    await expect(invitation.getByText('aisha.rahman@greenmarket.sg')).toBeVisible();
    await expect(
      invitation.getByText(
        t('console.audit.entry.targetOf', {
          type: t('console.audit.targetTypes.operator'),
          id: 16,
        }),
      ),
    ).toBeVisible();

    const refusal = entry(canvas, refused, globals);
    await expect(refusal.getByText(refused.reason ?? '')).toBeVisible();
    await expect(
      refusal.getByText(
        t('console.audit.entry.targetOf', {
          type: t('console.audit.targetTypes.withdrawal'),
          id: 80,
        }),
      ),
    ).toBeVisible();
    await expect(
      entry(canvas, confirmedByKey, globals).getByText(t('console.audit.entry.key')),
    ).toBeVisible();
    // Every due sale at once: no one target.
    await expect(
      entry(canvas, settledByKey, globals).queryByText(t('console.audit.entry.target')),
    ).toBeNull();
    await expect(
      entry(canvas, firstAdmin, globals).getByText(t('console.audit.entry.command')),
    ).toBeVisible();

    const nav = canvas.getByRole('navigation', { name: t('console.sections.label') });
    await expect(within(nav).getAllByRole('link')).toHaveLength(6);
    await expect(
      within(nav).getByRole('link', { name: t('console.sections.audit') }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

/**
 * The trail of one withdrawal, its entry opened: each field the refusal changed, before and
 * after (processing, then refused; no time, then the time), and what was sent with the reason.
 */
export const EntryOpened: Story = {
  args: {
    filters: { targetType: 'withdrawal', targetId: refused.targetId ?? undefined },
    events: ready([refused]),
    hasMore: false,
  },
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyT(globals);
    const refusal = entry(canvas, refused, globals);
    const toggle = refusal.getByRole('button', { name: t('console.audit.entry.show') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(
      refusal.getByRole('button', { name: t('console.audit.entry.hide') }),
    ).toHaveAttribute('aria-expanded', 'true');

    const changes = refusal.getByRole('list', { name: t('console.audit.entry.changesLabel') });
    const fields = within(changes).getAllByRole('listitem');
    await expect(fields).toHaveLength(2);
    const [status, resolvedAt] = fields as [HTMLElement, HTMLElement];
    await expect(status).toHaveTextContent('status');
    await expect(within(status).getByText('processing')).toBeVisible();
    await expect(within(status).getByText('refused')).toBeVisible();
    await expect(resolvedAt).toHaveTextContent('resolved_at');
    await expect(within(resolvedAt).getByText(t('console.audit.entry.empty'))).toBeVisible();
    await expect(within(resolvedAt).getByText('2026-11-19T09:05:00.000Z')).toBeVisible();

    const sent = refusal.getByLabelText(t('console.audit.entry.input'), { selector: 'dl' });
    await expect(
      within(sent)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    ).toEqual([
      ['id', '80'],
      ['reason', refused.reason],
    ]);
  },
};

/**
 * Narrowed to one member of staff and one action: the filters in force are named above the list.
 * The dialog opens with them; adding a kind of target and its id (a letter typed in an id is
 * dropped) and applying calls `onFilter` with all four, ids as numbers.
 */
export const Filtered: Story = {
  args: {
    filters: { operatorId: 12, action: 'admin.refuseWithdrawal' },
    events: ready([refused]),
    hasMore: false,
  },
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByText(
        t('console.audit.filters.shown', {
          filters: [
            t('console.audit.filters.operator', { id: 12 }),
            t('console.audit.actions.refuseWithdrawal'),
          ].join(' · '),
        }),
      ),
    ).toBeVisible();

    await userEvent.click(
      canvas.getByRole('button', { name: t('console.audit.filters.openActive', { count: 2 }) }),
    );
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(
      await body.findByRole('dialog', { name: t('console.audit.filters.title') }),
    );
    await expect(
      dialog.getByRole('textbox', { name: fieldLabel(t('console.audit.filters.operatorId')) }),
    ).toHaveValue('12');
    await expect(
      dialog.getByRole('combobox', { name: fieldLabel(t('console.audit.filters.action')) }),
    ).toHaveValue('admin.refuseWithdrawal');
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: fieldLabel(t('console.audit.filters.targetType')) }),
      'withdrawal',
    );
    await userEvent.type(
      dialog.getByRole('textbox', { name: fieldLabel(t('console.audit.filters.targetId')) }),
      '8x0',
    );
    await userEvent.click(dialog.getByRole('button', { name: t('console.audit.filters.apply') }));
    await expect(args.onFilter).toHaveBeenCalledOnce();
    await expect(args.onFilter).toHaveBeenCalledWith({
      operatorId: 12,
      action: 'admin.refuseWithdrawal',
      targetType: 'withdrawal',
      targetId: 80,
    });
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** More entries than the page holds: Load older entries asks for the next page. */
export const LoadMore: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('console.audit.loadMore') }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

/** While the next page loads: said at the end of the list, and no button to ask again. */
export const LoadingMore: Story = {
  args: { loadingMore: true },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByText(t('layout.list.loadingMore'))).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t('console.audit.loadMore') })).toBeNull();
  },
};

/** A trail with no entry yet (a new installation). */
export const Empty: Story = {
  args: { events: ready([]), hasMore: false },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByText(t('console.audit.empty.title'))).toBeVisible();
  },
};

/** No entry for the filters in force: said so, and Clear filters shows the whole trail. */
export const EmptyForFilters: Story = {
  args: { events: ready([]), hasMore: false, filters: { targetType: 'project', targetId: 104 } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByText(t('console.audit.emptyForFilters.title'))).toBeVisible();
    const clear = canvas.getAllByRole('button', { name: t('console.audit.filters.clear') });
    // The line naming the filters has one, and so has the empty list.
    await expect(clear).toHaveLength(2);
    await userEvent.click(clear[1] as HTMLElement);
    await expect(args.onFilter).toHaveBeenCalledWith({});
  },
};

/** While the first page loads: placeholder entries. */
export const Loading: Story = {
  args: { events: { status: 'loading' } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('status', { name: t('console.audit.loading') }),
    ).toBeInTheDocument();
  },
};

/** The trail failed to load: said with the reason, and Try again loads it again. */
export const LoadError: Story = {
  args: { events: { status: 'error', error: 'NETWORK_ERROR' } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('console.audit.loadError'));
    await expect(alert).toHaveTextContent(containing(storyErrorText(globals)('NETWORK_ERROR')));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
