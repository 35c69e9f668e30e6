import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { formatTons, tons } from '@carbonmarket/domain';
import { RetireScreen } from './RetireScreen';
import type { RetireScreenProps } from './RetireScreen';
import type { CreditHolding } from '../shared/creditTypes';
import { toLocale } from '../../../i18n/locale';
import { storyErrorText, storyT } from '../../../testing/storyI18n';
import {
  ArrivingData,
  expectLayoutHoldsOnArrival,
  headingsOfPage,
} from '../../../testing/arrivingData';
import {
  localiseHolding,
  sampleFractionalHolding,
  sampleSellableHolding,
  sampleUnderATonHolding,
} from '../../../fixtures/credits';
import { screenLinks } from '../../../fixtures/links';
import { expectOfflineBlocked, whileOffline } from '../../../testing/offline';

const ready = (holding: CreditHolding): RetireScreenProps['holding'] => ({
  status: 'ready',
  data: holding,
});

/** The holding's project name in the story's language. */
function localised(args: RetireScreenProps, globals: Record<string, unknown>) {
  if (args.holding.status !== 'ready') return args;
  return {
    ...args,
    holding: ready(localiseHolding(args.holding.data, toLocale(globals['locale']))),
  };
}

const projectName = (globals: Record<string, unknown>, holding: CreditHolding) =>
  localiseHolding(holding, toLocale(globals['locale'])).projectName;

const meta = {
  title: 'Screens/Credits/Retire',
  component: RetireScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    holding: ready(sampleFractionalHolding),
    onRetire: fn(),
    onBack: fn(),
    onRetry: fn(),
    links: screenLinks,
  },
  render: (args, { globals }) => <RetireScreen {...localised(args, globals)} />,
} satisfies Meta<typeof RetireScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type T = ReturnType<typeof storyT>;

const quantityField = (canvas: Canvas, t: T) =>
  canvas.getByRole('spinbutton', { name: t('credits.retire.form.quantity') });
const beneficiaryField = (canvas: Canvas, t: T) =>
  canvas.getByRole('textbox', { name: t('credits.retire.form.beneficiary') });
const reasonField = (canvas: Canvas, t: T) =>
  canvas.getByRole('textbox', { name: new RegExp(t('credits.retire.form.reason')) });
const retireButton = (canvas: Canvas, t: T) =>
  canvas.getByRole('button', { name: t('credits.retire.form.submit') });

/**
 * A holding of 20.5 t: the tons held, the 20 whole tons that can be retired, what retiring means;
 * one ton to start with, stepping from 1 to 20, no beneficiary, the reason to give.
 */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('credits.retire.title') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', {
        level: 2,
        name: projectName(globals, sampleFractionalHolding),
      }),
    ).toBeVisible();
    const summary = canvas.getByLabelText(t('credits.retire.holding.label'));
    await expect(summary).toHaveTextContent(formatTons(tons('20.5'), locale));
    await expect(summary).toHaveTextContent(formatTons(tons('20'), locale));
    await expect(canvas.getByRole('main')).toHaveTextContent(t('credits.retire.intro'));
    const quantity = quantityField(canvas, t);
    await expect(quantity).toHaveValue('1');
    await expect(quantity).toHaveAttribute('aria-valuemin', '1');
    await expect(quantity).toHaveAttribute('aria-valuemax', '20');
    await expect(beneficiaryField(canvas, t)).toHaveValue('');
    await expect(reasonField(canvas, t)).toBeRequired();
    await expect(retireButton(canvas, t)).toBeEnabled();
  },
};

/**
 * Retiring for a named beneficiary: the confirmation names the tons, the project and the
 * beneficiary and says it cannot be undone; Retire now sends whole tons, the name and the reason.
 */
export const ConfirmsForABeneficiary: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    const quantity = quantityField(canvas, t);
    await userEvent.click(
      canvas.getByRole('button', { name: t('forms.quantityStepper.increase') }),
    );
    await userEvent.click(
      canvas.getByRole('button', { name: t('forms.quantityStepper.increase') }),
    );
    await expect(quantity).toHaveValue('3');
    await userEvent.type(beneficiaryField(canvas, t), 'Tan Wei Ling');
    await userEvent.type(reasonField(canvas, t), 'Our flights to Perth');
    await userEvent.click(retireButton(canvas, t));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', {
      name: t('credits.retire.confirm.title'),
    });
    await expect(dialog).toHaveAccessibleDescription(
      t('credits.retire.confirm.forBeneficiary', {
        tons: formatTons(tons('3'), locale),
        project: projectName(globals, sampleFractionalHolding),
        beneficiary: 'Tan Wei Ling',
      }),
    );
    await expect(args.onRetire).not.toHaveBeenCalled();
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('credits.retire.confirm.action') }),
    );
    await expect(args.onRetire).toHaveBeenCalledOnce();
    const [asked] = (args.onRetire as ReturnType<typeof fn>).mock.calls[0] as [
      { quantity: { toString(): string }; beneficiary?: string; reason: string },
    ];
    await expect(asked.quantity.toString()).toBe('3');
    await expect(asked.beneficiary).toBe('Tan Wei Ling');
    await expect(asked.reason).toBe('Our flights to Perth');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

/** No beneficiary: the confirmation says the member's own name, and none is sent. */
export const ConfirmsInOwnName: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    await userEvent.type(reasonField(canvas, t), 'My commute this year');
    await userEvent.click(retireButton(canvas, t));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', {
      name: t('credits.retire.confirm.title'),
    });
    await expect(dialog).toHaveAccessibleDescription(
      t('credits.retire.confirm.forSelf', {
        tons: formatTons(tons('1'), locale),
        project: projectName(globals, sampleFractionalHolding),
      }),
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('credits.retire.confirm.action') }),
    );
    const [asked] = (args.onRetire as ReturnType<typeof fn>).mock.calls[0] as [
      { beneficiary?: string },
    ];
    await expect(asked.beneficiary).toBeUndefined();
  },
};

/** Cancelling the confirmation retires nothing and gives the form back. */
export const ConfirmationCancelled: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    await userEvent.type(reasonField(canvas, t), 'Offset');
    const retire = retireButton(canvas, t);
    await userEvent.click(retire);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', {
      name: t('credits.retire.confirm.title'),
    });
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('feedback.confirmDialog.cancel') }),
    );
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onRetire).not.toHaveBeenCalled();
    await expect(retire).toHaveFocus();
  },
};

/** No reason given: the rule on the reason, focus there, nothing asked. */
export const ReasonMissing: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    await userEvent.click(retireButton(canvas, t));
    const reason = reasonField(canvas, t);
    await expect(reason).toBeInvalid();
    await expect(reason).toHaveAccessibleDescription(
      expect.stringContaining(storyErrorText(globals)('REQUIRED')),
    );
    await expect(reason).toHaveFocus();
    await expect(
      within(canvasElement.ownerDocument.body).queryByRole('alertdialog'),
    ).not.toBeInTheDocument();
    await expect(args.onRetire).not.toHaveBeenCalled();
  },
};

/** A fraction of a ton typed: the whole-ton rule on the quantity, nothing asked. */
export const NotWholeTons: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const quantity = quantityField(canvas, t);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2.5');
    await userEvent.type(reasonField(canvas, t), 'Offset');
    await userEvent.click(retireButton(canvas, t));
    await expect(quantity).toBeInvalid();
    await expect(quantity).toHaveAccessibleDescription(
      expect.stringContaining(
        storyErrorText(globals)('RETIREMENT_QUANTITY_INVALID', { step: '1' }),
      ),
    );
    await expect(args.onRetire).not.toHaveBeenCalled();
  },
};

/**
 * More than the whole tons held: Retire disabled with the limit and the excess beside it; the
 * stepper brings it back within the holding.
 */
export const MoreThanHeld: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    const quantity = quantityField(canvas, t);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '21');
    const reason = t('credits.retire.form.aboveHolding', {
      max: formatTons(tons('20'), locale),
      excess: formatTons(tons('1'), locale),
    });
    await expect(canvas.getByText(reason)).toBeVisible();
    const retire = retireButton(canvas, t);
    await expect(retire).toBeDisabled();
    await expect(retire).toHaveAccessibleDescription(reason);
    await userEvent.click(
      canvas.getByRole('button', { name: t('forms.quantityStepper.decrease') }),
    );
    await expect(quantity).toHaveValue('20');
    await expect(retire).toBeEnabled();
    await expect(canvas.queryByText(reason)).not.toBeInTheDocument();
    await expect(args.onRetire).not.toHaveBeenCalled();
  },
};

/** The retirement is on its way: the button is busy, the fields wait. */
export const Retiring: Story = {
  args: { retiring: true },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const label = t('credits.retire.form.submit');
    await expect(
      canvas.getByRole('button', { name: (name) => name.includes(label) }),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(quantityField(canvas, t)).toBeDisabled();
    await expect(beneficiaryField(canvas, t)).toBeDisabled();
    await expect(reasonField(canvas, t)).toBeDisabled();
  },
};

/** The server found fewer tons than asked (sold from another device): the reason on the quantity. */
export const RefusedInsufficientBalance: Story = {
  args: { error: 'INSUFFICIENT_CARBON_BALANCE' },
  play: async ({ canvas, globals }) => {
    const quantity = quantityField(canvas, storyT(globals));
    await expect(quantity).toBeInvalid();
    await expect(quantity).toHaveAccessibleDescription(
      expect.stringContaining(storyErrorText(globals)('INSUFFICIENT_CARBON_BALANCE')),
    );
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A member without a registered name must name a beneficiary: the server's rule on that field. */
export const RefusedBeneficiaryRequired: Story = {
  args: { error: 'REQUIRED', fieldErrors: { beneficiary: 'REQUIRED' } },
  play: async ({ canvas, globals }) => {
    const beneficiary = beneficiaryField(canvas, storyT(globals));
    await expect(beneficiary).toBeInvalid();
    await expect(beneficiary).toHaveAccessibleDescription(
      expect.stringContaining(storyErrorText(globals)('REQUIRED')),
    );
  },
};

/** An account under risk review is refused in the banner. */
export const RefusedRisk: Story = {
  args: { error: 'RISK_ACCOUNT_RESTRICTED' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      storyErrorText(globals)('RISK_ACCOUNT_RESTRICTED'),
    );
  },
};

/** A large holding: the stepper reaches its 300 whole tons. */
export const LargeHolding: Story = {
  args: { holding: ready(sampleSellableHolding) },
  play: async ({ canvas, globals }) => {
    await expect(quantityField(canvas, storyT(globals))).toHaveAttribute('aria-valuemax', '300');
  },
};

/** Less than a ton held: the whole-ton rule instead of the form, and the way back. */
export const LessThanATon: Story = {
  args: { holding: ready(sampleUnderATonHolding) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('heading', { name: t('credits.retire.tooLittle.title') }),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('spinbutton', { name: t('credits.retire.form.quantity') }),
    ).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: t('credits.retire.toCredits') })).toHaveAttribute(
      'href',
      screenLinks.credits,
    );
  },
};

/** Loading: the page's own layout drawn as bars, and announced. */
export const Loading: Story = {
  args: { holding: { status: 'loading' } },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('status', { name: storyT(globals)('credits.retire.loading') }),
    ).toBeVisible();
  },
};

/** The holding arrives where its placeholder was: the summary does not move. */
export const DataArrivesInPlace: Story = {
  render: (args, { globals }) => (
    <ArrivingData
      loading={<RetireScreen {...args} holding={{ status: 'loading' }} />}
      ready={<RetireScreen {...localised(args, globals)} />}
    />
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    await expectLayoutHoldsOnArrival({
      canvasElement,
      watch: () => headingsOfPage(canvasElement),
      ready: () =>
        canvas.findByRole('button', { name: storyT(globals)('credits.retire.form.submit') }),
    });
  },
};

/** The holding could not be loaded: the reason and a retry. */
export const LoadFailed: Story = {
  args: { holding: { status: 'error', error: 'NETWORK_ERROR' } },
  play: async ({ canvas, userEvent, globals, args }) => {
    await expect(canvas.getByText(storyErrorText(globals)('NETWORK_ERROR'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: storyT(globals)('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** No such holding (all sold or retired, or a stale link): the way back to the credits. */
export const NotFound: Story = {
  args: { holding: { status: 'error', error: 'NOT_FOUND' } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('heading', { name: t('credits.retire.notFoundTitle') }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('credits.retire.toCredits') })).toHaveAttribute(
      'href',
      screenLinks.credits,
    );
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

export const DarkThemeRefused: Story = {
  args: { error: 'INSUFFICIENT_CARBON_BALANCE' },
  globals: { theme: 'dark' },
};

export const WithLanguageSwitch: Story = {
  args: { onLocaleChange: fn() },
  render: (args, { globals }) => (
    <RetireScreen {...localised(args, globals)} locale={toLocale(globals['locale'])} />
  ),
};

/** Offline: Retire is disabled and says why; pressing it retires nothing. */
export const Offline: Story = {
  decorators: [whileOffline],
  play: async ({ canvas, globals, args }) => {
    await expectOfflineBlocked(retireButton(canvas, storyT(globals)), globals, args.onRetire);
  },
};
