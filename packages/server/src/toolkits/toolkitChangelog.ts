import type { ToolkitChangelog, ToolkitChangelogResponse } from '@patchbay/client';
import type { Catalog, CatalogToolkit } from '../catalog';

/** The changelog does not depend on the request: built once per catalog. */
const changelogs = new WeakMap<Catalog, ToolkitChangelogResponse>();

const day = (iso: string) => iso.slice(0, 10);

/**
 * What the catalog knows of a toolkit's versions, and no more: it keeps one
 * version per toolkit (its current one), with the day it was published, the
 * day the toolkit joined the catalog and, when it is deprecated, its successor.
 */
function changelogOf(toolkit: CatalogToolkit): ToolkitChangelog {
  const notes = [`Current version, published ${day(toolkit.updatedAt)}.`, `In the catalog since ${day(toolkit.createdAt)}.`];
  if (toolkit.deprecated) notes.push(`Deprecated in favour of ${toolkit.deprecated.toolkitId}.`);
  return {
    slug: toolkit.slug,
    name: toolkit.name,
    display_name: toolkit.name,
    versions: [{ version: toolkit.version, changelog: notes.join(' ') }],
  };
}

/** The vendor's `GET /toolkits/changelog`: every toolkit of the catalog, in catalog order, with its versions newest first. */
export function toolkitChangelog(catalog: Catalog): ToolkitChangelogResponse {
  let changelog = changelogs.get(catalog);
  if (!changelog) {
    changelog = { items: catalog.toolkits.map(changelogOf) };
    changelogs.set(catalog, changelog);
  }
  return changelog;
}
