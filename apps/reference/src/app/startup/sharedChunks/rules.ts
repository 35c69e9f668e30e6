// One module of the `domain` chunk (the rules and money): importing it evaluates that chunk.
export { saleProceeds } from '@carbonmarket/domain';
