import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CARBON_REGISTRIES,
  isCarbonRegistry,
  isRegistryId,
  projectRegistration,
  registryProjectUrl,
} from './carbonRegistry';

const registryIds = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$/);

describe('registry pages', () => {
  it('point at the registry of the project, with its ID', () => {
    expect(registryProjectUrl('verra', '1477')).toBe(
      'https://registry.verra.org/app/projectDetail/VCS/1477',
    );
    expect(registryProjectUrl('gold_standard', '2446')).toBe(
      'https://registry.goldstandard.org/projects/details/2446',
    );
    expect(projectRegistration('climate_action_reserve', 'CAR1234')).toEqual({
      registry: 'climate_action_reserve',
      registryId: 'CAR1234',
      url: 'https://thereserve2.apx.com/mymodule/reg/prjView.asp?id1=CAR1234',
    });
  });

  it('are https addresses on the registry’s own host, ending with the ID, for every registry and ID', () => {
    const hostOf = (url: string) => /^https:\/\/([^/?#]+)[/?]/.exec(url)?.[1];
    const hosts = new Set(
      CARBON_REGISTRIES.map((registry) => hostOf(registryProjectUrl(registry, '1'))),
    );
    expect(hosts.size).toBe(CARBON_REGISTRIES.length);
    fc.assert(
      fc.property(fc.constantFrom(...CARBON_REGISTRIES), registryIds, (registry, id) => {
        const url = registryProjectUrl(registry, id);
        return (
          url.startsWith('https://') &&
          url.endsWith(encodeURIComponent(id)) &&
          hostOf(url) === hostOf(registryProjectUrl(registry, '1'))
        );
      }),
    );
  });

  it('accept registry IDs of letters, digits and separators only', () => {
    expect(isRegistryId('VCS-1477')).toBe(true);
    expect(isRegistryId('ACR.123_a')).toBe(true);
    expect(isRegistryId('')).toBe(false);
    expect(isRegistryId('-1')).toBe(false);
    expect(isRegistryId('1/../admin')).toBe(false);
    expect(isRegistryId('a'.repeat(33))).toBe(false);
    fc.assert(fc.property(registryIds, (id) => isRegistryId(id)));
  });

  it('know their registries', () => {
    expect(CARBON_REGISTRIES.every(isCarbonRegistry)).toBe(true);
    expect(isCarbonRegistry('ministry_of_trees')).toBe(false);
    expect(isCarbonRegistry(1)).toBe(false);
  });
});
