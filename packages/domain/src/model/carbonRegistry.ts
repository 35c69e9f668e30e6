/**
 * The registries carbon credits are issued on. A project is registered on one of them under an ID
 * of that registry; the registry's public page of the project shows its issuances and retirements.
 */
export const CARBON_REGISTRIES = [
  'verra',
  'gold_standard',
  'american_carbon_registry',
  'climate_action_reserve',
] as const;

export type CarbonRegistry = (typeof CARBON_REGISTRIES)[number];

/** A project ID on a registry: 1 to 32 letters, digits, dots, dashes or underscores. */
export const REGISTRY_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$/;

/** Longest registry ID, in characters. */
export const REGISTRY_ID_MAX_LENGTH = 32;

/** Where each registry shows one project, before its ID. */
const PROJECT_PAGE_PREFIX: Record<CarbonRegistry, string> = {
  verra: 'https://registry.verra.org/app/projectDetail/VCS/',
  gold_standard: 'https://registry.goldstandard.org/projects/details/',
  american_carbon_registry: 'https://acr2.apx.com/mymodule/reg/prjView.asp?id1=',
  climate_action_reserve: 'https://thereserve2.apx.com/mymodule/reg/prjView.asp?id1=',
};

export const isCarbonRegistry = (value: unknown): value is CarbonRegistry =>
  typeof value === 'string' && (CARBON_REGISTRIES as readonly string[]).includes(value);

export const isRegistryId = (value: string): boolean => REGISTRY_ID_PATTERN.test(value);

/** The https address of the project's public page on its registry. */
export function registryProjectUrl(registry: CarbonRegistry, registryId: string): string {
  return `${PROJECT_PAGE_PREFIX[registry]}${encodeURIComponent(registryId)}`;
}

/** Where a project's credits are issued: the registry, the project's ID there, and its page. */
export interface ProjectRegistration {
  registry: CarbonRegistry;
  registryId: string;
  /** The project's public page on the registry (https). */
  url: string;
}

/** A project's registration with the address of its registry page. */
export function projectRegistration(
  registry: CarbonRegistry,
  registryId: string,
): ProjectRegistration {
  return { registry, registryId, url: registryProjectUrl(registry, registryId) };
}
