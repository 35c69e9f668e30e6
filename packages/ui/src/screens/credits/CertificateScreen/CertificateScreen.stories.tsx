import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { formatTons, tons } from '@carbonmarket/domain';
import { CertificateScreen } from './CertificateScreen';
import type { CertificateScreenProps } from './CertificateScreen';
import type { CreditRetirement } from '../shared/creditTypes';
import { toLocale } from '../../../i18n/locale';
import { formatDate } from '../../../i18n/formatDate';
import { storyErrorText, storyT } from '../../../testing/storyI18n';
import {
  ArrivingData,
  expectLayoutHoldsOnArrival,
  headingsOfPage,
} from '../../../testing/arrivingData';
import {
  localiseRetirement,
  sampleRetirement,
  sampleRetirementLongText,
  sampleRetirements,
} from '../../../fixtures/credits';
import { screenLinks } from '../../../fixtures/links';

const ready = (retirement: CreditRetirement): CertificateScreenProps['certificate'] => ({
  status: 'ready',
  data: retirement,
});

/** The project's name in the story's language. */
function localised(args: CertificateScreenProps, globals: Record<string, unknown>) {
  if (args.certificate.status !== 'ready') return args;
  return {
    ...args,
    certificate: ready(localiseRetirement(args.certificate.data, toLocale(globals['locale']))),
  };
}

const meta = {
  title: 'Screens/Credits/Certificate',
  component: CertificateScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    certificate: ready(sampleRetirement),
    onBack: fn(),
    onRetry: fn(),
    links: screenLinks,
  },
  render: (args, { globals }) => <CertificateScreen {...localised(args, globals)} />,
} satisfies Meta<typeof CertificateScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A certificate for a named beneficiary: the claim in a sentence, then the project, the tons, the
 * vintage, the standards, the registry, the serials, who for and why, the day and the numbers;
 * the PDF in the reader's language and the public verification page, outside the app.
 */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    const name = localiseRetirement(sampleRetirement, locale).projectName;
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('credits.certificate.title') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: t('credits.certificate.heading') }),
    ).toBeVisible();
    const page = canvas.getByRole('main');
    await expect(page).toHaveTextContent(
      t('credits.certificate.statement', {
        tons: formatTons(tons('12'), locale),
        project: name,
        beneficiary: 'Tan Wei Ling',
      }),
    );
    const facts = canvas.getByLabelText(t('credits.certificate.label'));
    for (const shown of [
      '2025',
      'VCS, CCB',
      `${t('credits.certificate.registries.verra')} 1748`,
      'CM-101-VCS-1748-2025-000000041-000000052',
      "Offsetting our family's flights to Perth in 2026",
      formatDate(new Date('2026-11-20T09:30:00+08:00'), locale),
      'RT20261120000031',
      'pljseip5lu4vyaojcaypgk65qi',
    ])
      await expect(facts).toHaveTextContent(shown);
    const pdf = canvas.getByRole('link', { name: t('credits.certificate.pdf') });
    await expect(pdf).toHaveAttribute(
      'href',
      `/certificate/pljseip5lu4vyaojcaypgk65qi.pdf?lang=${locale}`,
    );
    await expect(pdf).toHaveAttribute('download');
    await expect(
      canvas.getByRole('link', { name: t('credits.certificate.verify') }),
    ).toHaveAttribute('href', '/certificate/pljseip5lu4vyaojcaypgk65qi');
  },
};

/** Retired in the member's own name: the member's name, marked as theirs; no registry recorded. */
export const InOwnName: Story = {
  args: { certificate: ready(sampleRetirements[1] as CreditRetirement) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const facts = canvas.getByLabelText(t('credits.certificate.label'));
    await expect(facts).toHaveTextContent(
      t('credits.certificate.forSelf', { name: 'Lim Jia Hui' }),
    );
    await expect(facts).not.toHaveTextContent(t('credits.certificate.registry'));
    await expect(facts).toHaveTextContent('CM-103-2024-000000001-000000003');
  },
};

/** The longest beneficiary and reason the rules allow wrap inside the card. */
export const LongText: Story = {
  args: { certificate: ready(sampleRetirementLongText) },
  play: async ({ canvas, globals }) => {
    const facts = canvas.getByLabelText(storyT(globals)('credits.certificate.label'));
    await expect(facts).toHaveTextContent(sampleRetirementLongText.reason);
    await expect(facts.scrollWidth).toBeLessThanOrEqual(facts.clientWidth);
  },
};

/** Back leaves the page. */
export const GoesBack: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: storyT(globals)('common.back') }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** Loading: the certificate's layout drawn as bars, and announced; no link yet. */
export const Loading: Story = {
  args: { certificate: { status: 'loading' } },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('status', { name: storyT(globals)('credits.certificate.loading') }),
    ).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** The certificate arrives where its placeholder was: its heading does not move. */
export const DataArrivesInPlace: Story = {
  render: (args, { globals }) => (
    <ArrivingData
      loading={<CertificateScreen {...args} certificate={{ status: 'loading' }} />}
      ready={<CertificateScreen {...localised(args, globals)} />}
    />
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    await expectLayoutHoldsOnArrival({
      canvasElement,
      watch: () => headingsOfPage(canvasElement),
      ready: () => canvas.findByRole('link', { name: storyT(globals)('credits.certificate.pdf') }),
    });
  },
};

/** Not one of the member's certificates (or a wrong link): the way back to the credits. */
export const NotFound: Story = {
  args: { certificate: { status: 'error', error: 'NOT_FOUND' } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('heading', { name: t('credits.certificate.notFoundTitle') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('credits.certificate.toCredits') }),
    ).toHaveAttribute('href', screenLinks.credits);
  },
};

/** The certificate could not be loaded: the reason and a retry. */
export const LoadFailed: Story = {
  args: { certificate: { status: 'error', error: 'NETWORK_ERROR' } },
  play: async ({ canvas, userEvent, globals, args }) => {
    const t = storyT(globals);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('credits.certificate.loadError'));
    await expect(alert).toHaveTextContent(storyErrorText(globals)('NETWORK_ERROR'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

export const WithLanguageSwitch: Story = {
  args: { onLocaleChange: fn() },
  render: (args, { globals }) => (
    <CertificateScreen {...localised(args, globals)} locale={toLocale(globals['locale'])} />
  ),
};
