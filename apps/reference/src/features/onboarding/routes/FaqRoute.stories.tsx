import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TOAST_DURATION_MS } from '@carbonmarket/domain';
import { endpoints } from '@carbonmarket/domain/contract';
import type { Lang } from '@carbonmarket/domain/contract';
import { toLocale } from '@carbonmarket/ui';
import { ConnectedApp } from '../../../testing/ConnectedApp';
import {
  replyNetworkError,
  replyNever,
  replyOk,
  replyOkIn,
  replyRefused,
  runtimeConfigHandler,
  serverNowAnswers,
} from '../../../testing/apiHandlers';
import { memberSession } from '../../../testing/fixtures/session';
import { faqAnswered, faqEmpty, faqToAnswer } from '../../../testing/fixtures/faq';
import { expectHomeShown, homeHandlers } from '../../../testing/homeStory';
import { startStory, stored, storyT, storyErrorText } from '../../../testing/storySetup';
import { containing, currentPath, portalled } from '../../../testing/storyQueries';
import { STORAGE_KEYS } from '../../../lib/storage/storageKeys';
import { href } from '../../../shared/routing/href';

const home = homeHandlers('member');
const questions = replyOkIn(endpoints.faq.questions, faqToAnswer);
const answered = replyOk(endpoints.faq.answer, { is_answer: true });

const meta = {
  title: 'Reference/Onboarding/Faq',
  component: ConnectedApp,
  parameters: { layout: 'fullscreen', msw: { handlers: [runtimeConfigHandler, questions] } },
  args: { path: href('faq') },
  // A member who has not answered the questionnaire yet.
  beforeEach: ({ globals }) => startStory(globals, memberSession(false)),
} satisfies Meta<typeof ConnectedApp>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type Globals = Record<string, unknown>;

/** The option picked for each question (every question, the optional one too). */
const CHOICES: Record<string, string> = { goal: 'company', bought: 'once', heard: 'friend' };

const questionsIn = (globals: Globals) =>
  faqToAnswer[toLocale(globals['locale']) satisfies Lang].questions;

/** Picks an answer to every question, in the story's language. */
async function answerAll(canvas: Canvas, globals: Globals) {
  for (const question of questionsIn(globals)) {
    const group = await canvas.findByRole('radiogroup', { name: containing(question.text) });
    const option = question.options.find(({ id }) => id === CHOICES[question.id]);
    if (option === undefined) throw new Error(`no choice for ${question.id}`);
    await userEvent.click(within(group).getByRole('radio', { name: option.text }));
  }
}

const submit = (canvas: Canvas, t: ReturnType<typeof storyT>) =>
  userEvent.click(canvas.getByRole('button', { name: t('onboarding.faq.submit') }));

/** The questions in the member's language; a member who must answer gets no back button. */
export const Questions: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('onboarding.faq.title') }),
    ).toBeVisible();
    const groups = await canvas.findAllByRole('radiogroup');
    const asked = questionsIn(globals);
    await expect(groups.map((group) => group.getAttribute('aria-required') === 'true')).toEqual(
      asked.map((question) => question.required),
    );
    for (const question of asked)
      await expect(
        canvas.getByRole('radiogroup', { name: containing(question.text) }),
      ).toBeVisible();
    await expect(
      canvas.getByText(t('onboarding.faq.progress', { answered: 0, total: 3 })),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('common.back') })).toBeNull();
  },
};

/** A member who has not answered is sent from home to the questionnaire. */
export const AskedBeforeHome: Story = {
  args: { path: href('home') },
  parameters: { msw: { handlers: [runtimeConfigHandler, questions, ...home] } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(href('faq')));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('onboarding.faq.title') }),
    ).toBeVisible();
    await expect(await canvas.findAllByRole('radiogroup')).toHaveLength(3);
  },
};

/** Every question answered and sent: the session says so and home opens with the balances. */
export const AnswersAndGoesHome: Story = {
  parameters: { msw: { handlers: [runtimeConfigHandler, questions, answered, ...home] } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await answerAll(canvas, globals);
    await expect(
      canvas.getByText(t('onboarding.faq.progress', { answered: 3, total: 3 })),
    ).toBeVisible();
    await submit(canvas, t);
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(href('home')));
    await expectHomeShown(canvas, globals, 'member');
    await expect(stored(STORAGE_KEYS.loginInfo)).toContain('"is_answer":true');
  },
};

/** The answers are being sent: the button is busy. */
export const Submitting: Story = {
  parameters: {
    // A reply never comes: the screen is pictured waiting for it.
    apiReplyHeld: true,
    msw: { handlers: [runtimeConfigHandler, questions, replyNever(endpoints.faq.answer)] },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await answerAll(canvas, globals);
    await submit(canvas, t);
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: containing(t('onboarding.faq.submit')) }),
      ).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(currentPath(canvas)).toHaveTextContent(href('faq'));
  },
};

/** The server refuses an answer (the questionnaire changed meanwhile): the banner says why. */
export const AnswerRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        runtimeConfigHandler,
        questions,
        replyRefused(endpoints.faq.answer, 'ANSWER_INVALID', {
          fields: { 'answers.bought': 'ANSWER_INVALID' },
        }),
      ],
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await answerAll(canvas, globals);
    await submit(canvas, t);
    const message = storyErrorText(globals)('ANSWER_INVALID');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(message));
    await expect(currentPath(canvas)).toHaveTextContent(href('faq'));
    await expect(stored(STORAGE_KEYS.loginInfo)).toContain('"is_answer":false');
  },
};

/** The questions are on their way: skeletons. */
export const Loading: Story = {
  parameters: {
    // A reply never comes: the screen is pictured waiting for it.
    apiReplyHeld: true,
    msw: { handlers: [runtimeConfigHandler, replyNever(endpoints.faq.questions)] },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      await canvas.findByRole('status', { name: t('feedback.skeleton.label') }),
    ).toBeVisible();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};

/** Waits for the load to fail (asked twice: one retry on a network error) and the toast to hide. */
async function loadFails(canvas: Canvas, canvasElement: HTMLElement, globals: Globals) {
  const t = storyT(globals);
  await expect(
    await canvas.findByText(t('onboarding.faq.loadError'), {}, { timeout: 5000 }),
  ).toBeVisible();
  const offline = containing(storyErrorText(globals)('NETWORK_ERROR'));
  await waitFor(() => expect(portalled(canvasElement, offline)).toHaveLength(0), {
    timeout: TOAST_DURATION_MS + 1000,
  });
}

/** The questions cannot be loaded (offline): the page says so, with "Try again". */
export const LoadFailed: Story = {
  parameters: {
    msw: { handlers: [runtimeConfigHandler, replyNetworkError(endpoints.faq.questions)] },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyT(globals);
    await loadFails(canvas, canvasElement, globals);
    await expect(canvas.getByText(storyErrorText(globals)('NETWORK_ERROR'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeEnabled();
  },
};

/** Back online, "Try again" loads the questions. */
export const RetryAfterFailure: Story = {
  parameters: {
    msw: { handlers: [runtimeConfigHandler, replyNetworkError(endpoints.faq.questions)] },
  },
  play: async (context) => {
    const { canvas, canvasElement, globals } = context;
    const t = storyT(globals);
    await loadFails(canvas, canvasElement, globals);
    serverNowAnswers(context, questions);
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(await canvas.findAllByRole('radiogroup')).toHaveLength(3);
    await expect(canvas.queryByText(t('onboarding.faq.loadError'))).toBeNull();
  },
};

/** Answered on another device: nothing to ask, home opens and the session remembers. */
export const AlreadyAnswered: Story = {
  parameters: {
    msw: {
      handlers: [runtimeConfigHandler, replyOkIn(endpoints.faq.questions, faqAnswered), ...home],
    },
  },
  play: async ({ canvas, globals }) => {
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(href('home')));
    await expectHomeShown(canvas, globals, 'member');
    await expect(stored(STORAGE_KEYS.loginInfo)).toContain('"is_answer":true');
  },
};

/** No questions at the moment: "Continue" sends empty answers and opens home. */
export const NoQuestions: Story = {
  parameters: {
    msw: {
      handlers: [
        runtimeConfigHandler,
        replyOk(endpoints.faq.questions, faqEmpty),
        answered,
        ...home,
      ],
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      await canvas.findByRole('heading', { name: t('onboarding.faq.emptyTitle') }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('onboarding.faq.emptyAction') }));
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(href('home')));
    await expectHomeShown(canvas, globals, 'member');
  },
};
