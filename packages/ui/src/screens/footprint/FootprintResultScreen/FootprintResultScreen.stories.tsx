import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { formatTons, tons } from '@carbonmarket/domain';
import { FootprintResultScreen } from './FootprintResultScreen';
import { toLocale } from '../../../i18n/locale';
import { storyErrorText, storyT } from '../../../testing/storyI18n';
import { screenLinks } from '../../../fixtures/links';
import {
  heavyResult,
  noneRetired,
  someRetired,
  typicalOffer,
  typicalResult,
  yearRetired,
} from '../../../fixtures/footprint';

const meta = {
  title: 'Screens/Footprint/FootprintResult',
  component: FootprintResultScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    result: { status: 'ready', data: typicalResult },
    retired: { status: 'ready', data: someRetired },
    offset: { kind: 'member', offer: { status: 'ready', data: typicalOffer } },
    onRetry: fn(),
    onBack: fn(),
    links: screenLinks,
  },
} satisfies Meta<typeof FootprintResultScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A member's result: the yearly total, the chart as one image named and described in words, the
 * table of the parts, the tons retired this year, and "Offset it" with the tons filled in.
 */
export const Member: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    await expect(
      canvas.getByRole('heading', { level: 2, name: formatTons(tons('7.075'), locale) }),
    ).toBeVisible();
    const chart = canvas.getByRole('img', { name: t('footprint.result.compare.chartTitle') });
    await expect(chart).toHaveAccessibleDescription(
      expect.stringContaining(formatTons(tons('8.6'), locale)),
    );
    await expect(chart).toHaveAccessibleDescription(
      expect.stringContaining(formatTons(tons('4.7'), locale)),
    );
    const table = canvas.getByRole('table', { name: t('footprint.result.breakdown.title') });
    const flights = within(table).getByRole('row', {
      name: (name) => name.includes(t('footprint.sections.flights')),
    });
    await expect(flights).toHaveTextContent(formatTons(tons('4.2'), locale));
    await expect(flights).toHaveTextContent('59%');
    await expect(
      canvas.getByText(
        t('footprint.result.retired.thisYear', {
          tons: formatTons(tons('2'), locale),
          percent: 28,
        }),
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('footprint.result.offset.action') }),
    ).toHaveAttribute('href', '/pages/project/dproject?id=1&quantity=8');
    await expect(canvas.getByRole('link', { name: t('footprint.result.retake') })).toHaveAttribute(
      'href',
      screenLinks.footprint,
    );
  },
};

/** Above both averages, with this year's retirements covering the whole year. */
export const AboveAveragesCovered: Story = {
  args: {
    result: { status: 'ready', data: heavyResult },
    retired: { status: 'ready', data: yearRetired },
    offset: {
      kind: 'member',
      offer: {
        status: 'ready',
        data: { projectId: 2, quantity: tons('20'), coversFootprint: false },
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    await expect(canvas.getByText(t('footprint.result.retired.covered'))).toBeVisible();
    await expect(
      canvas.getByText(
        t('footprint.result.offset.partial', { tons: formatTons(tons('20'), locale) }),
      ),
    ).toBeVisible();
  },
};

/** A member who retired nothing yet. */
export const NothingRetired: Story = {
  args: { retired: { status: 'ready', data: noneRetired } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyT(globals)('footprint.result.retired.none'))).toBeVisible();
  },
};

/** No project is open for purchase: the project list instead of "Offset it". */
export const NoProjectOpen: Story = {
  args: { offset: { kind: 'member', offer: { status: 'ready', data: null } } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.queryByRole('link', { name: t('footprint.result.offset.action') }),
    ).toBeNull();
    await expect(
      canvas.getByRole('link', { name: t('footprint.result.offset.browse') }),
    ).toHaveAttribute('href', screenLinks.projects);
  },
};

/** The project is still being chosen. */
export const OfferLoading: Story = {
  args: {
    offset: { kind: 'member', offer: { status: 'loading' } },
    retired: { status: 'loading' },
  },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('status', { name: storyT(globals)('footprint.result.offset.loading') }),
    ).toBeVisible();
  },
};

/** A guest's result: no retirements, and offsetting asks them to register or log in. */
export const Guest: Story = {
  args: { retired: null, offset: { kind: 'guest' } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('img', { name: t('footprint.result.compare.chartTitle') }),
    ).toBeVisible();
    await expect(canvas.queryByText(t('footprint.result.retired.title'))).toBeNull();
    await expect(
      canvas.queryByRole('link', { name: t('footprint.result.offset.action') }),
    ).toBeNull();
    await expect(
      canvas.getByRole('link', { name: t('footprint.result.offset.register') }),
    ).toHaveAttribute('href', screenLinks.register);
    await expect(
      canvas.getByRole('link', { name: t('footprint.result.offset.login') }),
    ).toHaveAttribute('href', screenLinks.login);
  },
};

/** No questionnaire answered yet: an invitation to it. */
export const NoResultYet: Story = {
  args: { result: { status: 'ready', data: null } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByText(t('footprint.result.empty.title'))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('footprint.result.empty.action') }),
    ).toHaveAttribute('href', screenLinks.footprint);
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const Loading: Story = {
  args: { result: { status: 'loading' } },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('status', { name: storyT(globals)('feedback.skeleton.label') }),
    ).toBeVisible();
  },
};

/** The result could not be loaded: the reason and a retry. */
export const LoadFailed: Story = {
  args: { result: { status: 'error', error: 'NETWORK_ERROR' } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByText(t('footprint.result.loadError'))).toBeVisible();
    await expect(canvas.getByText(storyErrorText(globals)('NETWORK_ERROR'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
