import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const LATIN = '@carbonmarket/ui/fonts/latin';
const CHINESE = '@carbonmarket/ui/fonts/chinese';
const VIRTUAL = '\0carbonmarket:member-font:';

interface ManifestChunk {
  file: string;
  src?: string;
  css?: string[];
}

/** The member build's style sheets of the two faces, by their address on the site. */
function memberFontSheets(memberDist: string): { latin: string; chinese: string } {
  const file = path.join(memberDist, '.vite', 'manifest.json');
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  } catch {
    throw new Error(`${file} is missing: build the member app before the console.`);
  }
  const chunks = Object.values(manifest);
  // The entry's style sheet is the Latin face's alone (main.tsx imports it; the design system's
  // styles are styled-components'); the Chinese face is a style sheet of its own.
  const latin = manifest['index.html']?.css;
  const chinese = chunks.find((chunk) => chunk.src?.endsWith('fontsChinese.ts'))?.file;
  if (latin?.length !== 1 || !latin[0] || chinese === undefined || !chinese.endsWith('.css'))
    throw new Error(`${file} does not name the faces' style sheets as expected.`);
  return { latin: `/${latin[0]}`, chinese: `/${chinese}` };
}

/**
 * The console uses the member build's fonts instead of emitting its own copies (ADR 052): the
 * same files, under `/assets/`, cached once by a browser that opens both. The Latin face's sheet
 * is linked from the console's page; importing `@carbonmarket/ui/fonts/chinese` links the Chinese
 * face's sheet and resolves once it has loaded.
 */
export function memberBuildFonts(memberDist: string): Plugin {
  let sheets: { latin: string; chinese: string } | null = null;
  const sheetsOf = () => (sheets ??= memberFontSheets(memberDist));
  return {
    name: 'carbonmarket:member-build-fonts',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      if (id === LATIN) return `${VIRTUAL}latin`;
      if (id === CHINESE) return `${VIRTUAL}chinese`;
      return null;
    },
    load(id) {
      if (id === `${VIRTUAL}latin`) return 'export {};';
      if (id !== `${VIRTUAL}chinese`) return null;
      return `await new Promise((resolve, reject) => {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = ${JSON.stringify(sheetsOf().chinese)};
  link.onload = resolve;
  link.onerror = () => reject(new Error('The Chinese face could not be loaded'));
  document.head.append(link);
});
export {};`;
    },
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'stylesheet', href: sheetsOf().latin }, injectTo: 'head' },
    ],
  };
}
