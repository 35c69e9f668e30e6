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

/**
 * Waits until every picture under `root` has loaded and is decoded, and two frames have been
 * drawn: a story that ends on a photo scaled to fit then pictures it as the browser finally draws
 * it, not a first, coarser drawing.
 */
export async function picturesPainted(root: HTMLElement): Promise<void> {
  const images = [...root.querySelectorAll('img')];
  await waitFor(() =>
    expect(images.every((image) => image.complete && image.naturalWidth > 0)).toBe(true),
  );
  await Promise.all(images.map((image) => image.decode()));
  for (let frame = 0; frame < 2; frame += 1)
    await new Promise((resolve) => requestAnimationFrame(resolve));
}
