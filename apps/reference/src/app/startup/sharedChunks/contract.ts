// One module of the `contract` chunk (zod and the endpoints): importing it evaluates that chunk.
export { endpoints } from '@carbonmarket/domain/contract';
