import type { Migration } from '../migrate';

/** One FAQ question with its options, in English and Chinese, as seeded. */
export interface SeedQuestion {
  id: string;
  required: boolean;
  en: string;
  cn: string;
  options: [id: string, en: string, cn: string][];
}

/** The questionnaire a member answers once: their experience with carbon credits and their goals. */
export const FAQ_SEED: SeedQuestion[] = [
  {
    id: 'experience',
    required: true,
    en: 'How familiar are you with carbon credits?',
    cn: '您对碳信用了解多少？',
    options: [
      ['new', 'I am new to them', '我刚刚接触'],
      ['read', 'I have read about them', '我了解过相关知识'],
      ['bought', 'I have bought carbon credits before', '我以前购买过碳信用'],
      ['regular', 'I buy or sell them regularly', '我经常买卖碳信用'],
    ],
  },
  {
    id: 'goal',
    required: true,
    en: 'What is your main goal with carbon credits?',
    cn: '您购买碳信用的主要目的是什么？',
    options: [
      ['offset_personal', "Offset my own or my family's emissions", '抵消我个人或家庭的碳排放'],
      ['offset_business', "Offset my company's emissions", '抵消我公司的碳排放'],
      ['invest', 'Hold credits as an investment', '作为投资持有碳信用'],
      ['support', 'Support climate projects', '支持气候项目'],
    ],
  },
  {
    id: 'horizon',
    required: true,
    en: 'How long do you plan to hold your credits?',
    cn: '您计划持有碳信用多长时间？',
    options: [
      ['under_1y', 'Less than a year', '不到一年'],
      ['1_3y', '1 to 3 years', '一至三年'],
      ['over_3y', 'More than 3 years', '三年以上'],
      ['unsure', 'Not sure yet', '还不确定'],
    ],
  },
  {
    id: 'project_type',
    required: true,
    en: 'Which kind of project interests you most?',
    cn: '您最感兴趣的是哪类项目？',
    options: [
      ['nature', 'Forests and nature', '森林与自然保护'],
      ['renewable', 'Renewable energy', '可再生能源'],
      ['community', 'Community projects such as clean cookstoves', '清洁炉灶等社区项目'],
      ['any', 'Any verified project', '任何经过核证的项目'],
    ],
  },
  {
    id: 'source',
    required: false,
    en: 'How did you hear about us? (optional)',
    cn: '您是如何了解到我们的？（选填）',
    options: [
      ['friend', 'From a friend or colleague', '朋友或同事介绍'],
      ['search', 'Web search', '网络搜索'],
      ['social', 'Social media', '社交媒体'],
      ['news', 'News or an article', '新闻或文章'],
      ['other', 'Somewhere else', '其他途径'],
    ],
  },
];

/** One news post in English and Chinese, as seeded. */
export interface SeedNews {
  published: string;
  title: [en: string, cn: string];
  summary: [en: string, cn: string];
  body: [en: string, cn: string];
}

/** Three short posts so the news list of a fresh demo is not empty. */
export const NEWS_SEED: SeedNews[] = [
  {
    published: '2025-01-15T02:00:00.000Z',
    title: ['Welcome to Carbon Market', '欢迎来到 Carbon Market'],
    summary: [
      'Buy and sell verified carbon credits in Singapore dollars, from your phone.',
      '用手机以新加坡元买卖经过核证的碳信用。',
    ],
    body: [
      '<p>Carbon Market lets you buy verified carbon credits by the ton, follow your holdings and sell them when you wish.</p><p>Start with the <strong>carbon footprint</strong> questionnaire in your profile to see how many tons offset a year of your life.</p>',
      '<p>在 Carbon Market，您可以按吨购买经过核证的碳信用，随时查看持仓，并按需出售。</p><p>不妨先在个人中心完成<strong>碳足迹</strong>问卷，看看抵消您一年的排放需要多少吨。</p>',
    ],
  },
  {
    published: '2025-02-03T02:00:00.000Z',
    title: ['What is a carbon credit?', '什么是碳信用？'],
    summary: [
      'One credit stands for one ton of CO2 kept out of the air or taken out of it.',
      '一个碳信用代表减少或清除了一吨二氧化碳。',
    ],
    body: [
      '<h2>One ton, verified</h2><p>A carbon credit represents one metric ton of carbon dioxide (or its equivalent) that a project avoided or removed. Independent agencies check the project before credits are issued.</p><ul><li>Forest protection and planting</li><li>Renewable energy</li><li>Clean cookstoves</li></ul>',
      '<h2>一吨，经过核证</h2><p>一个碳信用代表某个项目减少或清除的一公吨二氧化碳（或其当量）。碳信用签发前，项目须经独立机构核查。</p><ul><li>森林保护与植树造林</li><li>可再生能源</li><li>清洁炉灶</li></ul>',
    ],
  },
  {
    published: '2025-03-10T02:00:00.000Z',
    title: ['Presale projects explained', '预售项目说明'],
    summary: [
      'Book credits of an upcoming project with a booking fee now and pay the rest later.',
      '现在支付预订费预订即将推出项目的碳信用，余款稍后支付。',
    ],
    body: [
      '<p>A presale lets you reserve credits before a project issues them. You pay a <strong>booking fee</strong> now; when the final price and tons are known you have a few days to make the final payment.</p>',
      '<p>预售让您在项目签发碳信用之前预订。现在支付<strong>预订费</strong>，待最终价格和吨数确定后，您有数天时间支付尾款。</p>',
    ],
  },
];

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

const faqSeedSql = FAQ_SEED.map(
  (q, position) =>
    `INSERT INTO faq_questions (id, position, kind, required, text_en, text_cn) VALUES (${quote(q.id)}, ${position + 1}, 'single', ${q.required ? 1 : 0}, ${quote(q.en)}, ${quote(q.cn)});\n` +
    q.options
      .map(
        ([id, en, cn], index) =>
          `INSERT INTO faq_options (question_id, id, position, text_en, text_cn) VALUES (${quote(q.id)}, ${quote(id)}, ${index + 1}, ${quote(en)}, ${quote(cn)});`,
      )
      .join('\n'),
).join('\n');

const newsSeedSql = NEWS_SEED.map(
  (n) =>
    `INSERT INTO news (title_en, title_cn, summary_en, summary_cn, body_en, body_cn, image_url, published_at, created_at) VALUES (${[
      ...n.title,
      ...n.summary,
      ...n.body,
    ]
      .map(quote)
      .join(', ')}, NULL, ${quote(n.published)}, ${quote(n.published)});`,
).join('\n');

/**
 * Version 6: content. The FAQ questionnaire (questions, options and each member's answers),
 * news, notifications (to one member, or to every member with `member_id` NULL) with per-member
 * read marks, and carbon-footprint results in integer thousandths of a ton. Every text a member
 * reads is stored in English and Chinese. Seeds the FAQ questions and three demo news posts.
 */
export const contentMigration: Migration = {
  version: 6,
  name: 'faq, news, notifications and carbon footprint',
  sql: `
    CREATE TABLE faq_questions (
      id TEXT PRIMARY KEY,
      position INTEGER NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('single')),
      required INTEGER NOT NULL CHECK (required IN (0, 1)),
      text_en TEXT NOT NULL,
      text_cn TEXT NOT NULL
    ) STRICT;
    CREATE TABLE faq_options (
      question_id TEXT NOT NULL REFERENCES faq_questions (id),
      id TEXT NOT NULL,
      position INTEGER NOT NULL,
      text_en TEXT NOT NULL,
      text_cn TEXT NOT NULL,
      PRIMARY KEY (question_id, id)
    ) STRICT;
    CREATE TABLE faq_answers (
      member_id INTEGER NOT NULL REFERENCES members (id),
      question_id TEXT NOT NULL,
      option_id TEXT NOT NULL,
      answered_at TEXT NOT NULL,
      PRIMARY KEY (member_id, question_id),
      FOREIGN KEY (question_id, option_id) REFERENCES faq_options (question_id, id)
    ) STRICT;
    CREATE TABLE news (
      id INTEGER PRIMARY KEY,
      title_en TEXT NOT NULL,
      title_cn TEXT NOT NULL,
      summary_en TEXT NOT NULL,
      summary_cn TEXT NOT NULL,
      -- Sanitised HTML.
      body_en TEXT NOT NULL,
      body_cn TEXT NOT NULL,
      image_url TEXT,
      published_at TEXT NOT NULL,
      created_at TEXT NOT NULL
    ) STRICT;
    CREATE INDEX news_published ON news (published_at, id);
    CREATE TABLE notifications (
      id INTEGER PRIMARY KEY,
      -- NULL: for every member who had joined when it was sent.
      member_id INTEGER REFERENCES members (id),
      title_en TEXT NOT NULL,
      title_cn TEXT NOT NULL,
      body_en TEXT NOT NULL,
      body_cn TEXT NOT NULL,
      created_at TEXT NOT NULL
    ) STRICT;
    CREATE INDEX notifications_member ON notifications (member_id, id);
    CREATE TABLE notification_reads (
      member_id INTEGER NOT NULL REFERENCES members (id),
      notification_id INTEGER NOT NULL REFERENCES notifications (id) ON DELETE CASCADE,
      read_at TEXT NOT NULL,
      PRIMARY KEY (member_id, notification_id)
    ) STRICT;
    CREATE TABLE footprint_results (
      id INTEGER PRIMARY KEY,
      member_id INTEGER NOT NULL REFERENCES members (id),
      -- The answers as submitted (JSON), to explain the result later.
      answers TEXT NOT NULL,
      home_milli_tons INTEGER NOT NULL CHECK (home_milli_tons >= 0),
      transport_milli_tons INTEGER NOT NULL CHECK (transport_milli_tons >= 0),
      flights_milli_tons INTEGER NOT NULL CHECK (flights_milli_tons >= 0),
      diet_milli_tons INTEGER NOT NULL CHECK (diet_milli_tons >= 0),
      total_milli_tons INTEGER NOT NULL CHECK (total_milli_tons >= 0),
      created_at TEXT NOT NULL
    ) STRICT;
    CREATE INDEX footprint_results_member ON footprint_results (member_id, id);
    ${faqSeedSql}
    ${newsSeedSql}
  `,
};
