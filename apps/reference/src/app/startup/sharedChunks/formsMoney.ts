// One module of the `formsMoney` chunk (amounts, tons and the footprint's answers): importing it evaluates that chunk.
export { amountSchema } from '@carbonmarket/domain/contract';
