import type { CatalogToolkit } from '../catalog/types';

/** The schemes a toolkit accepts; a no-auth toolkit accepts exactly NO_AUTH. */
export function toolkitAuthSchemes(toolkit: CatalogToolkit): string[] {
  if (toolkit.noAuth) return ['NO_AUTH'];
  return toolkit.authSchemes.length > 0 ? [...toolkit.authSchemes] : ['NO_AUTH'];
}

/** The scheme of a vendor-managed config: the first vendor-managed scheme, else the first scheme. */
export function vendorManagedScheme(toolkit: CatalogToolkit): string {
  const schemes = toolkitAuthSchemes(toolkit);
  return toolkit.vendorManagedAuthSchemes.find((s) => schemes.includes(s)) ?? schemes[0] ?? 'NO_AUTH';
}
