// The OpenAPI document as docs/openapi.json holds it: the contract's document at the server's API
// version, as JSON text. `npm run docs:openapi` writes it; the contract suite checks it is current.
import { openApiDocument } from '@carbonmarket/domain/openapi';
import { API_VERSION } from '../apps/server/src/apiVersion';

export const renderOpenApi = (): string =>
  `${JSON.stringify(openApiDocument(API_VERSION), null, 2)}\n`;
