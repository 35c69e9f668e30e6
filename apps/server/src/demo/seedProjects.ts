import type { z } from 'zod';
import type { projectInputSchema } from '@carbonmarket/domain/contract';

type ProjectSeed = z.input<typeof projectInputSchema>;

const base: Pick<
  ProjectSeed,
  'standards' | 'factSheetUrl' | 'imageUrl' | 'minLevel' | 'verificationAgency' | 'monitoring'
> = {
  standards: ['Verra VCS'],
  factSheetUrl: '',
  imageUrl: '',
  minLevel: 'P0',
  verificationAgency: 'SCS Global Services',
  monitoring:
    'Annual satellite imagery and field plots, verified by an accredited third party every two years.',
};

/** The base monitoring text, in Chinese. */
const CN_MONITORING = '每年以卫星影像和实地样地监测，每两年由认可的第三方核证。';

/**
 * The demo catalogue (each project pictured by drawn art of its kind, served with the app from
 * `apps/reference/public/demo/projects/`): one project or more in every status, two presales (one taking bookings, one
 * whose final price is set on seeding), a sold-out one and one reserved to higher memberships.
 * Every project names the registry its credits are issued on (matching its standard) with an ID
 * there, and the UN goals it supports. The descriptions and registry IDs are illustrative: no real
 * project is named. Every project's texts are given in Chinese too.
 */
export const SEED_PROJECTS: readonly ProjectSeed[] = [
  {
    ...base,
    name: 'Riau Peatland Restoration',
    location: 'Riau, Indonesia',
    type: 'peatland',
    imageUrl: '/demo/projects/peatland.svg',
    status: 'in_progress',
    unitPrice: '18.50',
    quantity: '20000',
    remainingTons: '12640',
    minTons: '1',
    maxTons: '500',
    introduction:
      'Rewetting drained peat and stopping fires across a degraded peat dome, protecting one of the densest carbon stores in Southeast Asia.',
    vintage: 2024,
    creditType: 'Avoided emissions (REDD+)',
    developer: 'Equator Peat Partners',
    translations: {
      cn: {
        name: '廖内泥炭地修复',
        location: '印度尼西亚 廖内',
        introduction: '为退化泥炭穹顶重新蓄水并阻止火灾，守护东南亚最密集的碳库之一。',
        monitoring: CN_MONITORING,
        creditType: '避免排放（REDD+）',
      },
    },
    registration: { registry: 'verra', registryId: '4127' },
    sdgs: [6, 13, 15],
  },
  {
    ...base,
    name: 'Mekong Delta Mangroves',
    location: 'Cà Mau, Vietnam',
    type: 'blue_carbon',
    imageUrl: '/demo/projects/blue-carbon.svg',
    standards: ['Verra VCS', 'CCB'],
    status: 'in_progress',
    unitPrice: '32.00',
    quantity: '8000',
    remainingTons: '5210',
    minTons: '1',
    maxTons: '200',
    introduction:
      'Replanting mangrove belts along eroding coastline: carbon in roots and soil, nurseries for fish, and a natural sea wall for farming villages.',
    vintage: 2025,
    creditType: 'Removal (afforestation)',
    developer: 'Delta Blue Carbon Co.',
    translations: {
      cn: {
        name: '湄公河三角洲红树林',
        location: '越南 金瓯',
        introduction:
          '沿受侵蚀的海岸线重植红树林带：碳储存在根系与土壤中，为鱼类提供育幼场，也为农村筑起天然海堤。',
        monitoring: CN_MONITORING,
        creditType: '清除（造林）',
      },
    },
    registration: { registry: 'verra', registryId: '4215' },
    sdgs: [1, 5, 8, 13, 14, 15],
  },
  {
    ...base,
    name: 'Sabah Forest Corridor',
    location: 'Sabah, Malaysia',
    type: 'forest_protection',
    imageUrl: '/demo/projects/forest.svg',
    status: 'in_progress',
    unitPrice: '24.80',
    quantity: '15000',
    remainingTons: '9300',
    minTons: '5',
    maxTons: '1000',
    minLevel: 'P2',
    introduction:
      'Protecting a wildlife corridor between two reserves from logging, with ranger patrols funded by the credits. Open to members from level P2.',
    vintage: 2024,
    creditType: 'Avoided emissions (REDD+)',
    developer: 'Borneo Corridor Trust',
    translations: {
      cn: {
        name: '沙巴森林廊道',
        location: '马来西亚 沙巴',
        introduction:
          '保护两个保护区之间的野生动物廊道免遭砍伐，碳信用资助护林员巡逻。面向 P2 及以上等级会员。',
        monitoring: CN_MONITORING,
        creditType: '避免排放（REDD+）',
      },
    },
    registration: { registry: 'verra', registryId: '4302' },
    sdgs: [13, 15, 16],
  },
  {
    ...base,
    name: 'Luzon Solar Villages',
    location: 'Luzon, Philippines',
    type: 'renewable_energy',
    imageUrl: '/demo/projects/solar.svg',
    standards: ['Gold Standard'],
    status: 'presale',
    unitPrice: '14.00',
    quantity: '10000',
    minTons: '10',
    maxTons: '2000',
    presale: { bookingFeePercent: '10', expectedQuantity: '10000' },
    introduction:
      'Solar mini-grids replacing diesel generators in off-grid villages. Book now with a 10% fee; the final price is set when the first verification closes.',
    vintage: 2026,
    verificationAgency: 'TÜV NORD',
    creditType: 'Avoided emissions (renewable energy)',
    developer: 'SunGrid Islands',
    translations: {
      cn: {
        name: '吕宋太阳能村庄',
        location: '菲律宾 吕宋',
        introduction:
          '以太阳能微电网取代离网村庄的柴油发电机。现在预订需支付 10% 订金；首次核证完成后确定最终价格。',
        monitoring: CN_MONITORING,
        creditType: '避免排放（可再生能源）',
      },
    },
    registration: { registry: 'gold_standard', registryId: '12045' },
    sdgs: [1, 3, 7, 8, 13],
  },
  {
    ...base,
    name: 'Cambodia Clean Cookstoves',
    location: 'Kampong Cham, Cambodia',
    type: 'cookstoves',
    imageUrl: '/demo/projects/cookstoves.svg',
    standards: ['Gold Standard'],
    status: 'presale',
    unitPrice: '11.20',
    quantity: '6000',
    minTons: '5',
    maxTons: '1000',
    presale: { bookingFeePercent: '10', expectedQuantity: '6000' },
    introduction:
      'Efficient stoves that halve the wood a family burns, cutting emissions and smoke in the kitchen. The final price of this presale has been set: bookings now owe their final payment.',
    vintage: 2026,
    verificationAgency: 'Earthood',
    creditType: 'Avoided emissions (energy efficiency)',
    developer: 'Hearth Cambodia',
    translations: {
      cn: {
        name: '柬埔寨清洁炉灶',
        location: '柬埔寨 磅湛',
        introduction:
          '高效炉灶让家庭烧柴减半，减少排放和厨房烟雾。本预售的最终价格已确定：预订需支付尾款。',
        monitoring: CN_MONITORING,
        creditType: '避免排放（能效提升）',
      },
    },
    registration: { registry: 'gold_standard', registryId: '12311' },
    sdgs: [1, 3, 5, 7, 13, 15],
  },
  {
    ...base,
    name: 'Java Biogas Farms',
    location: 'Central Java, Indonesia',
    type: 'methane_capture',
    imageUrl: '/demo/projects/methane.svg',
    status: 'not_begun',
    unitPrice: '16.40',
    quantity: '12000',
    minTons: '1',
    maxTons: '300',
    introduction:
      'Household biogas digesters turning dairy manure into cooking gas and fertiliser. Sales open soon.',
    vintage: 2026,
    creditType: 'Avoided emissions (methane)',
    developer: 'Tani Energy',
    translations: {
      cn: {
        name: '爪哇沼气农场',
        location: '印度尼西亚 中爪哇',
        introduction: '家用沼气池把奶牛粪便转化为炊事燃气和肥料。即将开售。',
        monitoring: CN_MONITORING,
        creditType: '避免排放（甲烷）',
      },
    },
    registration: { registry: 'verra', registryId: '4388' },
    sdgs: [2, 7, 12, 13],
  },
  {
    ...base,
    name: 'Chiang Mai Reforestation',
    location: 'Chiang Mai, Thailand',
    type: 'reforestation',
    imageUrl: '/demo/projects/reforestation.svg',
    status: 'pending_review',
    unitPrice: '27.00',
    quantity: '5000',
    minTons: '1',
    maxTons: '100',
    introduction: 'Native-species planting on former cropland, under review by our standards team.',
    vintage: 2026,
    creditType: 'Removal (reforestation)',
    developer: 'Northern Canopy Foundation',
    translations: {
      cn: {
        name: '清迈再造林',
        location: '泰国 清迈',
        introduction: '在原农田上种植本土树种，正由我们的标准团队审核。',
        monitoring: CN_MONITORING,
        creditType: '清除（再造林）',
      },
    },
    registration: { registry: 'verra', registryId: '4421' },
    sdgs: [13, 15],
  },
  {
    ...base,
    name: 'Kalimantan Rainforest Shield',
    location: 'Central Kalimantan, Indonesia',
    type: 'forest_protection',
    imageUrl: '/demo/projects/forest.svg',
    status: 'full',
    unitPrice: '21.00',
    quantity: '10000',
    remainingTons: '0',
    minTons: '1',
    maxTons: '500',
    introduction:
      'Every ton of this vintage has found a buyer. Thank you for protecting the forest.',
    vintage: 2023,
    creditType: 'Avoided emissions (REDD+)',
    developer: 'Shield Forest Alliance',
    translations: {
      cn: {
        name: '加里曼丹雨林护盾',
        location: '印度尼西亚 中加里曼丹',
        introduction: '本年份的每一吨都已售出。感谢您守护这片森林。',
        monitoring: CN_MONITORING,
        creditType: '避免排放（REDD+）',
      },
    },
    registration: { registry: 'verra', registryId: '3980' },
    sdgs: [13, 15],
  },
  {
    ...base,
    name: 'Hanoi Landfill Gas',
    location: 'Hanoi, Vietnam',
    type: 'methane_capture',
    imageUrl: '/demo/projects/methane.svg',
    status: 'ended',
    unitPrice: '9.50',
    quantity: '7000',
    remainingTons: '840',
    minTons: '1',
    maxTons: '500',
    introduction: 'Captured landfill methane to power a generator. This offer has ended.',
    vintage: 2022,
    creditType: 'Avoided emissions (methane)',
    developer: 'Red River Gas',
    translations: {
      cn: {
        name: '河内填埋气',
        location: '越南 河内',
        introduction: '回收填埋场甲烷用于发电。本次发售已结束。',
        monitoring: CN_MONITORING,
        creditType: '避免排放（甲烷）',
      },
    },
    registration: { registry: 'verra', registryId: '3764' },
    sdgs: [3, 7, 11, 13],
  },
  {
    ...base,
    name: 'Yangon Rice Methane Pilot',
    location: 'Yangon Region, Myanmar',
    type: 'agriculture',
    imageUrl: '/demo/projects/agriculture.svg',
    status: 'closed',
    unitPrice: '12.00',
    quantity: '3000',
    remainingTons: '3000',
    minTons: '1',
    maxTons: '100',
    introduction: 'An alternate wetting and drying pilot, closed before sale.',
    vintage: 2025,
    creditType: 'Avoided emissions (agriculture)',
    developer: 'Paddy Climate Lab',
    translations: {
      cn: {
        name: '仰光稻田甲烷试点',
        location: '缅甸 仰光省',
        introduction: '干湿交替灌溉试点，开售前已关闭。',
        monitoring: CN_MONITORING,
        creditType: '避免排放（农业）',
      },
    },
    registration: { registry: 'verra', registryId: '4102' },
    sdgs: [2, 6, 13],
  },
];
