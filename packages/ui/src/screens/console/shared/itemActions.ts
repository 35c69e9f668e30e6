import { useState } from 'react';
import styled from 'styled-components';

/** An item's buttons side by side, sharing the card's width (one alone takes all of it). */
export const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[300]};

  & > * {
    flex: 1 1 0;
    min-width: 0;
  }
`;

/** How one of an item's buttons stands while the item is being acted on. */
export interface ActionState {
  /** The action under way: its button shows busy. */
  loading: boolean;
  /** Another action of the item is under way: the button waits. */
  disabled: boolean;
}

/**
 * Which of an item's buttons shows busy while the screen says the item is being acted on
 * (`busy`): the one last confirmed here, or `main` when the screen was busy before any was (a
 * reload, another tab). The others are disabled meanwhile.
 */
export function useItemActions<A extends string>(busy: boolean, main: A) {
  const [chosen, setChosen] = useState<A | null>(null);
  const acting = chosen ?? main;
  return {
    /** Remembers the action confirmed, before calling its callback. */
    choose: (action: A) => setChosen(action),
    stateOf: (action: A): ActionState => ({
      loading: busy && action === acting,
      disabled: busy && action !== acting,
    }),
  };
}
