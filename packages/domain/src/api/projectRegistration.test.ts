import { describe, expect, it } from 'vitest';
import { projectInputSchema } from './endpoints/adminMarket';
import { projectDetailWire, registrationWire, sdgsWire } from './endpoints/projects';
import type { ProjectDetail } from '../model/entities';
import { projectRegistration } from '../model/carbonRegistry';

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

const issues = (overrides: Record<string, unknown>) => {
  const result = projectInputSchema.safeParse({ ...input, ...overrides });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('a new project’s registration and goals', () => {
  it('are optional: none recorded', () => {
    const parsed = projectInputSchema.parse(input);
    expect(parsed.registration).toBeUndefined();
    expect(parsed.sdgs).toBeUndefined();
  });

  it('are read with the goals in their own order', () => {
    const parsed = projectInputSchema.parse({
      ...input,
      registration: { registry: 'gold_standard', registryId: ' GS-2446 ' },
      sdgs: [15, 3, 13],
    });
    expect(parsed.registration).toEqual({ registry: 'gold_standard', registryId: 'GS-2446' });
    expect(parsed.sdgs).toEqual([3, 13, 15]);
  });

  it('refuse a registry we do not know, a bad ID, goals outside 1 to 17 or twice', () => {
    expect(issues({ registration: { registry: 'tree_club', registryId: '1' } })).toEqual({
      'registration.registry': 'OPERATION_FAILED',
    });
    expect(issues({ registration: { registry: 'verra', registryId: '../1' } })).toEqual({
      'registration.registryId': 'REGISTRY_ID_INVALID',
    });
    expect(issues({ registration: { registry: 'verra' } })).toEqual({
      'registration.registryId': 'REQUIRED',
    });
    expect(issues({ sdgs: [0] })).toEqual({ 'sdgs.0': 'OPERATION_FAILED' });
    expect(issues({ sdgs: [18] })).toEqual({ 'sdgs.0': 'OPERATION_FAILED' });
    expect(issues({ sdgs: [13, 13] })).toEqual({ sdgs: 'OPERATION_FAILED' });
    expect(issues({ sdgs: ['13'] })).toEqual({ 'sdgs.0': 'OPERATION_FAILED' });
  });
});

describe('the detail’s registration and goals', () => {
  it('carry the registry’s https page and the goals in order', () => {
    const registration = projectRegistration('verra', '1477');
    expect(registrationWire.parse(registration)).toEqual(registration);
    expect(
      registrationWire.safeParse({ ...registration, url: 'http://registry.verra.org/x' }).success,
    ).toBe(false);
    expect(registrationWire.safeParse({ ...registration, registry: 'tree_club' }).success).toBe(
      false,
    );
    expect(sdgsWire.parse([1, 13, 17])).toEqual([1, 13, 17]);
    for (const bad of [[13, 1], [13, 13], [0], [18], [2.5]])
      expect(sdgsWire.safeParse(bad).success).toBe(false);
  });

  it('read into the entity', () => {
    const shape = projectDetailWire.shape;
    const detail: Pick<ProjectDetail, 'registration' | 'sdgs'> = {
      registration: shape.registration.parse(projectRegistration('gold_standard', '2446')),
      sdgs: shape.sdgs.parse([7, 13]),
    };
    expect(detail.registration?.url).toBe(
      'https://registry.goldstandard.org/projects/details/2446',
    );
    expect(shape.registration.parse(null)).toBeNull();
  });
});
