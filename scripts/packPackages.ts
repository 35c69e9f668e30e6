// `npm run pack:packages [folder]`: builds @carbonmarket/domain and @carbonmarket/ui and packs
// them as they would be published, into `folder` (default: packs/).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { packPackage } from './packPackage';

const root = fileURLToPath(new URL('..', import.meta.url));
const destination = path.resolve(process.argv[2] ?? path.join(root, 'packs'));

for (const dir of ['packages/domain', 'packages/ui']) {
  const started = Date.now();
  const packed = packPackage(path.join(root, dir), destination);
  console.log(`${packed.name}@${packed.version}: ${packed.tarball} (${Date.now() - started} ms)`);
}
