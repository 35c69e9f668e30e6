import type { Decorator } from '@storybook/react-vite';
import styled from 'styled-components';

const Surface = styled.div`
  padding: ${({ theme }) => theme.space[400]};
  background: ${({ theme }) => theme.color.bg.surface};
`;

/** Draws the story on a card's surface, with room around it: where such components sit. */
export const onSurface: Decorator = (Story) => (
  <Surface>
    <Story />
  </Surface>
);
