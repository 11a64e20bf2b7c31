import type { Tool } from '@patchbay/client';
import { toolSchemas, type CatalogTool, type CatalogToolkit } from '../catalog';
import { toolkitLogoUrl } from '../toolkits/toolkitUrls';
import { toolVersions } from './toolVersions';

/** A catalog tool as the API shows it (the vendor's tool shape, the fields that make sense locally). */
export function toToolWire(origin: string, toolkit: CatalogToolkit, tool: CatalogTool): Tool {
  const schemas = toolSchemas(toolkit, tool);
  return {
    slug: tool.slug,
    name: tool.name,
    description: tool.description,
    toolkit: { slug: toolkit.slug, name: toolkit.name, logo: toolkitLogoUrl(origin, toolkit.slug) },
    input_parameters: schemas.input,
    output_parameters: schemas.output,
    tags: [...schemas.tags],
    no_auth: toolkit.noAuth,
    version: toolkit.version,
    available_versions: [...toolVersions(toolkit)],
    is_deprecated: toolkit.deprecated !== undefined,
    // The vendor's: OAuth scopes a tool needs (none are modelled here), and its older deprecated block.
    scopes: [],
    scope_requirements: null,
    deprecated: {
      available_versions: [...toolVersions(toolkit)],
      displayName: tool.name,
      is_deprecated: toolkit.deprecated !== undefined,
      toolkit: { logo: toolkitLogoUrl(origin, toolkit.slug) },
      version: toolkit.version,
    },
  };
}
