import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Endpoint } from './endpoint';
import { endpoints } from './registry';
import { ENDPOINTS } from './allEndpoints';
import { adminEndpoints } from './adminRegistry';
import { adminAccountEndpoints } from './endpoints/adminAccount';
import { adminContentEndpoints } from './endpoints/adminContent';
import { adminMarketEndpoints } from './endpoints/adminMarket';
import { adminAuditEndpoints } from './endpoints/adminAudit';
import { adminMemberEndpoints } from './endpoints/adminMembers';
import { adminOperatorEndpoints, CONSOLE_ENTRY_ENDPOINTS } from './endpoints/adminOperators';

/** Every endpoint at its place: the visitors' areas, and the operator's under `admin`. */
const places = Object.entries({ ...endpoints, admin: adminEndpoints }).flatMap(([area, actions]) =>
  Object.entries(actions as Readonly<Record<string, Endpoint>>).map(
    ([action, endpoint]) => [`${area}.${action}`, endpoint] as const,
  ),
);

describe('endpoints', () => {
  it("builds every endpoint's schemas when first read, once (they are built lazily: ADR 035)", () => {
    for (const endpoint of ENDPOINTS) {
      expect(endpoint.request, endpoint.name).toBeInstanceOf(z.ZodType);
      expect(endpoint.response, endpoint.name).toBeInstanceOf(z.ZodType);
      expect(endpoint.request, endpoint.name).toBe(endpoint.request);
      expect(endpoint.response, endpoint.name).toBe(endpoint.response);
    }
  });

  it('names every endpoint after its place: endpoints.<area>.<action> is named <area>.<action>, adminEndpoints.<action> admin.<action>', () => {
    for (const [place, endpoint] of places) expect(endpoint.name, place).toBe(place);
    for (const [place] of places) expect(place).toMatch(/^[a-z][a-zA-Z]*\.[a-z][a-zA-Z]*$/);
  });

  it('lists in ENDPOINTS exactly the endpoints of the tree, each once', () => {
    const leaves = places.map(([, endpoint]) => endpoint);
    expect(ENDPOINTS).toHaveLength(leaves.length);
    expect(new Set(ENDPOINTS).size).toBe(ENDPOINTS.length);
    expect(new Set(ENDPOINTS)).toEqual(new Set(leaves));
  });

  it("keeps every operator endpoint in adminEndpoints and none in the app's endpoints", () => {
    const parts = [
      adminOperatorEndpoints,
      adminAuditEndpoints,
      adminAccountEndpoints,
      adminMemberEndpoints,
      adminContentEndpoints,
      adminMarketEndpoints,
    ];
    const actions = parts.flatMap((part) => Object.keys(part));
    expect(Object.keys(adminEndpoints).sort()).toEqual([...actions].sort());
    expect(new Set(actions).size).toBe(actions.length);
    const entry: readonly Endpoint[] = CONSOLE_ENTRY_ENDPOINTS;
    for (const endpoint of Object.values(adminEndpoints) as Endpoint[])
      expect(endpoint.access, endpoint.name).toBe(entry.includes(endpoint) ? 'public' : 'admin');
    expect(entry.map((endpoint) => endpoint.name).sort()).toEqual([
      'admin.enrol',
      'admin.enrolment',
      'admin.signIn',
    ]);
    for (const [place, endpoint] of places)
      if (endpoint.role) expect(endpoint.access, place).toBe('admin');
    for (const [place, endpoint] of places)
      if (!place.startsWith('admin.')) expect(endpoint.access, place).not.toBe('admin');
    expect(Object.keys(endpoints)).not.toContain('admin');
  });
});
