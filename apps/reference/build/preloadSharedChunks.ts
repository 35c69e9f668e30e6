import type { Plugin, Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;

/**
 * Adds `<link rel="modulepreload">` to index.html for the lazily loaded chunks every first page
 * needs, whichever route it is: the design system, the API contract and the data layer. They stay
 * out of the entry chunk (they do not delay its execution) but download beside it instead of after
 * it, which removes a round trip from every cold start. The chunks they import come too.
 */
export function preloadSharedChunks(names: readonly string[]): Plugin {
  return {
    name: 'carbonmarket:preload-shared-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = new Map<string, OutputChunk>();
        for (const file of Object.values(bundle))
          if (file.type === 'chunk') chunks.set(file.fileName, file);
        // The named chunks and everything they import, less what index.html loads already.
        const wanted = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = chunks.get(fileName);
          if (!chunk || chunk.isEntry || wanted.has(fileName)) return;
          wanted.add(fileName);
          chunk.imports.forEach(visit);
        };
        for (const chunk of chunks.values()) if (names.includes(chunk.name)) visit(chunk.fileName);
        return [...wanted].sort().map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `/${fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
