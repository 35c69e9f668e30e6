/** Lets the browser run what is waiting (input, painting) before the next piece of start-up. */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const reactDom = () => import('./sharedChunks/reactDom');

/**
 * React DOM's client, evaluated in a task of its own (its chunk was two thirds of the entry): after
 * a yield, since a chunk already downloaded would otherwise evaluate in the entry's task.
 */
export async function loadReactDom() {
  await yieldToMain();
  return reactDom();
}

/**
 * The shared chunks, each after the chunks it imports (the design system's imports the contract),
 * so that each import evaluates one chunk.
 */
const sharedChunks = [
  reactDom,
  () => import('./sharedChunks/rules'),
  () => import('./sharedChunks/zod'),
  () => import('./sharedChunks/forms'),
  () => import('./sharedChunks/formsAccount'),
  () => import('./sharedChunks/formsMoney'),
  () => import('./sharedChunks/contractCore'),
  () => import('./sharedChunks/contractProjects'),
  () => import('./sharedChunks/contractCredits'),
  () => import('./sharedChunks/contractWallet'),
  () => import('./sharedChunks/contractAccount'),
  () => import('./sharedChunks/contract'),
  () => import('./sharedChunks/designSystem'),
];

/**
 * Evaluates the chunks every first page needs (React DOM, the rules, zod, the forms and the
 * contract in parts, the design system), one task each, before the routes' chunk that imports them all. Evaluated by that import
 * instead, they would run in one task as long as their sum, blocking a phone's input for it.
 * They are preloaded beside the entry, so this waits on no download.
 */
export async function evaluateSharedChunks(): Promise<void> {
  for (const evaluate of sharedChunks) {
    await yieldToMain();
    await evaluate();
  }
}
