// One module of the `zod` chunk: importing it evaluates zod. (One class, not the `z` namespace,
// which would keep every export of zod in the chunk.)
export { ZodType } from 'zod';
