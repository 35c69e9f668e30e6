/** `text` as a regular expression that matches it literally (Vitest's `-t` takes a pattern). */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The command that accepts a changed screenshot as the new baseline: the one story, in the one
 * project (language and theme), written again with `--update=all`.
 */
export function acceptCommand(project: string, storyFile: string, storyName: string): string {
  const pattern = `^${literally(storyName)}$`.replace(/'/g, `'\\''`);
  return `npx vitest run --project ${project} ${storyFile} -t '${pattern}' --update=all`;
}
