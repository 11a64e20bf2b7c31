import { buildCatalog } from '../catalog';

/** The tool slugs of a toolkit of the catalog the service serves (empty for an unknown toolkit), in catalog order. */
export function toolSlugsOf(toolkitSlug: string): string[] {
  return (
    buildCatalog()
      .toolkit(toolkitSlug)
      ?.tools.map((tool) => tool.slug) ?? []
  );
}
