import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { QuestionField } from './QuestionField';
import type { QuestionFieldProps } from './QuestionField';
import type { FaqQuestion } from '../FaqScreen';
import { toLocale } from '../../../../i18n/locale';
import { storyT } from '../../../../testing/storyI18n';
import { faqQuestions } from '../../../../fixtures/faq';

const questions = faqQuestions('en');
const question = (id: string): FaqQuestion => {
  const found = questions.find((item) => item.id === id);
  if (found === undefined) throw new Error(`no sample question ${id}`);
  return found;
};
/** A required question ("Who are you offsetting for?") and the optional one. */
const who = question('who');
const source = question('source');

/** The sample question in the story's language (matched by id; other questions stay as given). */
const localise = (value: FaqQuestion, globals: Record<string, unknown>): FaqQuestion =>
  faqQuestions(toLocale(globals['locale'])).find((item) => item.id === value.id) ?? value;

/**
 * Holds the answer in state, as `FaqScreen` does; like the screen, the "choose an answer" message
 * goes away once an option is picked.
 */
function AnsweredQuestion({ value: initial, onChange, invalid, ...props }: QuestionFieldProps) {
  const [value, setValue] = useState(initial);
  return (
    <QuestionField
      {...props}
      value={value}
      invalid={invalid && value === undefined}
      onChange={(optionId) => {
        setValue(optionId);
        onChange(optionId);
      }}
    />
  );
}

/** One question of the questionnaire as a group of radio buttons. */
const meta = {
  title: 'Screens/Onboarding/Faq Parts/QuestionField',
  component: QuestionField,
  parameters: { layout: 'padded' },
  args: {
    question: who,
    number: 1,
    value: undefined,
    onChange: fn(),
    invalid: false,
    disabled: false,
  },
  render: (args, { globals }) => (
    <AnsweredQuestion {...args} question={localise(args.question, globals)} />
  ),
} satisfies Meta<typeof QuestionField>;
export default meta;
type Story = StoryObj<typeof meta>;

const optionLabel = (globals: Record<string, unknown>, questionId: string, index: number) =>
  localise(question(questionId), globals).options[index]?.label ?? '';

/** A required question, not answered yet: numbered, tagged "Required", nothing chosen. */
export const Unanswered: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const text = localise(who, globals).text;
    const group = canvas.getByRole('radiogroup', { name: `1. ${text}` });
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(group).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByText(t('onboarding.faq.required'))).toBeVisible();
    await expect(within(group).getAllByRole('radio')).toHaveLength(3);
    for (const radio of within(group).getAllByRole('radio')) await expect(radio).not.toBeChecked();
  },
};

/** An optional question has no tag and is not required. */
export const Optional: Story = {
  args: { question: source, number: 4 },
  play: async ({ canvas, globals }) => {
    const group = canvas.getByRole('radiogroup', {
      name: `4. ${localise(source, globals).text}`,
    });
    await expect(group).not.toHaveAttribute('aria-required');
    await expect(canvas.queryByText(storyT(globals)('onboarding.faq.required'))).toBeNull();
  },
};

/** An answer chosen earlier is checked. */
export const Answered: Story = {
  args: { value: 'household' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('radio', { name: optionLabel(globals, 'who', 1) })).toBeChecked();
  },
};

/** A tap picks an option and reports its id. */
export const PicksByTap: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const company = canvas.getByRole('radio', { name: optionLabel(globals, 'who', 2) });
    await userEvent.click(company);
    await expect(company).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('company');
  },
};

/** One tab stop; the arrow keys move the choice. */
export const PicksByKeyboard: Story = {
  args: { value: 'self' },
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: optionLabel(globals, 'who', 0) })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const household = canvas.getByRole('radio', { name: optionLabel(globals, 'who', 1) });
    await expect(household).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('household');
  },
};

/** Submitted without an answer: the group is invalid and says why; answering clears it. */
export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyT(globals);
    const group = canvas.getByRole('radiogroup');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(t('onboarding.faq.answerRequired'));
    await userEvent.click(canvas.getByRole('radio', { name: optionLabel(globals, 'who', 0) }));
    await expect(group).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText(t('onboarding.faq.answerRequired'))).toBeNull();
  },
};

/** An invalid group before anyone touches it, for the screenshot. */
export const InvalidUntouched: Story = {
  args: { invalid: true, number: 2, question: question('experience') },
};

/** While the answers are being sent: every option is disabled and taps do nothing. */
export const Disabled: Story = {
  args: { value: 'self', disabled: true },
  play: async ({ canvas, userEvent, args, globals }) => {
    const radios = canvas.getAllByRole('radio');
    for (const radio of radios) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByText(optionLabel(globals, 'who', 2)));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(radios[0]).toBeChecked();
  },
};

export const DarkTheme: Story = { args: { value: 'self' }, globals: { theme: 'dark' } };
