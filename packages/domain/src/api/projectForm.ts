import { z } from 'zod';
import { format } from 'date-fns';
import { addSingaporeDays } from '../time/singapore';
import { inSingapore } from '../time/singaporeZone';
import { projectEditSchema, projectInputSchema } from './endpoints/adminMarket';
import type { StoredProjectTexts } from './endpoints/adminMarket';
import type { projectDetailWire } from './endpoints/projects';

/** A project's texts in one language as the console's form holds them. */
export interface ProjectTextsValues {
  name: string;
  location: string;
  introduction: string;
  developer: string;
  verificationAgency: string;
  monitoring: string;
  creditType: string;
}

/**
 * A project as the console's form holds it, every figure as typed. The names are the paths the
 * endpoints' rules report their refusals on (`translations.cn.name`, `presale.bookingFeePercent`,
 * `registration.registryId`), so each lands on its field. The tons offered and the presale terms
 * are set when the project is created, and kept by an edit.
 */
export interface ProjectFormValues extends ProjectTextsValues {
  type: string;
  /** The certification standards, one per line (or separated by commas). */
  standards: string;
  unitPrice: string;
  quantity: string;
  minTons: string;
  maxTons: string;
  minLevel: string;
  /** The first day of sales (`YYYY-MM-DD`, Singapore), or '' for none. */
  sellingStartsAt: string;
  /** The last day of sales (`YYYY-MM-DD`, Singapore), or '' for none. */
  sellingEndsAt: string;
  /** Sold as a presale: booked for a fee, paid in full once its final terms are set. */
  isPresale: boolean;
  presale: { bookingFeePercent: string; expectedQuantity: string };
  vintage: string;
  registration: { registry: string; registryId: string };
  /** The UN goals, by number as text. */
  sdgs: string[];
  imageUrl: string;
  factSheetUrl: string;
  translations: { cn: ProjectTextsValues };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar day of `text` in Singapore, at its midnight, if it is one. */
function singaporeDay(text: string): Date | null {
  if (!DAY.test(text)) return null;
  const day = new Date(`${text}T00:00:00+08:00`);
  return Number.isNaN(day.getTime()) || format(day, 'yyyy-MM-dd', inSingapore) !== text
    ? null
    : day;
}

const texts = z.object({
  name: z.string(),
  location: z.string(),
  introduction: z.string(),
  developer: z.string(),
  verificationAgency: z.string(),
  monitoring: z.string(),
  creditType: z.string(),
});

/** Optional texts of another language: left empty, they read in English. */
const optional = (text: string) => (text.trim() === '' ? undefined : text);

/**
 * The form's values, checked where the endpoints cannot see the text typed (a date), then read
 * into the endpoints' input: the standards listed, the days as Singapore instants (sales end at
 * the midnight after their last day), the vintage as a number, no registration without a
 * registry, the presale terms only for a presale.
 */
const formValues = z
  .object({
    ...texts.shape,
    type: z.string(),
    standards: z.string(),
    unitPrice: z.string(),
    quantity: z.string(),
    minTons: z.string(),
    maxTons: z.string(),
    minLevel: z.string(),
    sellingStartsAt: z.string(),
    sellingEndsAt: z.string(),
    isPresale: z.boolean(),
    presale: z.object({ bookingFeePercent: z.string(), expectedQuantity: z.string() }),
    vintage: z.string(),
    registration: z.object({ registry: z.string(), registryId: z.string() }),
    sdgs: z.array(z.string()),
    imageUrl: z.string(),
    factSheetUrl: z.string(),
    translations: z.object({ cn: texts }),
  })
  .superRefine((values, ctx) => {
    for (const field of ['sellingStartsAt', 'sellingEndsAt'] as const)
      if (values[field] !== '' && singaporeDay(values[field]) === null)
        ctx.addIssue({ code: 'custom', path: [field], message: 'DATE_INVALID' });
  })
  .transform((values) => {
    const starts = singaporeDay(values.sellingStartsAt);
    const lastDay = singaporeDay(values.sellingEndsAt);
    const cn = values.translations.cn;
    return {
      name: values.name,
      location: values.location,
      type: values.type,
      standards: values.standards
        .split(/[,\n]/)
        .map((standard) => standard.trim())
        .filter((standard) => standard !== ''),
      unitPrice: values.unitPrice,
      quantity: values.quantity,
      minTons: values.minTons,
      maxTons: values.maxTons,
      introduction: values.introduction,
      factSheetUrl: values.factSheetUrl,
      imageUrl: values.imageUrl,
      minLevel: values.minLevel,
      sellingStartsAt: starts === null ? null : starts.toISOString(),
      sellingEndsAt: lastDay === null ? null : addSingaporeDays(lastDay, 1).toISOString(),
      presale: values.isPresale
        ? {
            bookingFeePercent: values.presale.bookingFeePercent.trim(),
            ...(values.presale.expectedQuantity.trim() === ''
              ? {}
              : { expectedQuantity: values.presale.expectedQuantity }),
          }
        : null,
      // A year typed in figures is a number; anything else stays text, and is refused as a year.
      vintage: /^\s*\d{4}\s*$/.test(values.vintage) ? Number(values.vintage) : values.vintage,
      verificationAgency: values.verificationAgency,
      monitoring: values.monitoring,
      creditType: values.creditType,
      developer: values.developer,
      registration:
        values.registration.registry === ''
          ? null
          : { registry: values.registration.registry, registryId: values.registration.registryId },
      translations: {
        cn: {
          name: cn.name,
          location: cn.location,
          introduction: cn.introduction,
          developer: optional(cn.developer),
          verificationAgency: optional(cn.verificationAgency),
          monitoring: optional(cn.monitoring),
          creditType: optional(cn.creditType),
        },
      },
      sdgs: values.sdgs.map(Number),
    };
  });

/**
 * Reads a value with `schema`, passing on its refusals at their paths (a pipe, for a schema whose
 * input is wider than the text the form gives it).
 */
const readWith =
  <S extends z.ZodType>(schema: S) =>
  (value: unknown, ctx: z.RefinementCtx): z.output<S> => {
    const read = schema.safeParse(value);
    if (read.success) return read.data;
    for (const found of read.error.issues)
      ctx.addIssue({
        code: 'custom',
        path: found.path,
        message: found.message,
        ...('params' in found && found.params !== undefined ? { params: found.params } : {}),
      });
    return z.NEVER;
  };

/** A new project's form, read into `admin.createProject`'s input (pending review until moved on). */
export const projectCreateFormSchema = formValues.transform(readWith(projectInputSchema));

/** An edited project's form, read into `admin.updateProject`'s input (tons and terms kept). */
export const projectEditFormSchema = (id: number) =>
  formValues
    .transform(({ quantity: _quantity, presale: _presale, ...described }) => ({
      ...described,
      id,
    }))
    .transform(readWith(projectEditSchema));

/** An empty form for a new project, with the usual defaults. */
export const EMPTY_PROJECT_FORM: ProjectFormValues = {
  name: '',
  location: '',
  introduction: '',
  developer: '',
  verificationAgency: '',
  monitoring: '',
  creditType: '',
  type: '',
  standards: '',
  unitPrice: '',
  quantity: '',
  minTons: '1',
  maxTons: '',
  minLevel: 'P0',
  sellingStartsAt: '',
  sellingEndsAt: '',
  isPresale: false,
  presale: { bookingFeePercent: '', expectedQuantity: '' },
  vintage: '',
  registration: { registry: '', registryId: '' },
  sdgs: [],
  imageUrl: '',
  factSheetUrl: '',
  translations: {
    cn: {
      name: '',
      location: '',
      introduction: '',
      developer: '',
      verificationAgency: '',
      monitoring: '',
      creditType: '',
    },
  },
};

type ProjectDetail = z.output<typeof projectDetailWire>;

/** A project's texts in a language, as its detail in that language gives them. */
const textsOf = (detail: ProjectDetail): ProjectTextsValues => ({
  name: detail.name,
  location: detail.location,
  introduction: detail.introduction,
  developer: detail.developer,
  verificationAgency: detail.carbon.verificationAgency,
  monitoring: detail.carbon.monitoring,
  creditType: detail.carbon.creditType,
});

/** Stored texts as the form holds them: a text not stored is an empty field. */
const storedTextsOf = (texts: StoredProjectTexts | null): ProjectTextsValues => ({
  name: texts?.name ?? '',
  location: texts?.location ?? '',
  introduction: texts?.introduction ?? '',
  developer: texts?.developer ?? '',
  verificationAgency: texts?.verificationAgency ?? '',
  monitoring: texts?.monitoring ?? '',
  creditType: texts?.creditType ?? '',
});

const dayOf = (instant: Date): string => format(instant, 'yyyy-MM-dd', inSingapore);

/**
 * The form of a project to edit, from its detail in English and its Chinese texts as stored
 * (`admin.projectTexts`): a text with no translation is an empty field, never the English one
 * the details would give, so saving stores no copy of the English.
 */
export function projectFormValues(
  en: ProjectDetail,
  cn: StoredProjectTexts | null,
): ProjectFormValues {
  return {
    ...textsOf(en),
    type: en.type,
    standards: en.standards.join('\n'),
    unitPrice: en.unitPrice.toString(),
    quantity: en.quantity.toString(),
    minTons: en.minTons.toString(),
    maxTons: en.maxTons.toString(),
    minLevel: en.minLevel,
    sellingStartsAt: en.sellingStartsAt === null ? '' : dayOf(en.sellingStartsAt),
    // Sales end at the midnight after their last day.
    sellingEndsAt: en.sellingEndsAt === null ? '' : dayOf(new Date(en.sellingEndsAt.getTime() - 1)),
    isPresale: en.presale !== null,
    presale: {
      bookingFeePercent: en.presale?.bookingFeePercent ?? '',
      expectedQuantity: en.presale?.expectedQuantity.toString() ?? '',
    },
    vintage: String(en.carbon.vintage),
    registration: {
      registry: en.registration?.registry ?? '',
      registryId: en.registration?.registryId ?? '',
    },
    sdgs: en.sdgs.map(String),
    imageUrl: en.imageUrl ?? '',
    factSheetUrl: en.factSheetUrl ?? '',
    translations: { cn: storedTextsOf(cn) },
  };
}
