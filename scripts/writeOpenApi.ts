import { writeFileSync } from 'node:fs';
import { renderOpenApi } from './openApiFile';

writeFileSync(new URL('../docs/openapi.json', import.meta.url), renderOpenApi());
console.log('docs/openapi.json written');
