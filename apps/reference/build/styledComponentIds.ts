import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Plugin } from 'vite';

/** A styled component's definition: `styled.div`, `styled(Base)`, before its template or attrs. */
const DEFINITION = /\bstyled(\.[A-Za-z][\w]*|\([A-Za-z_$][\w$.]*\))(?=\s*(?:`|\.attrs\b))/g;

/**
 * Gives every styled component of our source a component id derived from its file and position
 * (`.withConfig({ componentId })`), as the styled-components Babel and SWC plugins do. Without it
 * styled-components numbers components in the order their modules run, which differs between the
 * prerender (Node) and the browser (chunks arrive in any order): the class names of a prerendered
 * page would not be the browser's. Runs after TypeScript is stripped, on our files only.
 */
export function styledComponentIds(root: string): Plugin {
  return {
    name: 'carbonmarket:styled-component-ids',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.tsx?$/.test(id) || !code.includes('styled')) return;
      const file = path.relative(root, id).split(path.sep).join('/');
      const prefix = createHash('sha256').update(file).digest('base64url').slice(0, 8);
      let index = 0;
      const result = code.replace(DEFINITION, (definition) => {
        index += 1;
        return `${definition}.withConfig({ componentId: "cm${prefix}-${index}" })`;
      });
      return index === 0 ? undefined : { code: result, map: null };
    },
  };
}
