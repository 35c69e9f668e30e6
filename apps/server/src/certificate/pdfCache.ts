/**
 * The PDFs made lately, by certificate, language and origin: a retirement never changes, so its
 * PDF is made once and sent again while kept. At most `size` are kept (the oldest made goes
 * first); two requests for one PDF at once share its making.
 */
export function createPdfCache(size: number) {
  const kept = new Map<string, Promise<Buffer>>();
  return {
    get(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
      const found = kept.get(key);
      if (found) return found;
      const made = make();
      kept.set(key, made);
      // A PDF that failed is not kept: the next request tries again.
      made.catch(() => kept.delete(key));
      if (kept.size > size) {
        const oldest = kept.keys().next().value;
        if (oldest !== undefined) kept.delete(oldest);
      }
      return made;
    },
    get size() {
      return kept.size;
    },
  };
}
