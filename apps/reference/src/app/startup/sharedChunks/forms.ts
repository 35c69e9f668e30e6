// One module of the `forms` chunk (the form schemas): importing it evaluates that chunk.
export { emailSchema } from '@carbonmarket/domain/contract';
