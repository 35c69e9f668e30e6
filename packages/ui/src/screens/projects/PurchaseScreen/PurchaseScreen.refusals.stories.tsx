import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formatTons, tons } from '@carbonmarket/domain';
import { PurchaseScreen } from './PurchaseScreen';
import { toLocale } from '../../../i18n/locale';
import { storyErrorText, storyT } from '../../../testing/storyI18n';
import { screenLinks } from '../../../fixtures/links';
import {
  detail,
  fewLeft,
  full,
  inProgress,
  presale,
  purchaseArgs,
  renderPurchase,
} from '../../../testing/purchaseStories';

/* What stops a purchase: the server's refusals, the tons left, the member and the project. */
const meta = {
  title: 'Screens/Projects/Purchase',
  component: PurchaseScreen,
  parameters: { layout: 'fullscreen' },
  args: purchaseArgs,
  render: renderPurchase,
} satisfies Meta<typeof PurchaseScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The server refused: a purchase cap, with the cap in the message. */
export const RefusedAtTheCap: Story = {
  args: {
    project: detail(inProgress, { ordersThisMonth: 2 }),
    error: 'PURCHASE_MONTHLY_LIMIT_REACHED',
    errorParams: { times: 3, maxtimes: 3 },
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      storyErrorText(globals)('PURCHASE_MONTHLY_LIMIT_REACHED', { times: 3, maxtimes: 3 }),
    );
  },
};

/** The server refused the quantity (another buyer took the tons): the reason on the quantity. */
export const RefusedTonsTaken: Story = {
  args: { project: detail(fewLeft), error: 'INSUFFICIENT_REMAINING_TONS' },
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyT(globals);
    const quantity = canvas.getByRole('spinbutton', { name: t('projects.purchase.form.quantity') });
    await expect(quantity).toBeInvalid();
    await expect(quantity).toHaveAccessibleDescription(
      expect.stringContaining(storyErrorText(globals)('INSUFFICIENT_REMAINING_TONS')),
    );
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    // Editing the quantity clears the server's reason.
    await userEvent.click(
      canvas.getByRole('button', { name: t('forms.quantityStepper.increase') }),
    );
    await expect(quantity).not.toBeInvalid();
  },
};

/** Fewer tons remain than one order's minimum: said on the project, and nothing steps. */
export const NothingFits: Story = {
  args: { project: detail({ ...fewLeft, remainingTons: tons('3') }) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    await expect(
      canvas.getByText(
        t('projects.purchase.form.noneFits', { min: formatTons(tons('5'), locale) }),
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: t('forms.quantityStepper.increase') }),
    ).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: t('forms.quantityStepper.decrease') }),
    ).toBeDisabled();
  },
};

/** A level too low: the catalogue's reason, and back to the project (which shows the upgrade). */
export const LevelTooLow: Story = {
  args: { project: detail(inProgress, { action: null, reason: 'MEMBERSHIP_LEVEL_TOO_LOW' }) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('heading', { name: t('projects.purchase.unavailable.title') }),
    ).toBeVisible();
    await expect(
      canvas.getByText(storyErrorText(globals)('MEMBERSHIP_LEVEL_TOO_LOW')),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('spinbutton', { name: t('projects.purchase.form.quantity') }),
    ).not.toBeInTheDocument();
    await expect(
      canvas.getByRole('link', { name: t('projects.purchase.unavailable.toProject') }),
    ).toHaveAttribute('href', screenLinks.project(inProgress.id));
  },
};

/** A member flagged for risk is refused with the catalogue's reason. */
export const RiskRefused: Story = {
  args: { project: detail(inProgress, { action: null, reason: 'RISK_ACCOUNT_RESTRICTED' }) },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(storyErrorText(globals)('RISK_ACCOUNT_RESTRICTED')),
    ).toBeVisible();
  },
};

/** A presale opened here: it is booked, not bought, with the way to the booking. */
export const PresaleIsBooked: Story = {
  args: { project: detail(presale, { action: 'presale' }) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByText(t('projects.purchase.unavailable.presale'))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('projects.purchase.unavailable.book') }),
    ).toHaveAttribute('href', screenLinks.presale(presale.id));
  },
};

/** A full project takes no purchase. */
export const ProjectFull: Story = {
  args: { project: detail(full, { action: null, reason: 'PROJECT_FULL' }) },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyErrorText(globals)('PROJECT_FULL'))).toBeVisible();
  },
};
