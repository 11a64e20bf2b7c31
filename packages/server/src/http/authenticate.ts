import type { MiddlewareHandler } from 'hono';
import { ApiError } from './ApiError';
import type { AppEnv } from './context';
import { hashKey } from './keys';
import type { Store } from '../collections/Store';
import { deepFreeze } from '../deepFreeze';
import { stampedCacheOf, StampedCacheKind } from '../store/StampedCache';

const PROJECT_HEADER = 'x-api-key';
const ORG_HEADER = 'x-org-api-key';

/**
 * Spec 5: organization endpoints (the owner's, under `/org/owner/`) take only
 * the org key, all others only the project key, `/org/project/config` among
 * them, as the vendor's (under either version's prefix).
 */
export function isOrgPath(path: string): boolean {
  return /^\/api\/v3(?:\.1)?\/org\/owner\//.test(path);
}

/**
 * The test controls (`/test_helpers/`, under either prefix): the
 * organization key's while the service runs with them, unknown paths
 * otherwise. No row of the endpoint table lives there.
 */
export function isTestControlPath(path: string): boolean {
  return /^\/api\/v3(?:\.1)?\/test_helpers(?:\/|$)/.test(path);
}

export const authenticate: MiddlewareHandler<AppEnv> = async (c, next) => {
  // c.get reads one variable; c.var builds an object of them all at every read.
  const service = c.get('service');
  const { store } = service;
  const projectKey = c.req.header(PROJECT_HEADER);
  const orgKey = c.req.header(ORG_HEADER);

  // The test controls are the organization's, while they are on; off, their paths are like any unknown one.
  const testControl = service.testControls && isTestControlPath(c.req.path);
  if (isOrgPath(c.req.path) || testControl) {
    if (orgKey === undefined) {
      if (projectKey !== undefined) throw wrongScheme(ORG_HEADER, PROJECT_HEADER);
      throw missingKey(ORG_HEADER);
    }
    const org = store.get('settings', 'org');
    if (org?.id !== 'org' || org.key_hash !== hashKey(orgKey)) throw invalidKey(ORG_HEADER);
    c.set('orgId', org.org_id);
    return next();
  }

  if (projectKey === undefined) {
    if (orgKey !== undefined) throw wrongScheme(PROJECT_HEADER, ORG_HEADER);
    throw missingKey(PROJECT_HEADER);
  }
  const project = projectOfKey(store, hashKey(projectKey));
  if (!project) throw invalidKey(PROJECT_HEADER);
  c.set('project', project);
  return next();
};

/** A project as the requests it authenticates see it (named through the context, which the feature folders build on). */
type Project = AppEnv['Variables']['project'];

/** Each store's live projects by the digest of a key of theirs, kept while nothing in the store changes (two reads per request otherwise). */
const PROJECTS_BY_KEY = new StampedCacheKind<string, Project | undefined>(1000);

/** The live project whose live key has `digest`, frozen (it is shared by the requests that send the key). */
function projectOfKey(store: Store, digest: string): Project | undefined {
  return stampedCacheOf(store, PROJECTS_BY_KEY).get(store, digest, () => {
    const key = store.get('api_keys', digest);
    const project = key && !key.deleted_at ? store.get('projects', key.project_id) : undefined;
    return project && !project.deleted_at ? deepFreeze(project) : undefined;
  });
}

function missingKey(header: string): ApiError {
  return new ApiError('UNAUTHORIZED', `Missing API key: send it in the ${header} header.`, {
    suggestedFix: `Add the header ${header}: <your key>.`,
  });
}

function invalidKey(header: string): ApiError {
  return new ApiError('UNAUTHORIZED', `The key in ${header} is not valid.`, {
    suggestedFix: 'Check the key; a regenerated or deleted project invalidates its earlier keys.',
  });
}

function wrongScheme(expected: string, got: string): ApiError {
  return new ApiError('WRONG_KEY_SCHEME', `This endpoint takes the ${expected} header, not ${got}.`, {
    suggestedFix:
      expected === ORG_HEADER
        ? 'Project management and the test controls need the organization API key.'
        : 'Use a project API key; the organization key only manages projects.',
  });
}
