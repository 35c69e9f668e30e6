import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '@carbonmarket/ui';
import type { ApiResult } from '../../lib/api/readReply';
import { useNavigate } from '../../lib/router/RouterContext';
import { CONSOLE_QUERY_ROOT } from './queueQueries';
import { refusalOf } from './refusalOf';
import type { Refusal } from './refusalOf';

/** Every project query of the console: what a created or edited project makes stale. */
export const PROJECTS_KEY = [CONSOLE_QUERY_ROOT, 'projects'] as const;

/**
 * Sending a project's form: busy while it goes, the refusal to show (on its fields), and once it
 * is accepted the projects read again, a toast saying `done`, and the list at `then`.
 */
export function useProjectFormSubmission(done: 'created' | 'saved', then: string) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const submit = async (send: () => Promise<ApiResult<unknown>>) => {
    setSubmitting(true);
    setRefusal(null);
    const result = await send();
    setSubmitting(false);
    if (!result.ok) {
      setRefusal(refusalOf(result.error));
      return;
    }
    await queryClient.invalidateQueries({ queryKey: PROJECTS_KEY });
    toast.success(t(`console.projects.form.${done}`));
    navigate(then);
  };
  return {
    submit: (send: () => Promise<ApiResult<unknown>>) => void submit(send),
    /** The form's state props: busy, and the refusal on its fields. */
    state: {
      submitting,
      ...(refusal
        ? {
            error: refusal.error,
            errorParams: refusal.errorParams,
            fieldErrors: refusal.fieldErrors,
          }
        : {}),
    },
  };
}
