export { Dialog, DialogClose } from './Dialog';
export type { DialogActionsLayout, DialogProps } from './Dialog';
