import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@carbonmarket/domain/contract';
import type { CodeSendStatus } from '@carbonmarket/ui';
import { api } from '../../../lib/api/api';
import { serverClockOffset } from '../../../lib/time/serverClock';
import { useNow } from '../../../shared/time/useNow';

/** Why a code is asked for: a new account or a password reset. */
export type CodePurpose = 'register' | 'reset_password';

interface SentCode {
  email: string;
  /** When a new code may be asked for, on the server's clock. */
  resendAvailableAt: Date;
  /** Server clock minus device clock when the reply came. */
  offsetMs: number;
}

export interface CodeSender {
  send: (email: string) => void;
  status: CodeSendStatus;
  /** The current time on the server's clock (ticks every second while the countdown runs). */
  now: Date;
  resendAvailableAt: Date | undefined;
  codeSentTo: string | undefined;
  /** Why the last request failed (null: it did not). */
  error: unknown;
}

/**
 * "Send code": asks the server for a code and counts down to the next one from the server's
 * `resendAfterSeconds`, on the server's clock (the envelope's `time`) when the reply carries it.
 */
export function useCodeSender(purpose: CodePurpose): CodeSender {
  const [sent, setSent] = useState<SentCode | null>(null);
  const mutation = useMutation({
    mutationFn: async (email: string): Promise<SentCode> => {
      const result = await api.request(endpoints.auth.sendCode, { email, purpose });
      if (!result.ok) throw result.error;
      const deviceNow = Date.now();
      const offsetMs = serverClockOffset(result.reply.time, deviceNow);
      return {
        email,
        offsetMs,
        resendAvailableAt: new Date(deviceNow + offsetMs + result.data.resendAfterSeconds * 1000),
      };
    },
    onSuccess: setSent,
  });
  const offsetMs = sent?.offsetMs ?? 0;
  const now = useNow(sent?.resendAvailableAt, offsetMs);
  return {
    send: (email) => {
      if (!mutation.isPending) mutation.mutate(email);
    },
    status: mutation.isPending ? 'sending' : 'idle',
    now,
    resendAvailableAt: sent?.resendAvailableAt,
    codeSentTo: sent?.email,
    error: mutation.error,
  };
}
