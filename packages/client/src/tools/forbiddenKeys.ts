/**
 * Keys that reach an object's prototype when assigned (`obj[key] = value`):
 * refused wherever input becomes objects, so no later copy or merge can
 * turn them into a prototype change.
 */
export const FORBIDDEN_KEYS: ReadonlySet<string> = /* @__PURE__ */ new Set(['__proto__', 'constructor', 'prototype']);
