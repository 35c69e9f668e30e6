// The entry of the bare React app `bench:app` measures beside the real one (built by
// referencePages.ts with Vite): React 19 rendering the Start screen's content in the browser, with
// the app's Latin font (the same four Inter weights) and nothing else. The floor of any
// client-rendered React page.
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import { createRoot } from 'react-dom/client';
import type { StartStrings } from './appPages';
import { startContent } from './startContent';

/** The Start screen's strings, written into the build (Vite's `define`), not the catalogue. */
declare const START_STRINGS: StartStrings;

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(startContent(START_STRINGS));
