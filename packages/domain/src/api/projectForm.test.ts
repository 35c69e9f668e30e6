import { describe, expect, it } from 'vitest';
import { issueCodes } from '../validation/issueCodes';
import { projectDetailWire } from './endpoints/projects';
import {
  EMPTY_PROJECT_FORM,
  projectCreateFormSchema,
  projectEditFormSchema,
  projectFormValues,
} from './projectForm';
import type { ProjectFormValues } from './projectForm';

/** A new presale as an admin types it, in both languages. */
const typed: ProjectFormValues = {
  ...EMPTY_PROJECT_FORM,
  name: 'Sarawak Solar Longhouses',
  location: 'Sarawak, Malaysia',
  introduction: 'Rooftop solar for longhouse communities.',
  developer: 'Borneo Sun Sdn Bhd',
  verificationAgency: 'SCS Global Services',
  monitoring: 'Metered generation, audited yearly',
  creditType: 'VER',
  type: 'renewable_energy',
  standards: 'Gold Standard,\n CCB ',
  unitPrice: '12.80',
  quantity: '2000',
  minTons: '10',
  maxTons: '100',
  minLevel: 'P1',
  sellingStartsAt: '2026-12-01',
  sellingEndsAt: '2026-12-31',
  isPresale: true,
  presale: { bookingFeePercent: '10', expectedQuantity: '' },
  vintage: '2026',
  registration: { registry: 'gold_standard', registryId: 'GS-2231' },
  sdgs: ['13', '7'],
  translations: {
    cn: {
      ...EMPTY_PROJECT_FORM.translations.cn,
      name: '砂拉越长屋太阳能',
      location: '马来西亚砂拉越',
      introduction: '为长屋社区安装屋顶太阳能。',
    },
  },
};

const codes = (values: ProjectFormValues) => {
  const read = projectCreateFormSchema.safeParse(values);
  return read.success ? {} : issueCodes(read.error);
};

describe("the console's project form", () => {
  it('reads a new project into the create input: standards listed, days in Singapore, terms', () => {
    const input = projectCreateFormSchema.parse(typed);
    expect(input).toMatchObject({
      name: 'Sarawak Solar Longhouses',
      standards: ['Gold Standard', 'CCB'],
      status: 'pending_review',
      minLevel: 'P1',
      vintage: 2026,
      presale: { bookingFeePercent: '10' },
      registration: { registry: 'gold_standard', registryId: 'GS-2231' },
      sdgs: [7, 13],
      imageUrl: null,
      translations: { cn: { name: '砂拉越长屋太阳能', developer: undefined } },
    });
    expect(input.unitPrice.toString()).toBe('12.80');
    expect(input.quantity.toString()).toBe('2000');
    // Sales open at the first day's midnight and close at the midnight after the last day.
    expect(input.sellingStartsAt?.toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(input.sellingEndsAt?.toISOString()).toBe('2026-12-31T16:00:00.000Z');
    expect(projectCreateFormSchema.parse({ ...typed, isPresale: false }).presale).toBeNull();
    expect(
      projectCreateFormSchema.parse({
        ...typed,
        registration: { registry: '', registryId: 'ignored' },
        sellingStartsAt: '',
        sellingEndsAt: '',
      }),
    ).toMatchObject({ registration: null, sellingStartsAt: null, sellingEndsAt: null });
  });

  it('puts each refusal on its field, in catalogue codes', () => {
    expect(codes(EMPTY_PROJECT_FORM)).toMatchObject({
      name: 'REQUIRED',
      type: 'OPERATION_FAILED',
      standards: 'REQUIRED',
      unitPrice: 'REQUIRED',
      vintage: 'YEAR_INVALID',
      'translations.cn.name': 'REQUIRED',
    });
    expect(
      codes({
        ...typed,
        sellingStartsAt: '2026-02-30',
        presale: { bookingFeePercent: '120', expectedQuantity: '' },
        registration: { registry: 'verra', registryId: 'no spaces' },
        vintage: '26',
      }),
    ).toEqual({
      sellingStartsAt: 'DATE_INVALID',
    });
    expect(
      codes({
        ...typed,
        presale: { bookingFeePercent: '120', expectedQuantity: '' },
        registration: { registry: 'verra', registryId: 'no spaces' },
        vintage: '26',
      }),
    ).toEqual({
      'presale.bookingFeePercent': 'PERCENT_INVALID',
      'registration.registryId': 'REGISTRY_ID_INVALID',
      vintage: 'YEAR_INVALID',
    });
    expect(codes({ ...typed, minTons: '200' })).toEqual({ maxTons: 'QUANTITY_INVALID' });
    expect(codes({ ...typed, sellingEndsAt: '2026-11-30' })).toEqual({
      sellingEndsAt: 'SELLING_WINDOW_INVALID',
    });
  });

  it('reads an edit without tons or presale terms, for the project edited', () => {
    const edit = projectEditFormSchema(42).parse({ ...typed, quantity: 'not read' });
    expect(edit).toMatchObject({ id: 42, name: 'Sarawak Solar Longhouses', vintage: 2026 });
    expect(edit).not.toHaveProperty('quantity');
    expect(edit).not.toHaveProperty('presale');
  });

  it('fills the form of a project to edit from its details in both languages', () => {
    const wire = {
      id: 42,
      name: 'Sarawak Solar Longhouses',
      location: 'Sarawak, Malaysia',
      type: 'renewable_energy',
      standards: ['Gold Standard', 'CCB'],
      status: 'presale',
      unitPrice: '12.80',
      currentUnitPrice: '12.80',
      quantity: '2000',
      remainingTons: '2000',
      minTons: '10',
      maxTons: '100',
      progress: 0,
      introduction: 'Rooftop solar for longhouse communities.',
      factSheetUrl: null,
      minLevel: 'P1',
      sellingStartsAt: '2026-11-30T16:00:00.000Z',
      sellingEndsAt: '2026-12-31T16:00:00.000Z',
      presale: {
        bookingFeePercent: '10',
        expectedQuantity: '2000',
        finalUnitPrice: null,
        finalTons: null,
      },
      imageUrl: null,
      developer: 'Borneo Sun Sdn Bhd',
      carbon: {
        vintage: 2026,
        verificationAgency: 'SCS Global Services',
        monitoring: 'Metered generation, audited yearly',
        creditType: 'VER',
      },
      registration: {
        registry: 'gold_standard',
        registryId: 'GS-2231',
        url: 'https://registry.goldstandard.org/projects/details/GS-2231',
      },
      sdgs: [7, 13],
      viewer: null,
    };
    const en = projectDetailWire.parse(wire);
    const cn = {
      name: '砂拉越长屋太阳能',
      location: '马来西亚 砂拉越',
      introduction: '为长屋供电的太阳能。',
      developer: null,
      verificationAgency: 'SCS 全球服务',
      monitoring: null,
      creditType: null,
    };
    const values = projectFormValues(en, cn);
    expect(values).toMatchObject({
      standards: 'Gold Standard\nCCB',
      sellingStartsAt: '2026-12-01',
      sellingEndsAt: '2026-12-31',
      isPresale: true,
      presale: { bookingFeePercent: '10', expectedQuantity: '2000' },
      vintage: '2026',
      sdgs: ['7', '13'],
      // The texts not translated stay empty: the English is not copied into them.
      translations: {
        cn: {
          name: '砂拉越长屋太阳能',
          developer: '',
          verificationAgency: 'SCS 全球服务',
          monitoring: '',
          creditType: '',
        },
      },
    });
    // What the form shows reads back into the same description.
    expect(projectEditFormSchema(42).parse(values)).toMatchObject({
      id: 42,
      sellingStartsAt: en.sellingStartsAt,
      sellingEndsAt: en.sellingEndsAt,
      registration: { registry: 'gold_standard', registryId: 'GS-2231' },
      sdgs: [7, 13],
      translations: { cn: { name: '砂拉越长屋太阳能', verificationAgency: 'SCS 全球服务' } },
    });
    const saved = projectEditFormSchema(42).parse(values);
    expect(saved.translations?.cn).not.toHaveProperty('developer', 'Borneo Sun Sdn Bhd');
    expect(saved.translations?.cn.developer ?? null).toBeNull();

    // A project with no Chinese texts at all: the Chinese fields start empty, to be translated.
    expect(projectFormValues(en, null).translations.cn).toEqual({
      name: '',
      location: '',
      introduction: '',
      developer: '',
      verificationAgency: '',
      monitoring: '',
      creditType: '',
    });
  });
});
