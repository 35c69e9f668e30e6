import { useEffect } from 'react';
import { useToast } from '@carbonmarket/ui';
import type { FeedbackChannel } from '../lib/feedback/feedbackChannel';

/** Shows what the API client reports: a call lost on the way, as an error toast. */
export function ConsoleFeedback({ channel }: { channel: Pick<FeedbackChannel, 'listen'> }) {
  const toast = useToast();
  useEffect(
    () =>
      channel.listen((notice) => {
        if (notice.kind === 'network-error') toast.error(notice.message);
      }),
    [channel, toast],
  );
  return null;
}
