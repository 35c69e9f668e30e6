/** Lets the browser run what is waiting (input, painting) before the next piece of start-up. */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The shared chunks, each after the chunks it imports (the design system's imports the contract),
 * so that each import evaluates one chunk.
 */
const sharedChunks = [
  () => import('./sharedChunks/rules'),
  () => import('./sharedChunks/zod'),
  () => import('./sharedChunks/forms'),
  () => import('./sharedChunks/contract'),
  () => import('./sharedChunks/designSystem'),
];

/**
 * Evaluates the chunks every first page needs (the rules, zod, the forms, the contract, the design
 * system), one task each, before the routes' chunk that imports them all. Evaluated by that import
 * instead, they would run in one task as long as their sum, blocking a phone's input for it.
 * They are preloaded beside the entry, so this waits on no download.
 */
export async function evaluateSharedChunks(): Promise<void> {
  for (const evaluate of sharedChunks) {
    await evaluate();
    await yieldToMain();
  }
}
