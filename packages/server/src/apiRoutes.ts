import { API_ROUTE_GROUPS, PUBLIC_ROUTE_GROUPS, type RouteGroup } from './routeGroups';

/** The routers of `groups`, imported now, in the groups' order. */
const importAll = (groups: readonly RouteGroup[]) => Promise.all(groups.map((group) => group.load()));

/**
 * Every router under each of API_PREFIXES, imported at once: for what reads
 * them all (the OpenAPI document, tests). The app imports each with the first
 * request to its paths instead; both come from the one list, `API_ROUTE_GROUPS`
 * in `routeGroups.ts`.
 */
export const apiRoutes = await importAll(API_ROUTE_GROUPS);

/**
 * The outside world the service plays itself (`PUBLIC_ROUTE_GROUPS` in `routeGroups.ts`): hosted connect page and OAuth
 * provider, presigned uploads, toolkit logos, and the built-in toolkits' APIs.
 */
export const publicRoutes = await importAll(PUBLIC_ROUTE_GROUPS);
