import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PurchaseScreen } from './PurchaseScreen';
import { storyErrorText, storyT } from '../../../testing/storyI18n';
import {
  ArrivingData,
  expectLayoutHoldsOnArrival,
  headingsOfPage,
} from '../../../testing/arrivingData';
import { screenLinks } from '../../../fixtures/links';
import { typicalProject } from '../../../fixtures/projects';
import {
  detail,
  inProgress,
  localised,
  purchaseArgs,
  renderPurchase,
} from '../../../testing/purchaseStories';

/* The purchase page while it loads, as its data arrives, and when it fails. */
const meta = {
  title: 'Screens/Projects/Purchase',
  component: PurchaseScreen,
  parameters: { layout: 'fullscreen' },
  args: purchaseArgs,
  render: renderPurchase,
} satisfies Meta<typeof PurchaseScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Loading: the page's own layout drawn as bars, and announced. */
export const Loading: Story = {
  args: { project: { status: 'loading' } },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('status', { name: storyT(globals)('projects.purchase.loading') }),
    ).toBeVisible();
  },
};

/**
 * The project (of typical lengths) and the wallet arrive where their placeholder was: no card of
 * the page moves.
 */
export const DataArrivesInPlace: Story = {
  args: { project: detail(typicalProject(inProgress)) },
  render: (args, { globals }) => (
    <ArrivingData
      loading={
        <PurchaseScreen
          {...args}
          project={{ status: 'loading' }}
          balances={{ status: 'loading' }}
        />
      }
      ready={<PurchaseScreen {...localised(args, globals)} />}
    />
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    await expectLayoutHoldsOnArrival({
      canvasElement,
      watch: () => headingsOfPage(canvasElement),
      ready: () =>
        canvas.findByRole('button', { name: storyT(globals)('projects.purchase.form.submit') }),
    });
  },
};

/** The wallet could not be loaded: the reason and a retry. */
export const LoadFailed: Story = {
  args: { balances: { status: 'error', error: 'NETWORK_ERROR' } },
  play: async ({ canvas, userEvent, globals, args }) => {
    await expect(canvas.getByText(storyErrorText(globals)('NETWORK_ERROR'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: storyT(globals)('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** No such project: the way to the list. */
export const NotFound: Story = {
  args: { project: { status: 'error', error: 'NOT_FOUND' } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('heading', { name: t('projects.project.notFoundTitle') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('projects.project.toProjects') }),
    ).toHaveAttribute('href', screenLinks.projects);
  },
};
