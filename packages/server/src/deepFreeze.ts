/**
 * `value`, and every object and array in it, frozen: for a value that several
 * readers share. An object already frozen is taken as frozen through and
 * through, which holds for what this module froze (fresh parses and derived
 * schemas are never frozen in part).
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
