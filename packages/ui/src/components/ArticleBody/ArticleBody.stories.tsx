import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ArticleBody } from './ArticleBody';
import { samplePicture } from '../../fixtures/newsArticles';
import { onSurface } from '../../testing/onSurface';
import { toLocale } from '../../i18n/locale';

/** An article using every element the body styles, in each language (the operator writes both). */
const ARTICLE = {
  en: `<h2>Why the tax rose</h2>
<p>From 2026 the carbon tax is <strong>S$45 per ton</strong>. Companies may offset up to 5% of their taxable emissions with eligible international credits.</p>
<ul><li>Credits must be from eligible host countries.</li><li>Each credit is one ton of CO2e.</li></ul>
<blockquote>Offsets complement cutting emissions; they do not replace it.</blockquote>
<figure><img src="${samplePicture(160)}" alt="Mangroves at low tide"><figcaption>Mangroves store carbon in their roots and soil.</figcaption></figure>
<h3>Read more</h3>
<p>See the <a href="https://www.nea.gov.sg">National Environment Agency</a> for the rules.</p>`,
  cn: `<h2>碳税为何上调</h2>
<p>自 2026 年起，碳税为<strong>每吨 45 新元</strong>。企业可使用合格的国际碳信用抵消最多 5% 的应税排放。</p>
<ul><li>碳信用须来自合格的东道国。</li><li>每个碳信用代表一吨二氧化碳当量。</li></ul>
<blockquote>抵消是减排的补充，而不是替代。</blockquote>
<figure><img src="${samplePicture(160)}" alt="退潮时的红树林"><figcaption>红树林将碳储存在根系和土壤中。</figcaption></figure>
<h3>了解更多</h3>
<p>规则详见<a href="https://www.nea.gov.sg">国家环境局</a>网站。</p>`,
};

const meta = {
  title: 'Components/ArticleBody',
  component: ArticleBody,
  args: { html: ARTICLE.en },
  render: (args, { globals }) => (
    <ArticleBody
      {...args}
      html={args.html === ARTICLE.en ? ARTICLE[toLocale(globals['locale'])] : args.html}
    />
  ),
  parameters: { layout: 'fullscreen' },
  decorators: [onSurface],
} satisfies Meta<typeof ArticleBody>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Headings, lists, a quote, a captioned picture no wider than the phone, and a link. */
export const Article: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    const picture = canvas.getByRole('img');
    await expect(picture.getBoundingClientRect().width).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().width,
    );
    await expect(canvas.getByRole('link')).toHaveAttribute('href', 'https://www.nea.gov.sg');
  },
};

/**
 * What the operator may paste is sanitised again before it is drawn: no script, no handler, no
 * `javascript:` link, no frame; the text stays.
 */
export const Sanitised: Story = {
  args: {
    html: `<p onclick="alert(1)">Kept text</p><script>window.ran = true</script><a href="javascript:alert(1)">A link</a><iframe src="https://example.com"></iframe>`,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Kept text')).toBeVisible();
    await expect(canvasElement.querySelector('script, iframe, [onclick]')).toBeNull();
    await expect(canvas.getByText('A link')).not.toHaveAttribute('href', 'javascript:alert(1)');
    await expect((window as unknown as { ran?: boolean }).ran).toBeUndefined();
  },
};
