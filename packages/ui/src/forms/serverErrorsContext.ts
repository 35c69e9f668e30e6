import { createContext, useContext } from 'react';
import type { ErrorCode } from '@carbonmarket/domain';

/** The server's code on a field, until the field is edited or a new refusal arrives. */
export type ServerErrorOf = (name: string) => ErrorCode | undefined;

export const ServerErrorsContext = createContext<ServerErrorOf>(() => undefined);

/** The server code shown on a field of the enclosing `Form`. */
export const useServerErrorOf = (): ServerErrorOf => useContext(ServerErrorsContext);
