import { DIETS, TRANSPORT_MODES } from './factors';
import type { Diet, TransportMode } from './factors';

/** Text in both languages of the product. */
export interface BilingualText {
  en: string;
  cn: string;
}

/** The part of the footprint a question feeds. */
export const FOOTPRINT_SECTIONS = ['home', 'transport', 'flights', 'diet'] as const;
export type FootprintSection = (typeof FOOTPRINT_SECTIONS)[number];

interface QuestionBase<Id extends string> {
  id: Id;
  section: FootprintSection;
  text: BilingualText;
}

/** A whole number between `min` and `max`, in `unit`. */
export interface NumberQuestion<Id extends string = string> extends QuestionBase<Id> {
  kind: 'number';
  min: number;
  max: number;
  unit: BilingualText;
}

/** One option out of a list. */
export interface ChoiceQuestion<
  Id extends string = string,
  Option extends string = string,
> extends QuestionBase<Id> {
  kind: 'single';
  options: readonly { id: Option; text: BilingualText }[];
}

const TRANSPORT_TEXT: Record<TransportMode, BilingualText> = {
  walk_cycle: { en: 'Walking or cycling', cn: '步行或骑自行车' },
  public_transport: { en: 'MRT and bus', cn: '地铁和巴士' },
  motorcycle: { en: 'Motorcycle', cn: '摩托车' },
  electric_car: { en: 'Electric car', cn: '电动汽车' },
  petrol_car: { en: 'Petrol or hybrid car', cn: '汽油车或混合动力车' },
  taxi: { en: 'Taxi or ride-hailing', cn: '出租车或网约车' },
};

const DIET_TEXT: Record<Diet, BilingualText> = {
  heavy_meat: { en: 'Meat at most meals', cn: '大多数餐都吃肉' },
  average_meat: { en: 'Meat most days', cn: '大多数日子吃肉' },
  light_meat: { en: 'Meat a few times a week', cn: '每周吃几次肉' },
  pescatarian: { en: 'Fish but no meat', cn: '吃鱼但不吃肉' },
  vegetarian: { en: 'Vegetarian', cn: '素食（含蛋奶）' },
  vegan: { en: 'Vegan', cn: '纯素食' },
};

const TIMES: BilingualText = { en: 'trips', cn: '次' };

/** The footprint questionnaire, in the order it is asked. */
export const FOOTPRINT_QUESTIONS = [
  {
    id: 'householdKwh',
    section: 'home',
    kind: 'number',
    min: 0,
    max: 20_000,
    unit: { en: 'kWh per month', cn: '千瓦时/月' },
    text: {
      en: 'How much electricity does your home use in a month? (see your utilities bill)',
      cn: '您家每月用电多少？（见水电费账单）',
    },
  },
  {
    id: 'householdSize',
    section: 'home',
    kind: 'number',
    min: 1,
    max: 20,
    unit: { en: 'people', cn: '人' },
    text: { en: 'How many people live in your home?', cn: '您家里住着几个人？' },
  },
  {
    id: 'transportMode',
    section: 'transport',
    kind: 'single',
    options: TRANSPORT_MODES.map((id) => ({ id, text: TRANSPORT_TEXT[id] })),
    text: { en: 'How do you usually get around?', cn: '您平时主要的出行方式是？' },
  },
  {
    id: 'weeklyKm',
    section: 'transport',
    kind: 'number',
    min: 0,
    max: 5_000,
    unit: { en: 'km per week', cn: '公里/周' },
    text: {
      en: 'About how far do you travel that way in a week?',
      cn: '您每周以这种方式出行大约多少公里？',
    },
  },
  {
    id: 'shortFlights',
    section: 'flights',
    kind: 'number',
    min: 0,
    max: 100,
    unit: TIMES,
    text: {
      en: 'How many return flights under 6 hours did you take in the past year?',
      cn: '过去一年您乘坐了几次 6 小时以内的往返航班？',
    },
  },
  {
    id: 'longFlights',
    section: 'flights',
    kind: 'number',
    min: 0,
    max: 100,
    unit: TIMES,
    text: {
      en: 'How many return flights of 6 hours or more did you take in the past year?',
      cn: '过去一年您乘坐了几次 6 小时及以上的往返航班？',
    },
  },
  {
    id: 'diet',
    section: 'diet',
    kind: 'single',
    options: DIETS.map((id) => ({ id, text: DIET_TEXT[id] })),
    text: { en: 'Which best describes what you eat?', cn: '以下哪项最符合您的饮食习惯？' },
  },
] as const satisfies readonly (NumberQuestion | ChoiceQuestion)[];

export type FootprintQuestion = (typeof FOOTPRINT_QUESTIONS)[number];
export type FootprintQuestionId = FootprintQuestion['id'];
