import { describe, expect, it, vi } from 'vitest';
import { createFeedbackChannel } from './feedbackChannel';

describe('feedback channel', () => {
  it('hands notices to every listener until they unsubscribe', () => {
    const channel = createFeedbackChannel();
    const listener = vi.fn();
    const stop = channel.listen(listener);
    channel.notify({ kind: 'network-error', message: 'Network error' });
    stop();
    channel.notify({ kind: 'network-error', message: 'Network error' });
    expect(listener).toHaveBeenCalledOnce();
  });

  it('answers no at once when no UI can ask', async () => {
    await expect(createFeedbackChannel().askRetry('Timed out')).resolves.toBe(false);
  });

  it('asks once for calls that time out together, and gives them the same answer', async () => {
    const channel = createFeedbackChannel();
    channel.attachPromptUi();
    const first = channel.askRetry('Timed out');
    const second = channel.askRetry('Timed out');
    expect(channel.getPrompt()).toEqual({ message: 'Timed out' });
    channel.answer(true);
    await expect(Promise.all([first, second])).resolves.toEqual([true, true]);
    expect(channel.getPrompt()).toBeNull();
  });

  it('declines an open question when its UI goes away', async () => {
    const channel = createFeedbackChannel();
    const detach = channel.attachPromptUi();
    const answer = channel.askRetry('Timed out');
    detach();
    detach();
    await expect(answer).resolves.toBe(false);
  });
});
