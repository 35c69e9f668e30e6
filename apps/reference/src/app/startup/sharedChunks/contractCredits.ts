// One module of the `contractCredits` chunk (the credits' endpoints): importing it evaluates that chunk.
export { holdingWire } from '@carbonmarket/domain/contract';
