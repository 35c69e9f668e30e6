/**
 * @carbonmarket/domain/openapi: the API contract as an OpenAPI 3.1 document, for teams that
 * generate a client or a server from it, or check their backend against it. Apart from the
 * contract so that no app bundles the generator.
 */
export { openApiDocument } from './api/openApi/openApiDocument';
