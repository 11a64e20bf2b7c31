/**
 * A value made once per origin a server is reached at, such as what it rewrites URLs to. The Host header names
 * the origin when nothing else does, so made-up hosts must not grow the set: past `max` origins, every value is
 * dropped, and each is made again when next asked for.
 */
export function perOrigin<T>(max: number, make: (origin: string) => T): (origin: string) => T {
  const values = new Map<string, T>();
  return (origin) => {
    let value = values.get(origin);
    if (value === undefined) {
      if (values.size >= max) values.clear();
      value = make(origin);
      values.set(origin, value);
    }
    return value;
  };
}
