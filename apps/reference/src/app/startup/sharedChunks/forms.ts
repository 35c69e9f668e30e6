// One module of the `forms` chunk (the form fields every form is built from): importing it evaluates that chunk.
export { emailSchema } from '@carbonmarket/domain/contract';
