// One module of the `ui` chunk (the design system's components): importing it evaluates that chunk.
export { Receipt } from '@carbonmarket/ui';
