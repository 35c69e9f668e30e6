import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { FaqScreen } from './FaqScreen';
import type { FaqQuestion, FaqScreenProps } from './FaqScreen';
import { toLocale } from '../../../i18n/locale';
import { storyErrorText, storyT } from '../../../testing/storyI18n';
import { faqQuestions } from '../../../fixtures/faq';

const questions = faqQuestions('en');
const ready: FaqScreenProps['questions'] = { status: 'ready', data: questions };
const requiredAnswers = { who: 'self', experience: 'never', interest: 'forestry' };

/** Sample questions in the story's language (matched by id; other questions stay as given). */
function localise(
  value: FaqScreenProps['questions'],
  globals: Record<string, unknown>,
): FaqScreenProps['questions'] {
  if (value.status !== 'ready') return value;
  const translated = faqQuestions(toLocale(globals['locale']));
  return {
    status: 'ready',
    data: value.data.map(
      (question): FaqQuestion => translated.find((item) => item.id === question.id) ?? question,
    ),
  };
}

const meta = {
  title: 'Screens/Onboarding/Faq',
  component: FaqScreen,
  parameters: { layout: 'fullscreen' },
  args: { questions: ready, onRetry: fn(), onSubmit: fn() },
  render: (args, { globals }) => (
    <FaqScreen {...args} questions={localise(args.questions, globals)} />
  ),
} satisfies Meta<typeof FaqScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The questions, none answered yet. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('onboarding.faq.title') }),
    ).toBeVisible();
    const groups = canvas.getAllByRole('radiogroup');
    await expect(groups).toHaveLength(4);
    await expect(groups[0]).toHaveAttribute('aria-required', 'true');
    await expect(groups[3]).not.toHaveAttribute('aria-required');
    await expect(
      canvas.getByText(t('onboarding.faq.progress', { answered: 0, total: 4 })),
    ).toBeVisible();
  },
};

/** Answering by tap and by arrow keys, then submitting: the answers go out by question id. */
export const Answering: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const [who, experience, interest, source] = canvas.getAllByRole('radiogroup');
    if (!who || !experience || !interest || !source) throw new Error('four questions expected');
    await userEvent.click(within(who).getAllByRole('radio')[2] as HTMLElement);
    await userEvent.click(within(experience).getAllByRole('radio')[0] as HTMLElement);
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(experience).getAllByRole('radio')[1]).toBeChecked();
    await userEvent.click(within(interest).getAllByRole('radio')[1] as HTMLElement);
    await expect(
      canvas.getByText(t('onboarding.faq.progress', { answered: 3, total: 4 })),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('onboarding.faq.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      who: 'company',
      experience: 'sometimes',
      interest: 'energy',
    });
  },
};

/** Submitting with required questions open: each says so, the first gets focus, nothing is sent. */
export const RequiredUnanswered: Story = {
  args: { defaultAnswers: { experience: 'never' } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('onboarding.faq.submit') }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      t('onboarding.faq.missing', { count: 2 }),
    );
    const [who, experience, interest, source] = canvas.getAllByRole('radiogroup');
    await expect(who).toHaveAttribute('aria-invalid', 'true');
    await expect(who).toHaveAccessibleDescription(t('onboarding.faq.answerRequired'));
    await expect(experience).not.toHaveAttribute('aria-invalid');
    await expect(interest).toHaveAttribute('aria-invalid', 'true');
    await expect(source).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(within(who as HTMLElement).getAllByRole('radio')[0]).toHaveFocus());
  },
};

/** Answering a flagged question clears its message and the count. */
export const FixingAnAnswer: Story = {
  args: { defaultAnswers: { who: 'self', experience: 'never' } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('onboarding.faq.submit') }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      t('onboarding.faq.missing', { count: 1 }),
    );
    const interest = canvas.getAllByRole('radiogroup')[2] as HTMLElement;
    await userEvent.click(within(interest).getAllByRole('radio')[3] as HTMLElement);
    await expect(interest).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('onboarding.faq.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      who: 'self',
      experience: 'never',
      interest: 'any',
    });
  },
};

/** The optional question may stay open. */
export const OptionalSkipped: Story = {
  args: { defaultAnswers: requiredAnswers },
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: storyT(globals)('onboarding.faq.submit') }),
    );
    await expect(args.onSubmit).toHaveBeenCalledWith(requiredAnswers);
  },
};

export const Submitting: Story = {
  args: { defaultAnswers: requiredAnswers, submitting: true },
  play: async ({ canvas, userEvent, args, globals }) => {
    const label = storyT(globals)('onboarding.faq.submit');
    const submit = canvas.getByRole('button', { name: (name) => name.includes(label) });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Sending the answers failed: the reason in the banner, the answers kept. */
export const SubmitFailed: Story = {
  args: { defaultAnswers: requiredAnswers, error: 'NETWORK_ERROR' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      storyErrorText(globals)('NETWORK_ERROR'),
    );
    await expect(canvas.getAllByRole('radio', { checked: true })).toHaveLength(3);
  },
};

export const Loading: Story = {
  args: { questions: { status: 'loading' } },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('status', { name: storyT(globals)('feedback.skeleton.label') }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};

/** The questions could not be loaded: the reason and a retry. */
export const LoadFailed: Story = {
  args: { questions: { status: 'error', error: 'NETWORK_ERROR' } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('onboarding.faq.loadError'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** No questions are set: the member can go straight on (an empty answer set). */
export const Empty: Story = {
  args: { questions: { status: 'ready', data: [] } },
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: storyT(globals)('onboarding.faq.emptyAction') }),
    );
    await expect(args.onSubmit).toHaveBeenCalledWith({});
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { defaultAnswers: { who: 'household' } },
};
