import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { projectWire } from './endpoints/projects';
import { errorCodeWire } from './refusal';
import { endpoints } from './registry';
import { adminEndpoints } from './adminRegistry';
import { orderWire, wholeTonsParam } from './endpoints/orders';
import { sellTonsParam } from './endpoints/credits';
import {
  finalTermsFormSchema,
  projectEditSchema,
  projectInputSchema,
  projectStatusFormSchema,
} from './endpoints/adminMarket';
import type { Project, Order } from '../model/entities';
import { issueParams } from '../validation/issueCodes';

const firstCode = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('market request parameters', () => {
  it('read whole tons from text or a JSON integer, and refuse anything else', () => {
    const schema = wholeTonsParam('PRESALE_QUANTITY_INVALID');
    expect(schema.parse('12').toString()).toBe('12');
    expect(schema.parse(' 7 ').toString()).toBe('7');
    expect(schema.parse(3).toString()).toBe('3');
    for (const bad of ['0', '000', '1.5', '-2', '1e3', '', 'x', 2.5, -1, 1e20, null, true])
      expect(firstCode(schema.safeParse(bad)), String(bad)).toBe('PRESALE_QUANTITY_INVALID');
  });

  it('read tons to sell with up to three decimals', () => {
    expect(sellTonsParam.parse('2.125').toString()).toBe('2.125');
    expect(sellTonsParam.parse(4).toString()).toBe('4');
    for (const bad of ['0', '0.000', '1.2345', '-1', 'x', 1.5, null])
      expect(firstCode(sellTonsParam.safeParse(bad)), String(bad)).toBe('TONS_INVALID');
  });

  it('sell tons in steps of 0.001 t, refusing anything else with the step named', () => {
    const quantity = (value: unknown) =>
      endpoints.credits.sell.request.safeParse({ projectId: 1, kind: 'normal', quantity: value });
    expect(
      endpoints.credits.sell.request
        .parse({ projectId: 1, kind: 'normal', quantity: '0.001' })
        .quantity.toString(),
    ).toBe('0.001');
    expect(
      endpoints.credits.sell.request
        .parse({ projectId: 1, kind: 'normal', quantity: 4 })
        .quantity.toString(),
    ).toBe('4');
    for (const bad of ['0', '0.000', '0.0005', '1.2345', '-0.001', '1e3', '', 'x', 0.5, -1, null]) {
      const result = quantity(bad);
      expect(firstCode(result), String(bad)).toBe('SELL_QUANTITY_INVALID');
      expect(result.success ? null : issueParams(result.error), String(bad)).toEqual({
        step: '0.001',
      });
    }
  });

  it('parse whole requests, with query values arriving as text', () => {
    expect(
      endpoints.orders.buy.request.parse({ projectId: '3', quantity: '2', agreed: true }).projectId,
    ).toBe(3);
    expect(firstCode(endpoints.orders.buy.request.safeParse({ projectId: 3, quantity: '2' }))).toBe(
      'TERMS_NOT_AGREED',
    );
    expect(
      firstCode(endpoints.orders.book.request.safeParse({ projectId: 3, quantity: '2' })),
    ).toBe('TERMS_NOT_AGREED');
    expect(
      endpoints.credits.sell.request.parse({ projectId: 1, kind: 'presale', quantity: '0.5' }).kind,
    ).toBe('presale');
    expect(
      firstCode(
        endpoints.credits.sell.request.safeParse({ projectId: 1, kind: 'x', quantity: '1' }),
      ),
    ).toBe('OPERATION_FAILED');
    expect(
      endpoints.orders.list.request.parse({ status: 'pending_final_payment', page: '2' }),
    ).toMatchObject({
      page: 2,
      pageSize: 20,
      status: 'pending_final_payment',
    });
    expect(endpoints.projects.list.request.safeParse({ status: 'sold' }).success).toBe(false);
    expect(
      endpoints.projects.list.request.parse({ status: 'presale', type: 'cookstoves' }),
    ).toMatchObject({ status: 'presale', type: 'cookstoves' });
    for (const bad of ['Cookstoves', 'wind', ''])
      expect(firstCode(endpoints.projects.list.request.safeParse({ type: bad })), bad).toBe(
        'OPERATION_FAILED',
      );
    expect(
      adminEndpoints.setPresaleFinal.request
        .parse({ id: 1, finalUnitPrice: '13', finalTons: '45.5' })
        .finalUnitPrice.toString(),
    ).toBe('13.00');
  });

  it('read catalogue codes in replies and refuse other text', () => {
    expect(errorCodeWire.parse('PROJECT_FULL')).toBe('PROJECT_FULL');
    expect(errorCodeWire.safeParse('Project is full').success).toBe(false);
  });
});

const input = {
  name: 'Mangroves',
  location: 'Johor',
  type: 'blue_carbon',
  standards: ['Verra VCS'],
  unitPrice: '12.50',
  quantity: '100',
  minTons: '1',
  maxTons: '10',
  introduction: 'Replants mangroves.',
  vintage: 2025,
  verificationAgency: 'SCS',
  monitoring: 'Drone survey',
  creditType: 'Removal',
  developer: 'Blue Coast',
};

describe('project input', () => {
  it('fills the defaults', () => {
    const parsed = projectInputSchema.parse(input);
    expect(parsed).toMatchObject({
      status: 'pending_review',
      minLevel: 'P0',
      factSheetUrl: null,
      imageUrl: null,
    });
    expect(parsed.remainingTons).toBeUndefined();
    expect(
      projectInputSchema.parse({
        ...input,
        status: 'presale',
        presale: { bookingFeePercent: '12.5' },
        remainingTons: 0,
        imageUrl: 'https://cdn.example.org/a.jpg',
      }),
    ).toMatchObject({
      presale: { bookingFeePercent: '12.5' },
      imageUrl: 'https://cdn.example.org/a.jpg',
    });
  });

  it('refuses inconsistent bounds, a presale without terms, a window ending first, bad fees', () => {
    const fields = (overrides: Record<string, unknown>) => {
      const result = projectInputSchema.safeParse({ ...input, ...overrides });
      return result.success
        ? {}
        : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
    };
    expect(fields({ minTons: '11' })).toEqual({ maxTons: 'QUANTITY_INVALID' });
    expect(fields({ remainingTons: '101' })).toEqual({ remainingTons: 'QUANTITY_INVALID' });
    expect(fields({ remainingTons: '1.5' })).toEqual({ remainingTons: 'QUANTITY_INVALID' });
    expect(fields({ status: 'reservation_waiting' })).toEqual({ presale: 'REQUIRED' });
    expect(
      fields({ sellingStartsAt: '2026-12-02T00:00:00Z', sellingEndsAt: '2026-12-01T00:00:00Z' }),
    ).toEqual({ sellingEndsAt: 'SELLING_WINDOW_INVALID' });
    expect(fields({ presale: { bookingFeePercent: '0' } })).toEqual({
      'presale.bookingFeePercent': 'PERCENT_INVALID',
    });
    expect(fields({ presale: { bookingFeePercent: '101' } })).toEqual({
      'presale.bookingFeePercent': 'PERCENT_INVALID',
    });
    expect(fields({ imageUrl: '//evil.example/x.png' })).toEqual({ imageUrl: 'URL_INVALID' });
    expect(fields({ vintage: 1980 })).toEqual({ vintage: 'YEAR_INVALID' });
    expect(fields({ vintage: '2025' })).toEqual({ vintage: 'YEAR_INVALID' });
    expect(fields({ presale: { bookingFeePercent: '1e1' } })).toEqual({
      'presale.bookingFeePercent': 'PERCENT_INVALID',
    });
    expect(fields({ type: 'Blue carbon' })).toEqual({ type: 'OPERATION_FAILED' });
  });
});

describe('market replies', () => {
  const project = {
    id: 1,
    name: 'Mangroves',
    location: 'Johor',
    type: 'blue_carbon',
    standards: ['Verra VCS'],
    status: 'presale',
    unitPrice: '12.50',
    currentUnitPrice: '13.00',
    quantity: '100',
    remainingTons: '60',
    minTons: '1',
    maxTons: '10',
    progress: 40,
    introduction: 'Replants mangroves.',
    factSheetUrl: null,
    minLevel: 'P1',
    sellingStartsAt: '2026-11-20T02:00:00.000Z',
    sellingEndsAt: null,
    presale: {
      bookingFeePercent: '10',
      expectedQuantity: '100',
      finalUnitPrice: '13.00',
      finalTons: '90',
    },
    imageUrl: null,
    developer: 'Blue Coast',
    carbon: {
      vintage: 2025,
      verificationAgency: 'SCS',
      monitoring: 'Drone',
      creditType: 'Removal',
    },
  };

  it('read into the domain entities', () => {
    const read: Project = projectWire.parse(project);
    expect(read.presale?.finalUnitPrice?.toString()).toBe('13.00');
    expect(read.sellingStartsAt?.toISOString()).toBe('2026-11-20T02:00:00.000Z');
    expect(read.type).toBe('blue_carbon');
    // A type is a key of the domain's list, never free text.
    expect(projectWire.safeParse({ ...project, type: 'Blue carbon' }).success).toBe(false);
    expect(
      endpoints.projects.detail.response.parse({
        ...project,
        registration: null,
        sdgs: [],
        viewer: null,
      }).viewer,
    ).toBeNull();
    const order: Order = orderWire.parse({
      id: 1,
      orderNo: 'CM20261120000001',
      projectId: 1,
      projectName: 'Mangroves',
      projectImageUrl: null,
      kind: 'presale',
      status: 'pending_final_payment',
      unitPrice: '12.50',
      quantity: '40',
      totalAmount: '500.00',
      bookingFee: '50.00',
      finalPaymentDeadline: '2026-11-27T02:00:00.000Z',
      finalTons: '36',
      finalUnitPrice: '13.00',
      finalPaymentAmount: '418.00',
      finalPaidAt: null,
      forfeited: false,
      forfeitedAt: null,
      createdAt: '2026-11-20T02:00:00.000Z',
    });
    expect(order.finalPaymentAmount?.toString()).toBe('418.00');
    // Every field the wire carries is one of the entity's: screens typed by `Order` see them all.
    const asWire: z.output<typeof orderWire> = order;
    expect(asWire.forfeited).toBe(false);
  });
});

describe('project edits and the console forms', () => {
  const edit = { ...input, id: 9 };

  it('read a description without status, tons or presale terms, under the same rules', () => {
    const parsed = projectEditSchema.parse({ ...edit, status: 'closed', quantity: '5' });
    expect(parsed).toMatchObject({ id: 9, name: 'Mangroves', minLevel: 'P0' });
    expect(parsed).not.toHaveProperty('status');
    expect(parsed).not.toHaveProperty('quantity');
    expect(firstCode(projectEditSchema.safeParse({ ...edit, minTons: '20' }))).toBe(
      'QUANTITY_INVALID',
    );
    expect(
      firstCode(
        projectEditSchema.safeParse({
          ...edit,
          sellingStartsAt: '2026-12-01T00:00:00+08:00',
          sellingEndsAt: '2026-11-01T00:00:00+08:00',
        }),
      ),
    ).toBe('SELLING_WINDOW_INVALID');
    expect(firstCode(projectEditSchema.safeParse({ ...edit, id: 0 }))).not.toBeNull();
  });

  it("check a presale's final terms as typed, with the endpoint's rules", () => {
    const terms = finalTermsFormSchema.parse({ finalUnitPrice: '13.5', finalTons: ' 1620.25 ' });
    expect(terms.finalUnitPrice.toString()).toBe('13.50');
    expect(terms.finalTons.toString()).toBe('1620.25');
    expect(
      firstCode(finalTermsFormSchema.safeParse({ finalUnitPrice: '13', finalTons: '0' })),
    ).toBe('TONS_INVALID');
    expect(
      firstCode(finalTermsFormSchema.safeParse({ finalUnitPrice: '-1', finalTons: '10' })),
    ).toBe('AMOUNT_INVALID');
  });

  it("ask for a project's next status", () => {
    expect(projectStatusFormSchema.parse({ status: 'presale' }).status).toBe('presale');
    expect(firstCode(projectStatusFormSchema.safeParse({ status: '' }))).toBe('REQUIRED');
  });
});
