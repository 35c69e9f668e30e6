import type { ErrorCode } from '@carbonmarket/domain';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { useErrorText } from '../../../i18n/useErrorText';

export interface LoadErrorProps {
  /** What failed to load, such as "The members could not be loaded". */
  title: string;
  /** Why, from the catalogue; none reads as `OPERATION_FAILED`. */
  error: ErrorCode | undefined;
  /** Loads it again. */
  onRetry: () => void;
}

/** A console list or record that failed to load: why, with Try again (a cloud for no network). */
export function LoadError({ title, error, onRetry }: LoadErrorProps) {
  const errorText = useErrorText();
  return (
    <ErrorState
      title={title}
      message={errorText(error ?? 'OPERATION_FAILED')}
      icon={error === 'NETWORK_ERROR' ? 'cloudOff' : 'error'}
      onRetry={onRetry}
    />
  );
}
