// One module of the `contractAccount` chunk (sign-in, profile, news, notifications, footprint): importing it evaluates that chunk.
export { sessionWire } from '@carbonmarket/domain/contract';
