import { writeFileSync } from 'node:fs';
import { renderApiDocs } from './apiDocs';

writeFileSync(new URL('../docs/API.md', import.meta.url), renderApiDocs());
console.log('docs/API.md written');
