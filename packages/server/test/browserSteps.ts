/** One browser step against the service's pages: redirects are not followed, so every hop is asserted. */
export interface Hop {
  status: number;
  location: string | null;
  html: string;
  headers: Headers;
}

async function hopOf(response: Response): Promise<Hop> {
  return { status: response.status, location: response.headers.get('location'), html: await response.text(), headers: response.headers };
}

/** Opens a page, as a link or a redirect does. */
export async function get(url: string): Promise<Hop> {
  return hopOf(await fetch(url, { redirect: 'manual' }));
}

/** Posts `fields` urlencoded, as a page's form does; `headers` go along, e.g. a client's Basic credentials. */
export async function postForm(url: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Hop> {
  return hopOf(
    await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields),
    }),
  );
}
