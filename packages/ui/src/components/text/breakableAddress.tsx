import { Fragment } from 'react';
import type { ReactNode } from 'react';

/**
 * An email address that may wrap only where a reader expects it to: after the `@` and before each
 * dot of the domain, never inside a word (`support@` / `carbonmarket` / `.example`).
 */
export function breakableAddress(address: string): ReactNode {
  const at = address.indexOf('@');
  if (at < 0) return address;
  const [first = '', ...rest] = address.slice(at + 1).split('.');
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {first}
      {rest.map((part, index) => (
        <Fragment key={index}>
          <wbr />.{part}
        </Fragment>
      ))}
    </>
  );
}
