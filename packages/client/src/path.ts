/**
 * Tagged template for API paths: every interpolated value is
 * `encodeURIComponent`-ed, so an id can never change the path's shape.
 *
 * @example path`/api/v3/auth_configs/${id}` // '/api/v3/auth_configs/ac%2F..' for a hostile id
 */
export function path(strings: TemplateStringsArray, ...values: (string | number)[]): string {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += encodeURIComponent(String(value)) + (strings[i + 1] ?? '');
  });
  return out;
}
