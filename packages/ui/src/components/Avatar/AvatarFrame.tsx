import styled from 'styled-components';

/**
 * A round frame for an `Avatar` beside other content: it keeps the picture round in a loading
 * outline too, which squares off every span.
 */
export const AvatarFrame = styled.div`
  display: flex;
  flex: none;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.full};
`;
