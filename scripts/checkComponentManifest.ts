// Checks the built Storybook's component manifest (storybook-static/manifests/components.json,
// written by `npm run build-storybook` with `features.componentsManifest`): every component of the
// design system (packages/ui/src/components) and every published screen is in it, with its
// description, and each screen with its props. Exits 1 and names what is missing otherwise.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

interface ManifestEntry {
  name: string;
  path: string;
  description?: string;
  error?: { message: string };
  reactDocgenTypescript?: { props?: Record<string, unknown> };
}

const root = path.join(import.meta.dirname, '..');
const manifest = JSON.parse(
  readFileSync(path.join(root, 'storybook-static/manifests/components.json'), 'utf8'),
) as { components: Record<string, ManifestEntry> };
const entries = Object.values(manifest.components);

/** The folders holding the stories of a component or of a published screen. */
const folders = [
  ...new Set(
    readdirSync(path.join(root, 'packages/ui/src'), { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.stories.tsx'))
      .map((file) => path.dirname(path.normalize(`packages/ui/src/${file}`)))
      .filter(
        (folder) =>
          /^packages\/ui\/src\/components\/\w+$/.test(folder) ||
          /^packages\/ui\/src\/screens\/\w+\/\w+Screen$/.test(folder),
      ),
  ),
].sort();

const problems: string[] = [];
for (const folder of folders) {
  // A component whose stories are in several files has one entry, at one of them.
  const entry = entries.find(
    (candidate) => path.dirname(path.normalize(candidate.path)) === folder,
  );
  if (!entry) problems.push(`${folder}: not in the manifest`);
  else if (entry.error) problems.push(`${folder}: ${entry.error.message.split('\n')[0] ?? ''}`);
  else if (!entry.description?.trim()) problems.push(`${folder}: ${entry.name} has no description`);
  // A screen is drawn from its props alone; a component may take none (the demo notice).
  else if (
    folder.includes('/screens/') &&
    Object.keys(entry.reactDocgenTypescript?.props ?? {}).length === 0
  )
    problems.push(`${folder}: ${entry.name} has no props`);
}

console.log(
  `Component manifest: ${entries.length} entries; ${folders.length} components and screens of ` +
    `the design system checked for description and props; ${problems.length} problems`,
);
for (const problem of problems) console.log(`  ${problem}`);
process.exit(problems.length > 0 ? 1 : 0);
