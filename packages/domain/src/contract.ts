/**
 * @carbonmarket/domain/contract: the API contract on zod. Each endpoint's path, input and reply
 * schemas, the wire types, the reply envelope and refusal, paging, the socket's messages, and the
 * form schemas (`validation/`) the endpoints' inputs are built from, so a screen and the server
 * parse the same input with the same schema. The rules (`@carbonmarket/domain`) never import it.
 */
export * from './validation';
export * from './api';
