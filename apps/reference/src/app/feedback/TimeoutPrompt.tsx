import { Suspense, lazy, useEffect, useSyncExternalStore } from 'react';
import type { FeedbackChannel } from '../../lib/feedback/feedbackChannel';

// The dialog (Radix) loads the first time a call times out, not with the app.
const TimeoutDialog = lazy(async () => ({
  default: (await import('./TimeoutDialog')).TimeoutDialog,
}));

/** Asks "the server connection timed out, tap to retry" for calls that timed out. */
export function TimeoutPrompt({ channel }: { channel: FeedbackChannel }) {
  useEffect(() => channel.attachPromptUi(), [channel]);
  const prompt = useSyncExternalStore(
    channel.subscribePrompt,
    channel.getPrompt,
    channel.getPrompt,
  );
  if (!prompt) return null;
  return (
    <Suspense fallback={null}>
      <TimeoutDialog
        message={prompt.message}
        onRetry={() => channel.answer(true)}
        onCancel={() => channel.answer(false)}
      />
    </Suspense>
  );
}
