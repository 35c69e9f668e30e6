import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { FootprintQuestionnaireScreen } from './FootprintQuestionnaireScreen';
import type { FootprintQuestionnaireScreenProps } from './FootprintQuestionnaireScreen';
import { toLocale } from '../../../i18n/locale';
import { storyErrorText, storyT } from '../../../testing/storyI18n';
import { footprintQuestions, typicalAnswers } from '../../../fixtures/footprint';

type Questions = FootprintQuestionnaireScreenProps['questions'];
const ready: Questions = { status: 'ready', data: footprintQuestions('en') };
/** The typical answers as the form holds them (typed text). */
const typed = Object.fromEntries(
  Object.entries(typicalAnswers).map(([id, value]) => [id, String(value)]),
) as FootprintQuestionnaireScreenProps['defaultAnswers'];

/** The questions in the story's language, as the server would send them. */
const localise = (value: Questions, globals: Record<string, unknown>): Questions =>
  value.status === 'ready'
    ? { status: 'ready', data: footprintQuestions(toLocale(globals['locale'])) }
    : value;

const meta = {
  title: 'Screens/Footprint/FootprintQuestionnaire',
  component: FootprintQuestionnaireScreen,
  parameters: { layout: 'fullscreen' },
  args: { questions: ready, onRetry: fn(), onSubmit: fn(), onBack: fn() },
  render: (args, { globals }) => (
    <FootprintQuestionnaireScreen {...args} questions={localise(args.questions, globals)} />
  ),
} satisfies Meta<typeof FootprintQuestionnaireScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const question = (canvas: Canvas, globals: Record<string, unknown>, index: number) => {
  const asked = footprintQuestions(toLocale(globals['locale']))[index];
  if (!asked) throw new Error(`no question ${index}`);
  return asked.kind === 'number'
    ? canvas.getByRole('textbox', { name: (name) => name.startsWith(asked.text) })
    : canvas.getByRole('combobox', { name: (name) => name.startsWith(asked.text) });
};

/** The seven questions under their four parts, nothing answered yet. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('footprint.questionnaire.title') }),
    ).toBeVisible();
    for (const section of ['home', 'transport', 'flights', 'diet'] as const)
      await expect(
        canvas.getByRole('group', { name: t(`footprint.sections.${section}`) }),
      ).toBeVisible();
    await expect(canvas.getAllByRole('textbox')).toHaveLength(5);
    await expect(canvas.getAllByRole('combobox')).toHaveLength(2);
    await expect(question(canvas, globals, 0)).toHaveValue('');
  },
};

/** Typing every answer and submitting: the answers go out parsed, numbers as numbers. */
export const Answering: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    await userEvent.type(question(canvas, globals, 0), '400');
    await userEvent.type(question(canvas, globals, 1), '3');
    await userEvent.selectOptions(question(canvas, globals, 2), 'public_transport');
    await userEvent.type(question(canvas, globals, 3), '100');
    await userEvent.type(question(canvas, globals, 4), '2');
    await userEvent.type(question(canvas, globals, 5), '1');
    await userEvent.selectOptions(question(canvas, globals, 6), 'average_meat');
    await userEvent.click(
      canvas.getByRole('button', { name: t('footprint.questionnaire.submit') }),
    );
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith(typicalAnswers);
  },
};

/**
 * Submitting with answers missing or out of range: each field says why, the banner counts them,
 * the first wrong one gets focus, and nothing is sent.
 */
export const ValidationErrors: Story = {
  args: {
    defaultAnswers: { ...typed, householdSize: '0', weeklyKm: '12.5', diet: '' },
  },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const errorText = storyErrorText(globals);
    await userEvent.click(
      canvas.getByRole('button', { name: t('footprint.questionnaire.submit') }),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      t('footprint.questionnaire.missing', { count: 3 }),
    );
    const size = question(canvas, globals, 1);
    await expect(size).toHaveAttribute('aria-invalid', 'true');
    await expect(size).toHaveAccessibleDescription(
      expect.stringContaining(errorText('ANSWER_INVALID')),
    );
    await expect(question(canvas, globals, 3)).toHaveAttribute('aria-invalid', 'true');
    await expect(question(canvas, globals, 6)).toHaveAttribute('aria-invalid', 'true');
    await expect(question(canvas, globals, 0)).not.toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(size).toHaveFocus());
    // Fixing one answer clears its message.
    await userEvent.clear(size);
    await userEvent.type(size, '2');
    await expect(size).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** The answers are on their way: the button is busy and the fields are disabled. */
export const Submitting: Story = {
  args: { defaultAnswers: typed, submitting: true },
  play: async ({ canvas, userEvent, args, globals }) => {
    const label = storyT(globals)('footprint.questionnaire.submit');
    const submit = canvas.getByRole('button', { name: (name) => name.includes(label) });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    for (const field of canvas.getAllByRole('textbox')) await expect(field).toBeDisabled();
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused the answers: its reason in the banner. */
export const SubmitFailed: Story = {
  args: { defaultAnswers: typed, error: 'NETWORK_ERROR' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      storyErrorText(globals)('NETWORK_ERROR'),
    );
  },
};

/** A refusal naming one answer shows on that field. */
export const FieldRefused: Story = {
  args: {
    defaultAnswers: typed,
    error: 'ANSWER_INVALID',
    fieldErrors: { householdKwh: 'ANSWER_INVALID' },
  },
  play: async ({ canvas, globals }) => {
    await expect(question(canvas, globals, 0)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The questions are on their way: placeholders hold their place. */
export const Loading: Story = {
  args: { questions: { status: 'loading' } },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('status', { name: storyT(globals)('feedback.skeleton.label') }),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** The questions could not be loaded: the reason and a retry. */
export const LoadFailed: Story = {
  args: { questions: { status: 'error', error: 'NETWORK_ERROR' } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByText(t('footprint.questionnaire.loadError'))).toBeVisible();
    await expect(canvas.getByText(storyErrorText(globals)('NETWORK_ERROR'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
