// One module of the `contractWallet` chunk (the wallet's, settings' and membership's endpoints): importing it evaluates that chunk.
export { fundRecordWire } from '@carbonmarket/domain/contract';
