import { subHours } from 'date-fns';
import { addSingaporeDays } from '@carbonmarket/domain';
import type { Services } from '../services';
import type { NewsDraft } from '../content/newsService';

/** A demo post: its texts, its picture, and how many days before the first start it appeared. */
interface DemoPost extends Omit<NewsDraft, 'publishedAt'> {
  daysAgo: number;
}

/**
 * The demo's own posts, newest first, with pictures and rich text (headings, lists, a quote, an
 * image in the article, a link), so that a fresh demo's news list runs over more than one page.
 */
export const DEMO_NEWS: readonly DemoPost[] = [
  {
    daysAgo: 1,
    imageUrl: '/demo/projects/blue-carbon.svg',
    title: {
      en: 'Mangrove credits from the Mekong Delta are back in stock',
      cn: '湄公河三角洲红树林碳信用重新上架',
    },
    summary: {
      en: 'The latest monitoring period added new tons to the project.',
      cn: '最新监测期为该项目新增了可售吨数。',
    },
    body: {
      en: '<p>The project’s new monitoring report has been verified, and the tons it confirms are on sale now.</p><figure><img src="/demo/projects/blue-carbon.svg" alt="Mangroves along a river bank"><figcaption>Mangroves store carbon in their roots and in the mud below them.</figcaption></figure><h2>What changed</h2><ul><li>New tons from the latest period</li><li>The same price per ton</li><li>Delivery to your credits at once</li></ul><p>Read the <a href="https://verra.org/">registry’s rules</a> for how such tons are counted.</p>',
      cn: '<p>该项目的新一期监测报告已通过核证，报告确认的吨数现已开放购买。</p><figure><img src="/demo/projects/blue-carbon.svg" alt="河岸边的红树林"><figcaption>红树林把碳储存在根系和下方的淤泥中。</figcaption></figure><h2>有哪些变化</h2><ul><li>最新一期新增的吨数</li><li>每吨价格不变</li><li>购买后即刻计入您的碳信用</li></ul><p>有关吨数的计算方法，请参阅<a href="https://verra.org/">登记处的规则</a>。</p>',
    },
  },
  {
    daysAgo: 3,
    imageUrl: '/demo/projects/solar.svg',
    title: { en: 'Solar villages in Luzon: the presale is open', cn: '吕宋太阳能村庄项目开启预售' },
    summary: {
      en: 'Book tons now with a booking fee and pay the rest when the final price is set.',
      cn: '现在支付预订费即可预订，最终价格确定后再支付尾款。',
    },
    body: {
      en: '<p>Rooftop panels will bring power to villages that burn diesel today.</p><blockquote>Every household connected avoids about a ton of CO2 a year.</blockquote><p>Bookings close when the <strong>presale quota</strong> is taken.</p>',
      cn: '<p>屋顶太阳能板将为目前依靠柴油发电的村庄供电。</p><blockquote>每接入一户，每年约可避免一吨二氧化碳排放。</blockquote><p><strong>预售额度</strong>售完即止。</p>',
    },
  },
  {
    daysAgo: 6,
    imageUrl: '/demo/projects/cookstoves.svg',
    title: { en: 'How clean cookstoves cut emissions', cn: '清洁炉灶如何减少排放' },
    summary: {
      en: 'Less wood burnt, cleaner air in the kitchen, and tons a project can count.',
      cn: '少烧木柴，厨房空气更清洁，项目减少的排放可计量。',
    },
    body: {
      en: '<h2>Less wood, less smoke</h2><p>An efficient stove needs about half the wood of an open fire.</p><ol><li>Families buy or collect less fuel</li><li>Forests around villages recover</li><li>Each stove’s use is sampled and verified</li></ol>',
      cn: '<h2>少用木柴，少冒烟</h2><p>高效炉灶所需木柴约为明火的一半。</p><ol><li>家庭购买或收集的燃料减少</li><li>村庄周边的森林得以恢复</li><li>每个炉灶的使用情况均经抽样核证</li></ol>',
    },
  },
  {
    daysAgo: 9,
    imageUrl: '/demo/projects/peatland.svg',
    title: { en: 'Riau peatland: a year of restoration', cn: '廖内泥炭地：修复一周年' },
    summary: {
      en: 'Canals blocked, water levels up, and fewer fires in the dry season.',
      cn: '水渠已封堵，水位回升，旱季火灾减少。',
    },
    body: {
      en: '<p>Wet peat does not burn. Blocking the old drainage canals has raised the water table across the concession.</p><figure><img src="/demo/projects/peatland.svg" alt="Rewetted peat swamp forest"></figure><p>Fire alerts fell by more than half compared with the year before.</p>',
      cn: '<p>湿润的泥炭不会燃烧。封堵旧排水渠后，整个特许区的地下水位得以回升。</p><figure><img src="/demo/projects/peatland.svg" alt="重新湿润的泥炭沼泽森林"></figure><p>与前一年相比，火情警报减少了一半以上。</p>',
    },
  },
  {
    daysAgo: 13,
    imageUrl: '/demo/projects/forest.svg',
    title: {
      en: 'Retiring credits: what your certificate shows',
      cn: '注销碳信用：证书上显示什么',
    },
    summary: {
      en: 'Each retirement gets a public certificate with its serial numbers.',
      cn: '每次注销都会生成一份带序列号的公开证书。',
    },
    body: {
      en: '<p>When you retire tons, nobody can sell them again. Your certificate names the project, the tons and their <em>serial range</em>, and anyone with its link can check it.</p>',
      cn: '<p>注销后的吨数不可再出售。证书列明项目、吨数及其<em>序列号范围</em>，任何获得链接的人都可查验。</p>',
    },
  },
  {
    daysAgo: 17,
    imageUrl: '/demo/projects/methane.svg',
    title: { en: 'Capturing methane at a landfill', cn: '在垃圾填埋场捕集甲烷' },
    summary: {
      en: 'A gas that warms far faster than CO2, burnt to make power instead.',
      cn: '甲烷的升温效应远超二氧化碳，如今被燃烧用于发电。',
    },
    body: {
      en: '<p>Methane from rotting waste is collected through wells and burnt in engines that feed the grid.</p><p>One ton of methane counts as many tons of CO2, which is why these projects issue credits quickly.</p>',
      cn: '<p>垃圾腐烂产生的甲烷经由集气井收集，在发电机中燃烧后并入电网。</p><p>一吨甲烷相当于许多吨二氧化碳，因此这类项目签发碳信用较快。</p>',
    },
  },
  {
    daysAgo: 22,
    imageUrl: '/demo/projects/reforestation.svg',
    title: { en: 'Planting season starts in Sabah', cn: '沙巴植树季开始' },
    summary: {
      en: 'Native species go in along the river corridors first.',
      cn: '首先沿河流廊道种植本地树种。',
    },
    body: {
      en: '<p>Crews will plant native trees along the rivers, where they hold the banks and link the remaining forest.</p>',
      cn: '<p>工作队将沿河种植本地树木，既能稳固河岸，又能连接残存的森林。</p>',
    },
  },
  {
    daysAgo: 27,
    imageUrl: '/demo/projects/agriculture.svg',
    title: { en: 'Farming that keeps carbon in the soil', cn: '让碳留在土壤中的耕作方式' },
    summary: {
      en: 'Cover crops and less tilling store carbon and keep fields fertile.',
      cn: '覆盖作物和少耕既能固碳，又能保持土壤肥力。',
    },
    body: {
      en: '<p>Soil holds more carbon than the air and all plants together. Farmers in the programme are paid for practices that keep it there.</p>',
      cn: '<p>土壤中的碳比大气和所有植物加起来还多。参与项目的农户因采用固碳的耕作方式而获得报酬。</p>',
    },
  },
  {
    daysAgo: 33,
    imageUrl: null,
    title: { en: 'Our fees, explained', cn: '费用说明' },
    summary: {
      en: 'What buying, selling and withdrawing cost.',
      cn: '购买、出售和提现的费用。',
    },
    body: {
      en: '<p>You pay the price per ton shown on a project; there is no fee to buy. Sales and withdrawals have the fees shown on their forms before you confirm.</p>',
      cn: '<p>您按项目显示的每吨价格付款，购买不收手续费。出售和提现的费用会在您确认前显示在表单上。</p>',
    },
  },
];

/** Hours before the first start that the newest post of a day appeared: always in the past. */
const HOURS_BEFORE = 1;

/**
 * The demo's news, dated from the first start (`now`) back: the posts the migration wrote (dated
 * 2025 there) move to the five weeks before `now`, oldest first, keeping their order, and the
 * demo's own posts are published through the news service (their HTML sanitised like the
 * operator's) in the days before.
 */
export async function seedDemoNews(
  services: Pick<Services, 'data' | 'news'>,
  now: Date,
): Promise<void> {
  const { data } = services;
  const dated = (daysAgo: number) => subHours(addSingaporeDays(now, -daysAgo), HOURS_BEFORE);
  const existing = await data
    .q()
    .selectFrom('news')
    .select('id')
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const oldest = Math.max(...DEMO_NEWS.map((post) => post.daysAgo));
  for (const [index, { id }] of existing.entries()) {
    const at = dated(oldest + 4 * (index + 1)).toISOString();
    await data
      .q()
      .updateTable('news')
      .set({ published_at: at, created_at: at })
      .where('id', '=', id)
      .execute();
  }
  for (const { daysAgo, ...draft } of DEMO_NEWS)
    await services.news.publish({ ...draft, publishedAt: dated(daysAgo) }, now);
}
