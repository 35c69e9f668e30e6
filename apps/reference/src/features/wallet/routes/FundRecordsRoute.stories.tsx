import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { endpoints } from '@carbonmarket/domain/contract';
import { ConnectedApp } from '../../../testing/ConnectedApp';
import {
  replyNetworkError,
  replyOkBy,
  replySessionEnded,
  runtimeConfigHandler,
  serverNowAnswers,
} from '../../../testing/apiHandlers';
import { memberSession } from '../../../testing/fixtures/session';
import {
  fundRecordsPage,
  manyTopUps,
  memberFundRecords,
  pendingTopUp,
} from '../../../testing/fixtures/wallet';
import { startStory, storyErrorText, storyT } from '../../../testing/storySetup';
import { afterToast, containing, currentPath } from '../../../testing/storyQueries';
import { href } from '../../../shared/routing/href';

/** The `type` of each request for the fund records, in order (none: `null`); emptied per story. */
const askedForType: (string | null)[] = [];

/** The member's fund records as the server lists them: of the type asked for, a page at a time. */
const recordsByType = replyOkBy(endpoints.wallet.fundRecords, (query) => {
  const type = query.get('type');
  askedForType.push(type);
  return fundRecordsPage(
    memberFundRecords.filter((record) => type === null || record.type === type),
    Number(query.get('page') ?? 1),
  );
});

const meta = {
  title: 'Reference/Wallet/FundRecords',
  component: ConnectedApp,
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [runtimeConfigHandler, recordsByType] },
  },
  args: { path: href('fundRecords') },
  beforeEach: ({ globals }) => {
    askedForType.length = 0;
    startStory(globals, memberSession());
  },
} satisfies Meta<typeof ConnectedApp>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type Globals = Record<string, unknown>;

/** The lines of the list once it is in. */
async function recordLines(canvas: Canvas, globals: Globals) {
  const list = await canvas.findByRole('list', {
    name: storyT(globals)('wallet.fundRecords.list.label'),
  });
  return within(list).getAllByRole('listitem');
}

/** The type filter. */
const typeFilter = (canvas: Canvas, globals: Globals) =>
  canvas.findByRole('combobox', { name: storyT(globals)('wallet.fundRecords.filter.label') });

/**
 * The member's fund records, every type, newest first under their days: the page asks for no
 * type, and the top-up credited this morning is the first line.
 */
export const ShowsEveryRecord: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('wallet.fundRecords.title') }),
    ).toBeVisible();
    await waitFor(async () =>
      expect(await recordLines(canvas, globals)).toHaveLength(memberFundRecords.length),
    );
    const [first] = await recordLines(canvas, globals);
    await expect(first).toHaveTextContent(t('wallet.fundRecords.types.top_up'));
    await expect(first).toHaveTextContent(pendingTopUp.reference);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(5);
    await expect(await typeFilter(canvas, globals)).toHaveValue('all');
    await expect(askedForType).toEqual([null]);
  },
};

/**
 * Picking a type asks the server for that type's records and keeps it in the address (replacing
 * the entry); "All types" asks for every type again.
 */
export const FiltersByType: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await waitFor(async () =>
      expect(await recordLines(canvas, globals)).toHaveLength(memberFundRecords.length),
    );
    await userEvent.selectOptions(
      await typeFilter(canvas, globals),
      t('wallet.fundRecords.types.top_up'),
    );
    await waitFor(() =>
      expect(currentPath(canvas)).toHaveTextContent(href('fundRecords', { type: 'top_up' })),
    );
    await waitFor(async () => expect(await recordLines(canvas, globals)).toHaveLength(2));
    for (const item of await recordLines(canvas, globals))
      await expect(item).toHaveTextContent(t('wallet.fundRecords.types.top_up'));
    await expect(askedForType).toEqual([null, 'top_up']);
    await expect(await typeFilter(canvas, globals)).toHaveValue('top_up');
  },
};

/** A link to one type opens the list filtered: the request carries the type. */
export const OpensFiltered: Story = {
  args: { path: href('fundRecords', { type: 'withdrawal' }) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await waitFor(async () => expect(await recordLines(canvas, globals)).toHaveLength(1));
    const [withdrawal] = await recordLines(canvas, globals);
    await expect(withdrawal).toHaveTextContent(t('wallet.fundRecords.types.withdrawal'));
    await expect(withdrawal).toHaveTextContent('WD-000012');
    await expect(await typeFilter(canvas, globals)).toHaveValue('withdrawal');
    await expect(askedForType).toEqual(['withdrawal']);
  },
};

/** No record of the type: says so; "Show all types" leaves the filter, in the address too. */
export const NoneOfTheType: Story = {
  args: { path: href('fundRecords', { type: 'withdrawal_refused' }) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      await canvas.findByRole('heading', { name: t('wallet.fundRecords.emptyOfType.title') }),
    ).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: t('wallet.fundRecords.emptyOfType.showAll') }),
    );
    await waitFor(() => expect(currentPath(canvas).textContent).toBe(href('fundRecords')));
    await waitFor(async () =>
      expect(await recordLines(canvas, globals)).toHaveLength(memberFundRecords.length),
    );
    await expect(askedForType).toEqual(['withdrawal_refused', null]);
  },
};

/** A new member's wallet: nothing has moved yet; the way to a first top-up. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        runtimeConfigHandler,
        replyOkBy(endpoints.wallet.fundRecords, () => fundRecordsPage([])),
      ],
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      await canvas.findByRole('heading', { name: t('wallet.fundRecords.empty.title') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('wallet.fundRecords.empty.topUp') }),
    ).toHaveAttribute('href', href('topUp'));
  },
};

/** Twenty-five records: twenty, then the next page at the end of the list, then no more. */
export const NextPage: Story = {
  parameters: {
    msw: {
      handlers: [
        runtimeConfigHandler,
        replyOkBy(endpoints.wallet.fundRecords, (query) =>
          fundRecordsPage(manyTopUps, Number(query.get('page') ?? 1)),
        ),
      ],
    },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyT(globals);
    await waitFor(async () => expect(await recordLines(canvas, globals)).toHaveLength(20));
    const view = canvasElement.ownerDocument.defaultView;
    view?.scrollTo(0, canvasElement.ownerDocument.body.scrollHeight);
    await waitFor(async () => expect(await recordLines(canvas, globals)).toHaveLength(25));
    await expect(await canvas.findByText(t('layout.list.noMore'))).toBeVisible();
    view?.scrollTo(0, 0);
  },
};

/** The records cannot be reached: the reason and a retry that brings them. */
export const NetworkErrorThenRetry: Story = {
  parameters: {
    msw: { handlers: [runtimeConfigHandler, replyNetworkError(endpoints.wallet.fundRecords)] },
  },
  play: async (context) => {
    const { canvas, globals } = context;
    const t = storyT(globals);
    const failure = await canvas.findByText(
      t('wallet.fundRecords.list.loadError'),
      {},
      { timeout: 15_000 },
    );
    await expect(failure).toBeVisible();
    await expect(
      canvas.getAllByText(storyErrorText(globals)('NETWORK_ERROR')).length,
    ).toBeGreaterThan(0);
    serverNowAnswers(context, recordsByType);
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await waitFor(async () =>
      expect(await recordLines(canvas, globals)).toHaveLength(memberFundRecords.length),
    );
    // The picture is of the records once the error's toast has gone by.
    const networkError = containing(storyErrorText(globals)('NETWORK_ERROR'));
    await waitFor(() => expect(within(document.body).queryByText(networkError)).toBeNull(), {
      timeout: 5_000,
    });
  },
};

/** The session has ended: login opens with the reason. */
export const SessionExpired: Story = {
  parameters: {
    msw: { handlers: [runtimeConfigHandler, replySessionEnded(endpoints.wallet.fundRecords)] },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(href('login')));
    const message = storyErrorText(globals)('SESSION_EXPIRED');
    await expect(await within(document.body).findByText(containing(message))).toBeVisible();
    await afterToast(canvasElement, containing(message));
  },
};
