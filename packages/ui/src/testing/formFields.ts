import type { within } from 'storybook/test';
import { fieldLabel } from './storyI18n';

type Canvas = ReturnType<typeof within>;

/** The field of a label: the English one, or (`nth` 1) the Chinese one of the same name. */
export function formField(canvas: Canvas, label: string, nth = 0): HTMLElement {
  const element = canvas.getAllByLabelText(fieldLabel(label), { exact: true })[nth];
  if (element === undefined) throw new Error(`No field ${label} #${nth}`);
  return element;
}
