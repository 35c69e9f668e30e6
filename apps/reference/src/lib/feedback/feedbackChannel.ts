import { createExternalStore } from '../store/externalStore';

/** What the transport layer tells the visitor, worded already in the visitor's language. */
export type TransportNotice =
  /** A call failed on the way (offline, refused, HTTP status other than 200/204). */
  | { kind: 'network-error'; message: string }
  /** The session ended (no body, negative code, or a session-ending catalogue code): open login. */
  | { kind: 'session-expired'; message: string }
  /** A guest asked for what only members may do (`GUEST_RESTRICTED`): offer to register. */
  | { kind: 'guest-restricted'; message: string };

/** An open "timed out, tap to retry" question. */
export interface RetryPrompt {
  message: string;
}

/**
 * The one way from the API client (plain code, loaded lazily) to the app's UI (toasts, dialogs,
 * navigation): the client reports, the app decides how to show it. No router or React in here.
 */
export interface FeedbackChannel {
  notify: (notice: TransportNotice) => void;
  /** The app's UI listens here; returns the unsubscribe function. */
  listen: (listener: (notice: TransportNotice) => void) => () => void;
  /**
   * Asks the visitor whether to retry a call that timed out. Calls that time out while the question
   * is open share it and its answer. Without a UI to ask (nothing shows prompts), the answer is no.
   */
  askRetry: (message: string) => Promise<boolean>;
  /** The question on screen, for the UI to render (null: none). */
  getPrompt: () => RetryPrompt | null;
  subscribePrompt: (listener: () => void) => () => void;
  /** The UI's answer to the open question. */
  answer: (retry: boolean) => void;
  /** The UI that shows prompts registers here; returns the unregister function. */
  attachPromptUi: () => () => void;
}

export function createFeedbackChannel(): FeedbackChannel {
  const listeners = new Set<(notice: TransportNotice) => void>();
  const prompt = createExternalStore<RetryPrompt | null>(null);
  let pending: { promise: Promise<boolean>; resolve: (retry: boolean) => void } | null = null;
  let promptUis = 0;

  const answer = (retry: boolean) => {
    const open = pending;
    pending = null;
    prompt.set(null);
    open?.resolve(retry);
  };

  return {
    notify: (notice) => {
      for (const listener of [...listeners]) listener(notice);
    },
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    askRetry: (message) => {
      if (promptUis === 0) return Promise.resolve(false);
      if (pending) return pending.promise;
      let resolve: (retry: boolean) => void = () => undefined;
      const promise = new Promise<boolean>((done) => {
        resolve = done;
      });
      pending = { promise, resolve };
      prompt.set({ message });
      return promise;
    },
    getPrompt: prompt.get,
    subscribePrompt: prompt.subscribe,
    answer,
    attachPromptUi: () => {
      promptUis += 1;
      let attached = true;
      return () => {
        if (!attached) return;
        attached = false;
        promptUis -= 1;
        // Nobody is left to answer: the open question counts as declined.
        if (promptUis === 0) answer(false);
      };
    },
  };
}
