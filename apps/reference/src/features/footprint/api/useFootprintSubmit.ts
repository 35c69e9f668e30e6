import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@carbonmarket/domain/contract';
import type { FootprintAnswers } from '@carbonmarket/domain';
import type { Locale } from '@carbonmarket/ui';
import { endpointMutation } from '../../../lib/query/endpointMutation';
import { footprintEstimated } from '../../../lib/query/cacheChanges';

/**
 * Sends the questionnaire's answers; the reply is the visitor's new result, written into the
 * cache (`footprintEstimated`) so the result page draws it at once.
 */
export function useFootprintSubmit(lang: Locale, onEstimated: () => void) {
  const client = useQueryClient();
  return useMutation(
    endpointMutation(endpoints.footprint.submit, {
      input: (answers: FootprintAnswers) => ({ ...answers, lang }),
      onSuccess: (result) => {
        footprintEstimated(client, result, lang);
        onEstimated();
      },
    }),
  );
}
