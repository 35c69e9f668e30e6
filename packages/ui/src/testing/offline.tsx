import type { Decorator } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { OfflineProvider } from '../components/Offline';
import { storyT } from './storyI18n';

/** Draws the story as the app does while the device is offline. */
export const whileOffline: Decorator = (Story) => (
  <OfflineProvider offline>
    <Story />
  </OfflineProvider>
);

/**
 * The screen's money action is disabled offline and names why, and pressing it sends nothing:
 * `sent` (the screen's handler) was not called.
 */
export async function expectOfflineBlocked(
  button: HTMLElement,
  globals: Record<string, unknown>,
  sent: (...args: never[]) => unknown,
): Promise<void> {
  const reason = storyT(globals)('feedback.offline.actionBlocked');
  await expect(button).toBeDisabled();
  await expect(button).toHaveAccessibleDescription(reason);
  await userEvent.click(button, { pointerEventsCheck: 0 });
  await expect(sent).not.toHaveBeenCalled();
}
