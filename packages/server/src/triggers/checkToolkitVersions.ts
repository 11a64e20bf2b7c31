import type { Catalog } from '../catalog';
import { ApiError } from '../http/ApiError';
import { atField } from '../http/atField';

const VERSION_LABEL = /^\d{8}_\d{2}$/;

/**
 * Spec 9.4: `toolkit_versions` is 'latest' or a version per toolkit. The
 * service keeps only each toolkit's current version, so any other requested
 * version does not exist. `part` names where the value came from in errors.
 */
export function checkToolkitVersions(catalog: Catalog, versions: string | Record<string, string> | null | undefined, part: 'query' | 'body'): void {
  if (versions === undefined || versions === null || versions === 'latest') return;
  if (typeof versions === 'string') {
    throw new ApiError('BAD_REQUEST', `toolkit_versions must be 'latest' or a version per toolkit, not '${versions}'.`, {
      ...atField(`${part}.toolkit_versions`, 'invalid_format', "expected 'latest' or toolkit_versions[<toolkit slug>]=<YYYYMMDD_NN>"),
      suggestedFix:
        part === 'query'
          ? "Send toolkit_versions=latest, or toolkit_versions[github]=20250101_00 to pick one toolkit's version."
          : 'Send "latest", or an object such as {"github": "20250101_00"}.',
    });
  }
  for (const [slug, version] of Object.entries(versions)) {
    const field = `${part}.toolkit_versions.${slug}`;
    const toolkit = catalog.toolkit(slug.toLowerCase());
    if (!toolkit) {
      throw new ApiError('NOT_FOUND', `Toolkit '${slug}' in toolkit_versions was not found.`, {
        ...atField(field, 'invalid_value', 'unknown toolkit'),
        suggestedFix: 'Use toolkit slugs from POST /api/v3/toolkits/multi.',
      });
    }
    if (version === 'latest' || version === toolkit.version) continue;
    if (!VERSION_LABEL.test(version)) {
      throw new ApiError('BAD_REQUEST', `'${version}' is not a version label.`, {
        ...atField(field, 'invalid_format', "expected 'latest' or a version of the form YYYYMMDD_NN"),
        suggestedFix: `Use 'latest' or ${toolkit.version}.`,
      });
    }
    throw new ApiError('NOT_FOUND', `Version '${version}' of toolkit '${toolkit.slug}' was not found; its only version is '${toolkit.version}'.`, {
      ...atField(field, 'invalid_value', `available versions: ${toolkit.version} (latest)`),
      suggestedFix: `Use 'latest' or ${toolkit.version}.`,
    });
  }
}
