import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { formatMoney, formatTons, money } from '@carbonmarket/domain';
import type { ErrorCode } from '@carbonmarket/domain';
import { ConsoleProjectsScreen } from './ConsoleProjectsScreen';
import type { ConsoleProject, FinalPreview } from './ConsoleProjectsScreen';
import type { Loadable } from '../../../components/loadable';
import { toLocale } from '../../../i18n/locale';
import {
  BOOKED_PRESALE_ID,
  consoleProject,
  consoleProjects,
  finalSharesFixture,
  finalTermsFixture,
} from '../../../fixtures/consoleProjects';
import { CONSOLE_ADMIN } from '../../../fixtures/consoleOperators';
import { adminNavigation } from '../../../fixtures/consoleSections';
import { containing, fieldLabel, storyErrorText, storyT } from '../../../testing/storyI18n';

const ready = (data: readonly ConsoleProject[]): Loadable<readonly ConsoleProject[]> => ({
  status: 'ready',
  data,
});

const meta = {
  title: 'Screens/Console/Projects',
  component: ConsoleProjectsScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    operatorName: CONSOLE_ADMIN.name,
    projects: ready(consoleProjects),
    newProjectHref: '/console/projects/new',
    editHref: (id: number) => `/console/projects/${id}/edit`,
    hasMore: false,
    onLoadMore: fn(),
    onFilter: fn(),
    onSetStatus: fn(),
    onPreviewFinal: fn(),
    onSetFinal: fn(),
    onRetry: fn(),
    onSignOut: fn(),
    navigation: adminNavigation('projects'),
  },
} satisfies Meta<typeof ConsoleProjectsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type User = {
  click: (element: Element) => Promise<void>;
  type: (element: Element, text: string) => Promise<void>;
};

const pending = consoleProject(108);
const booked = consoleProject(BOOKED_PRESALE_ID);
const finalSet = consoleProject(105);
const closed = consoleProject(101);

/** The project's card, found by its name. */
function item(canvas: Canvas, project: ConsoleProject): Canvas {
  const row = canvas.getByRole('heading', { name: project.name }).closest('li');
  if (row === null) throw new Error(`No card for ${project.name}`);
  return within(row);
}

const previewOf = (bookings: FinalPreview['bookings']): FinalPreview => ({
  projectId: BOOKED_PRESALE_ID,
  terms: finalTermsFixture,
  bookings,
});

/** Opens the booked presale's final terms, types S$13.50 and 1,620 t and asks for the preview. */
async function askPreview(
  canvas: Canvas,
  body: Canvas,
  user: User,
  globals: Record<string, unknown>,
) {
  const t = storyT(globals);
  await user.click(
    item(canvas, booked).getByRole('button', { name: t('console.projects.final.action') }),
  );
  const dialog = within(
    await body.findByRole('dialog', {
      name: t('console.projects.final.title', { name: booked.name }),
    }),
  );
  await user.type(
    dialog.getByRole('textbox', { name: fieldLabel(t('console.projects.final.price')) }),
    '13.50',
  );
  await user.type(
    dialog.getByRole('textbox', { name: fieldLabel(t('console.projects.final.tons')) }),
    '1620',
  );
  await user.click(dialog.getByRole('button', { name: t('console.projects.final.preview') }));
  return dialog;
}

/**
 * Every project, newest first, pending review included, each with its status and facts. A presale
 * without final terms offers to set them; one whose terms are set shows them and does not; a
 * closed project may only be edited. New project leads to an empty project's form.
 */
export const List: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const list = canvas.getByRole('list', { name: t('console.projects.list') });
    await expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    await expect(
      item(canvas, pending).getByText(t('display.status.project.pending_review')),
    ).toBeVisible();
    const setFinal = { name: t('console.projects.final.action') };
    const changeStatus = { name: t('console.projects.status.action') };
    await expect(item(canvas, booked).getByRole('button', setFinal)).toBeEnabled();
    await expect(
      item(canvas, booked).getAllByText(t('console.projects.facts.finalNotSet')),
    ).toHaveLength(2);
    await expect(item(canvas, finalSet).queryByRole('button', setFinal)).toBeNull();
    await expect(item(canvas, finalSet).getByRole('button', changeStatus)).toBeEnabled();
    await expect(item(canvas, closed).queryAllByRole('button')).toHaveLength(0);
    await expect(
      item(canvas, closed).getByRole('link', { name: t('console.projects.form.edit') }),
    ).toHaveAttribute('href', `/console/projects/${closed.id}/edit`);
    await expect(
      canvas.getByRole('link', { name: t('console.projects.form.newProject') }),
    ).toHaveAttribute('href', '/console/projects/new');
    await expect(
      canvas.getByRole('link', { name: t('console.sections.projects') }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

/** The status filter: choosing a status asks for the list narrowed to it. */
export const FilterByStatus: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const select = canvas.getByRole('combobox', { name: t('console.projects.filter.label') });
    await expect(select).toHaveValue('all');
    await userEvent.selectOptions(select, t('display.status.project.pending_review'));
    await expect(args.onFilter).toHaveBeenCalledWith('pending_review');
  },
};

/**
 * Change status offers only the statuses the project may move to from where it stands (pending
 * review, without presale terms: not begun or closed); confirming without a choice is refused on
 * the field.
 */
export const ChangeStatus: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      item(canvas, pending).getByRole('button', { name: t('console.projects.status.action') }),
    );
    const dialog = within(
      await body.findByRole('dialog', {
        name: t('console.projects.status.title', { name: pending.name }),
      }),
    );
    const select = dialog.getByRole('combobox', {
      name: fieldLabel(t('console.projects.status.field')),
    });
    const offered = within(select)
      .getAllByRole('option')
      .filter((option) => !(option as HTMLOptionElement).disabled)
      .map((option) => (option as HTMLOptionElement).value);
    await expect(offered).toEqual(['not_begun', 'closed']);
    const confirm = dialog.getByRole('button', { name: t('console.projects.status.confirm') });
    await userEvent.click(confirm);
    await waitFor(() =>
      expect(select).toHaveAccessibleDescription(containing(storyErrorText(globals)('REQUIRED'))),
    );
    await expect(args.onSetStatus).not.toHaveBeenCalled();
    await userEvent.selectOptions(select, 'not_begun');
    await userEvent.click(confirm);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onSetStatus).toHaveBeenCalledWith(pending.id, 'not_begun');
  },
};

/** The final terms' figures are checked by the endpoint's rules before any preview is asked. */
export const FinalTermsInvalid: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    const errorText = storyErrorText(globals);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      item(canvas, booked).getByRole('button', { name: t('console.projects.final.action') }),
    );
    const dialog = within(await body.findByRole('dialog'));
    const price = dialog.getByRole('textbox', {
      name: fieldLabel(t('console.projects.final.price')),
    });
    const tonsField = dialog.getByRole('textbox', {
      name: fieldLabel(t('console.projects.final.tons')),
    });
    await userEvent.type(price, '-2');
    await userEvent.type(tonsField, '0');
    await userEvent.click(
      dialog.getByRole('button', { name: t('console.projects.final.preview') }),
    );
    await waitFor(() =>
      expect(price).toHaveAccessibleDescription(containing(errorText('AMOUNT_INVALID'))),
    );
    await expect(tonsField).toHaveAccessibleDescription(containing(errorText('TONS_INVALID')));
    await expect(price).toHaveFocus();
    await expect(args.onPreviewFinal).not.toHaveBeenCalled();
  },
};

/**
 * The preview: each booking's share at the terms typed (the order, whose it is, booked and final
 * tons, the booking fee paid, what is left to pay) and what they owe together, with the warning
 * that it cannot be undone.
 */
export const PreviewBookings: Story = {
  args: { preview: previewOf({ status: 'ready', data: finalSharesFixture }) },
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    const dialog = await askPreview(
      canvas,
      within(canvasElement.ownerDocument.body),
      userEvent,
      globals,
    );
    await expect(args.onPreviewFinal).toHaveBeenCalledWith(BOOKED_PRESALE_ID, finalTermsFixture);
    await expect(
      dialog.getByRole('heading', {
        name: t('console.projects.final.heading', {
          price: formatMoney(finalTermsFixture.finalUnitPrice, locale),
          tons: formatTons(finalTermsFixture.finalTons, locale),
        }),
      }),
    ).toBeVisible();
    const shares = dialog.getByRole('list', {
      name: t('console.projects.final.bookings', { count: 3 }),
    });
    await expect(within(shares).getAllByRole('listitem')).toHaveLength(3);
    await expect(
      within(shares).getByText(t('console.projects.final.order', { orderNo: 'CM20261102-000311' })),
    ).toBeVisible();
    await expect(dialog.getByText(formatMoney(money('19566.00'), locale))).toBeVisible();
    await expect(dialog.getByText(t('console.projects.final.note'))).toBeVisible();
  },
};

/** Set final terms after the preview: the terms previewed are sent, and the dialog closes. */
export const SetFinalTerms: Story = {
  args: { preview: previewOf({ status: 'ready', data: finalSharesFixture }) },
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await askPreview(canvas, body, userEvent, globals);
    await userEvent.click(
      dialog.getByRole('button', { name: t('console.projects.final.confirm') }),
    );
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onSetFinal).toHaveBeenCalledOnce();
    await expect(args.onSetFinal).toHaveBeenCalledWith(BOOKED_PRESALE_ID, finalTermsFixture);
  },
};

/** While the server works out the shares: said, and the terms cannot be set yet. */
export const PreviewLoading: Story = {
  args: { preview: previewOf({ status: 'loading' }) },
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const t = storyT(globals);
    const dialog = await askPreview(
      canvas,
      within(canvasElement.ownerDocument.body),
      userEvent,
      globals,
    );
    await expect(dialog.getByText(t('console.projects.final.previewing'))).toBeVisible();
    await expect(
      dialog.queryByRole('button', { name: t('console.projects.final.confirm') }),
    ).toBeNull();
  },
};

/**
 * The preview was refused (another admin set the terms meanwhile): said with the reason; Change
 * the figures goes back to the form with the figures typed.
 */
export const PreviewRefused: Story = {
  args: { preview: previewOf({ status: 'error', error: 'OPERATION_FAILED' }) },
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const t = storyT(globals);
    const dialog = await askPreview(
      canvas,
      within(canvasElement.ownerDocument.body),
      userEvent,
      globals,
    );
    const alert = dialog.getByRole('alert');
    await expect(alert).toHaveTextContent(t('console.projects.final.previewError'));
    await expect(alert).toHaveTextContent(storyErrorText(globals)('OPERATION_FAILED'));
    await expect(
      dialog.queryByRole('button', { name: t('console.projects.final.confirm') }),
    ).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: t('console.projects.final.change') }));
    await expect(
      dialog.getByRole('textbox', { name: fieldLabel(t('console.projects.final.price')) }),
    ).toHaveValue('13.50');
  },
};

/** A presale nobody booked: the preview says so, and the terms may still be set. */
export const PreviewNoBookings: Story = {
  args: { preview: previewOf({ status: 'ready', data: [] }) },
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const t = storyT(globals);
    const dialog = await askPreview(
      canvas,
      within(canvasElement.ownerDocument.body),
      userEvent,
      globals,
    );
    await expect(dialog.getByText(t('console.projects.final.noBookings'))).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: t('console.projects.final.confirm') }),
    ).toBeEnabled();
  },
};

/** While the terms are being set: the presale's button shows busy and its other one waits. */
export const Setting: Story = {
  args: { busyId: BOOKED_PRESALE_ID },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const card = item(canvas, booked);
    await expect(
      card.getByRole('button', { name: containing(t('console.projects.final.action')) }),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(
      card.getByRole('button', { name: t('console.projects.status.action') }),
    ).toBeDisabled();
  },
};

/** A change the server refused (the status may not follow): the announced banner says why. */
export const Refused: Story = {
  args: { error: 'OPERATION_FAILED' satisfies ErrorCode },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('console.projects.actionFailed'));
    await expect(alert).toHaveTextContent(storyErrorText(globals)('OPERATION_FAILED'));
  },
};

/** No project yet: said, with what the list will hold. */
export const Empty: Story = {
  args: { projects: ready([]) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByText(t('console.projects.empty.title'))).toBeVisible();
  },
};

/** No project in the status chosen: Show every status clears the filter. */
export const EmptyForStatus: Story = {
  args: { projects: ready([]), status: 'ended' },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByText(t('console.projects.emptyForStatus.title'))).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: t('console.projects.emptyForStatus.action') }),
    );
    await expect(args.onFilter).toHaveBeenCalledWith(undefined);
  },
};

/** While the list loads: placeholder cards. */
export const Loading: Story = {
  args: { projects: { status: 'loading' } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('status', { name: t('console.projects.loading') }),
    ).toBeInTheDocument();
  },
};

/** The list failed to load: said with the reason, and Try again loads it again. */
export const LoadError: Story = {
  args: { projects: { status: 'error', error: 'NETWORK_ERROR' } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('console.projects.loadError'));
    await expect(alert).toHaveTextContent(storyErrorText(globals)('NETWORK_ERROR'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
