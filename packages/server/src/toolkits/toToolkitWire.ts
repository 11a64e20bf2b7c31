import type { Toolkit } from '@patchbay/client';
import type { CatalogToolkit } from '../catalog';
import { toolkitLogoUrl } from './toolkitUrls';

export function toToolkitWire(origin: string, toolkit: CatalogToolkit): Toolkit {
  return {
    slug: toolkit.slug,
    name: toolkit.name,
    auth_schemes: [...toolkit.authSchemes],
    vendor_managed_auth_schemes: [...toolkit.vendorManagedAuthSchemes],
    composio_managed_auth_schemes: [...toolkit.vendorManagedAuthSchemes],
    is_local_toolkit: toolkit.isLocalToolkit,
    no_auth: toolkit.noAuth,
    type: 'native',
    deprecated: { toolkitId: toolkit.deprecated?.toolkitId ?? '' },
    meta: {
      created_at: toolkit.createdAt,
      updated_at: toolkit.updatedAt,
      description: toolkit.description,
      logo: toolkitLogoUrl(origin, toolkit.slug),
      app_url: toolkit.appUrl,
      // The vendor's listing names a category by `id`, its toolkit details by `slug`: both, the same value.
      categories: toolkit.categories.map((c) => ({ id: c.id, slug: c.id, name: c.name })),
      triggers_count: toolkit.triggers.length,
      tools_count: toolkit.tools.length,
      version: toolkit.version,
    },
  };
}
