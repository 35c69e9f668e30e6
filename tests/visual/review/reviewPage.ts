import type { ScreenshotChange } from './screenshotChange';

/** One changed story as its page shows it: the pictures are data URIs, so the page stands alone. */
export interface ReviewedChange {
  project: string;
  storyFile: string;
  storyName: string;
  amount: string;
  pictures: Record<keyof Omit<ScreenshotChange, 'amount'>, string>;
  accept: string;
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const STYLE = `
  body { font: 15px/1.5 system-ui, sans-serif; margin: 24px; color: #1b1f1d; background: #f4f6f5; }
  h1 { font-size: 20px; margin: 0 0 4px; }
  code, pre { font: 13px/1.4 ui-monospace, monospace; }
  pre { background: #fff; border: 1px solid #c9d1cd; padding: 8px 12px; overflow-x: auto; }
  .three { display: flex; gap: 16px; flex-wrap: wrap; align-items: flex-start; }
  figure { margin: 0; }
  figcaption { font-weight: 600; margin-bottom: 4px; }
  img { display: block; max-width: 390px; border: 1px solid #c9d1cd; background: #fff; }
  .compare { position: relative; width: fit-content; margin-top: 8px; }
  .compare img { max-width: none; }
  .compare .after { position: absolute; inset: 0; clip-path: inset(0 0 0 var(--cut, 50%)); }
  label { display: block; margin: 16px 0 4px; font-weight: 600; }
  input[type=range] { display: block; width: 390px; }
`;

/**
 * A changed story's review page: before, after and the diff side by side, then both in one frame
 * with a slider between before (left) and after (right), and the command that accepts it.
 */
export function reviewPage(change: ReviewedChange): string {
  const title = `${change.storyName} (${change.project})`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escape(title)}: screenshot changed</title><style>${STYLE}</style></head>
<body>
<h1>${escape(title)}</h1>
<p><code>${escape(change.storyFile)}</code>, ${escape(change.amount)} differ. <a href="index.html">Every change</a></p>
<div class="three">
  <figure><figcaption>Before (baseline)</figcaption><img alt="Before" src="${change.pictures.reference}"></figure>
  <figure><figcaption>After (this run)</figcaption><img alt="After" src="${change.pictures.actual}"></figure>
  <figure><figcaption>Diff</figcaption><img alt="Diff" src="${change.pictures.diff}"></figure>
</div>
<label for="cut">Before ⟷ after</label>
<input id="cut" type="range" min="0" max="100" value="50">
<div class="compare" id="compare">
  <img alt="Before, left of the slider" src="${change.pictures.reference}">
  <img class="after" alt="After, right of the slider" src="${change.pictures.actual}">
</div>
<p>Accept the change as the new baseline:</p>
<pre>${escape(change.accept)}</pre>
<script>
  const cut = document.getElementById('cut');
  const compare = document.getElementById('compare');
  const show = () => compare.style.setProperty('--cut', cut.value + '%');
  cut.addEventListener('input', show);
  show();
</script>
</body>
</html>
`;
}

/** The list of every changed story, each linking to its page, with every command to accept. */
export function reviewIndex(changes: readonly (ReviewedChange & { page: string })[]): string {
  const items = changes
    .map(
      (change) =>
        `<li><a href="${escape(change.page)}">${escape(change.storyName)}</a> (${escape(change.project)}, <code>${escape(change.storyFile)}</code>): ${escape(change.amount)}</li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Screenshots changed: ${changes.length}</title><style>${STYLE}</style></head>
<body>
<h1>Screenshots changed: ${changes.length}</h1>
<ul>
${items}
</ul>
<p>Accept them all:</p>
<pre>${escape(changes.map((change) => change.accept).join('\n'))}</pre>
</body>
</html>
`;
}
