import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { TFunction } from 'i18next';
import { LegalDocument } from './LegalDocument';
import type { LegalDocumentProps, LegalSection } from './LegalDocument';
import { createI18n } from '../../../i18n/createI18n';
import { storyT } from '../../../testing/storyI18n';

/** The document's text without its back button. */
type DocumentText = Omit<LegalDocumentProps, 'onBack'>;

/** The sections of the terms these stories show. */
type SectionId = 'agreement' | 'buying' | 'selling' | 'law' | 'contact';

const sections = (t: TFunction, ids: readonly SectionId[]): LegalSection[] =>
  ids.map((id) => ({
    id,
    heading: t(`legal.terms.sections.${id}.heading`),
    body: t(`legal.terms.sections.${id}.body`),
  }));

/** Part of the Terms of Service, as `TermsScreen` passes it. */
const document = (t: TFunction, ids: readonly SectionId[]): DocumentText => ({
  title: t('onboarding.terms.title'),
  updated: t('onboarding.legal.updated', { date: t('legal.terms.updated') }),
  intro: t('legal.terms.intro'),
  sections: sections(t, ids),
});

/** Sections whose body is one paragraph, and one of several paragraphs. */
const SHORT = ['law', 'contact'] as const;
const LONG = ['agreement', 'buying', 'selling'] as const;

/** Each sample in English (the args) and Chinese. */
const samples = (ids: readonly SectionId[]) => ({
  en: document(createI18n('en').t, ids),
  cn: document(createI18n('cn').t, ids),
});
const short = samples(SHORT);
const long = samples(LONG);
const empty = samples([]);

/** Texts of the English samples turned into the story's locale (other args stay as given). */
function localise(args: LegalDocumentProps, globals: Record<string, unknown>): LegalDocumentProps {
  if (globals['locale'] !== 'cn') return args;
  const sections = JSON.stringify(args.sections);
  const sample = [short, long, empty].find(({ en }) => JSON.stringify(en.sections) === sections);
  const cn = sample?.cn ?? empty.cn;
  const pick = <K extends 'title' | 'updated' | 'intro'>(key: K) =>
    args[key] === empty.en[key] ? cn[key] : args[key];
  return {
    ...args,
    title: pick('title'),
    updated: pick('updated'),
    intro: pick('intro'),
    sections: sample?.cn.sections ?? args.sections,
  };
}

/** A long legal text made for reading on a phone, one heading per section. */
const meta = {
  title: 'Screens/Onboarding/Shared/LegalDocument',
  component: LegalDocument,
  parameters: { layout: 'fullscreen' },
  args: { ...long.en, onBack: fn() },
  render: (args, { globals }) => <LegalDocument {...localise(args, globals)} />,
} satisfies Meta<typeof LegalDocument>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sections of several paragraphs: each paragraph is its own, each section a named region. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const title = t('onboarding.terms.title');
    await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(canvas.getByRole('article', { name: title })).toBeVisible();
    await expect(
      canvas.getByText(t('onboarding.legal.updated', { date: t('legal.terms.updated') })),
    ).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(LONG.length);
    const agreement = canvas.getByRole('region', {
      name: t('legal.terms.sections.agreement.heading'),
    });
    const paragraphs = t('legal.terms.sections.agreement.body').split(/\n{2,}/);
    await expect(agreement.querySelectorAll('p')).toHaveLength(paragraphs.length);
    await expect(agreement.querySelector('p')).toHaveTextContent(paragraphs[0] ?? '');
  },
};

/** Short sections of a single paragraph. */
export const ShortSections: Story = {
  args: { ...short.en },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const contact = canvas.getByRole('region', { name: t('legal.terms.sections.contact.heading') });
    await expect(contact.querySelectorAll('p')).toHaveLength(1);
    await expect(canvas.getAllByRole('region')).toHaveLength(SHORT.length);
  },
};

/** Only the opening paragraph, no sections yet. */
export const IntroOnly: Story = {
  args: { ...empty.en },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyT(globals)('legal.terms.intro'))).toBeVisible();
    await expect(canvas.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
  },
};

/** The back button calls `onBack`. */
export const GoesBack: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: storyT(globals)('common.back') }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** Opened from a link outside the app: no back button. */
export const WithoutBack: Story = {
  args: { onBack: undefined },
  play: async ({ canvas, globals }) => {
    await expect(canvas.queryByRole('button', { name: storyT(globals)('common.back') })).toBeNull();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
