// One module of the `contractCore` chunk (what endpoints are built with): importing it evaluates that chunk.
export { replySchema } from '@carbonmarket/domain/contract';
