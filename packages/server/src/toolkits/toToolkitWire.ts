import type { Toolkit } from '@patchbay/client';
import { perOrigin } from '@patchbay/relay/http';
import type { CatalogToolkit } from '../catalog';
import { deepFreeze } from '../deepFreeze';
import { withKnownJsonText } from '../http/knownJsonText';
import { toolkitLogoUrl } from './toolkitUrls';

type FixedParts = Pick<Toolkit, 'auth_schemes' | 'vendor_managed_auth_schemes' | 'composio_managed_auth_schemes' | 'deprecated'> & {
  categories: Toolkit['meta']['categories'];
};

/** What a toolkit's wire holds that no request changes, made once per toolkit and frozen: every answer listing it shares it. */
const fixedParts = new WeakMap<CatalogToolkit, FixedParts>();

function fixedPartsOf(toolkit: CatalogToolkit): FixedParts {
  let parts = fixedParts.get(toolkit);
  if (!parts) {
    parts = deepFreeze({
      auth_schemes: [...toolkit.authSchemes],
      vendor_managed_auth_schemes: [...toolkit.vendorManagedAuthSchemes],
      composio_managed_auth_schemes: [...toolkit.vendorManagedAuthSchemes],
      deprecated: { toolkitId: toolkit.deprecated?.toolkitId ?? '' },
      // The vendor's listing names a category by `id`, its toolkit details by `slug`: both, the same value.
      categories: toolkit.categories.map((c) => ({ id: c.id, slug: c.id, name: c.name })),
    });
    fixedParts.set(toolkit, parts);
  }
  return parts;
}

export function toToolkitWire(origin: string, toolkit: CatalogToolkit): Toolkit {
  const fixed = fixedPartsOf(toolkit);
  return {
    slug: toolkit.slug,
    name: toolkit.name,
    auth_schemes: fixed.auth_schemes,
    vendor_managed_auth_schemes: fixed.vendor_managed_auth_schemes,
    composio_managed_auth_schemes: fixed.composio_managed_auth_schemes,
    is_local_toolkit: toolkit.isLocalToolkit,
    no_auth: toolkit.noAuth,
    type: 'native',
    deprecated: fixed.deprecated,
    meta: {
      created_at: toolkit.createdAt,
      updated_at: toolkit.updatedAt,
      description: toolkit.description,
      logo: toolkitLogoUrl(origin, toolkit.slug),
      app_url: toolkit.appUrl,
      categories: fixed.categories,
      triggers_count: toolkit.triggers.length,
      tools_count: toolkit.tools.length,
      version: toolkit.version,
    },
  };
}

/**
 * Each toolkit's wire, frozen and with its JSON text, per origin the service
 * is reached at: a listing answers the same toolkit the same way to every
 * request from one origin. The Host header names the origin, so at most
 * MAX_ORIGINS are kept (all dropped past it): made-up hosts cannot grow it.
 */
const MAX_ORIGINS = 16;
const wiresOf = perOrigin(MAX_ORIGINS, () => new WeakMap<CatalogToolkit, Toolkit>());

/** toToolkitWire's answer, shared by every listing from `origin` (frozen, its JSON text known). */
export function sharedToolkitWire(origin: string, toolkit: CatalogToolkit): Toolkit {
  const wires = wiresOf(origin);
  let wire = wires.get(toolkit);
  if (!wire) {
    wire = deepFreeze(toToolkitWire(origin, toolkit));
    withKnownJsonText(wire, JSON.stringify(wire));
    wires.set(toolkit, wire);
  }
  return wire;
}
