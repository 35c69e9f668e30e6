import { isErrorCode } from '@carbonmarket/domain';
import type { ErrorCode } from '@carbonmarket/domain';
import type { FieldError } from 'react-hook-form';
import { useServerErrorOf } from './serverErrorsContext';

/**
 * The catalogue code a field shows: its validation code (the schema's issues are codes), else
 * the server's code for it.
 */
export function useFieldError(name: string, error: FieldError | undefined): ErrorCode | undefined {
  const serverErrorOf = useServerErrorOf();
  if (error !== undefined) {
    const message = error.message;
    return message !== undefined && isErrorCode(message) ? message : 'OPERATION_FAILED';
  }
  return serverErrorOf(name);
}
