import { expect, waitFor, within } from 'storybook/test';

/** Matches a field's label with or without the required marker (`*`). */
export function fieldLabel(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);
}

/** Matches any text containing `text` literally (a button name with "Loading", a toast). */
export function containing(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

/** The address the connected app shows (ConnectedApp keeps it in a visually hidden output). */
export function currentPath(canvas: ReturnType<typeof within>): HTMLElement {
  return canvas.getByTestId('current-path');
}

/**
 * Elements with `text` outside the story's own tree: toasts and dialogs, which are portalled to
 * body. Empty once a toast has hidden.
 */
export function portalled(canvasElement: HTMLElement, text: RegExp): HTMLElement[] {
  return within(canvasElement.ownerDocument.body)
    .queryAllByText(text)
    .filter((element) => !canvasElement.contains(element));
}

/**
 * Waits until no toast shows `text` (each hides after its duration): a story that ends just after
 * a toast then pictures the page, not whichever moment of the toast the machine's speed gave.
 */
export async function afterToast(canvasElement: HTMLElement, text: RegExp): Promise<void> {
  await waitFor(() => expect(portalled(canvasElement, text)).toHaveLength(0));
}
