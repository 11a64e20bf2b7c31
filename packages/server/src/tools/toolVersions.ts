import type { CatalogToolEntry, CatalogToolkit } from '../catalog';
import { ApiError } from '../http/ApiError';
import { atField } from '../http/atField';

/** What names the latest version of a tool, as the vendor's SDK sends it. */
export const LATEST_VERSION = 'latest';

/**
 * The versions a tool exists in: its toolkit's versions (the catalog keeps
 * one per toolkit, its current one), newest first. Every version lists every
 * tool of the toolkit.
 */
export function toolVersions(toolkit: CatalogToolkit): readonly string[] {
  return [toolkit.version];
}

/**
 * Refuses (404 `Tool_ToolNotFound`, the vendor's answer, which its SDK
 * throws as ComposioToolNotFoundError) a tool asked for in a version it does
 * not exist in. `version` is a tool version ('latest' or `YYYYMMDD_NN`),
 * absent for the latest; `field` is where it was given.
 */
export function requireToolVersion({ toolkit, tool }: CatalogToolEntry, version: string | undefined, field: string): void {
  if (version === undefined || version === LATEST_VERSION) return;
  const versions = toolVersions(toolkit);
  if (versions.includes(version)) return;
  const named = version.length > 100 ? `${version.slice(0, 100)}…` : version;
  throw new ApiError('TOOL_NOT_FOUND', `Tool ${tool.slug} was not found in version '${named}'; it exists in ${versions.join(', ')} (latest).`, {
    ...atField(field, 'invalid_value', `${tool.slug} has versions ${versions.join(', ')}`),
    suggestedFix: `Ask for version '${LATEST_VERSION}' or ${versions.join(', ')}, or leave the version out for the latest.`,
  });
}

/**
 * The version `toolkit_versions` asks for a tool's toolkit: 'latest' as a
 * whole, or its entry for the toolkit (a slug of any case); absent when it
 * names none.
 */
export function toolkitVersionFor(toolkit: CatalogToolkit, versions: string | Record<string, string> | undefined): string | undefined {
  if (versions === undefined || typeof versions === 'string') return versions;
  const entry = Object.entries(versions).find(([slug]) => slug.toLowerCase() === toolkit.slug);
  return entry?.[1];
}
