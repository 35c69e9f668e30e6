// One module of the `contract` chunk (the lists of all endpoints, and the client): importing it evaluates that chunk.
export { endpoints } from '@carbonmarket/domain/contract';
