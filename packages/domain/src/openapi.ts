/**
 * @carbonmarket/domain/openapi: the API contract as an OpenAPI 3.1 document, for teams that
 * generate a client or a server from it, or check their backend against it, with the envelope's
 * three shapes as zod schemas (what a conforming server writes). Apart from the contract so that
 * no app bundles the generator.
 */
export { openApiDocument } from './api/openApi/openApiDocument';
export {
  refusalEnvelope,
  sessionEndedEnvelope,
  successEnvelope,
} from './api/openApi/envelopeSchemas';
