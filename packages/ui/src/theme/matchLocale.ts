/** A tag's language, script and region, filled in with the likely ones (`zh-TW` → zh, Hant, TW); undefined for a malformed tag. */
function parts(tag: string): { language: string; script: string; region: string; exact: string } | undefined {
  try {
    const locale = new Intl.Locale(tag);
    const full = locale.maximize();
    return { language: full.language, script: full.script ?? '', region: full.region ?? '', exact: full.toString() };
  } catch {
    return undefined;
  }
}

/**
 * The first of `available` that serves the user's `requested` languages, most
 * wanted first, or undefined. A tag matches itself or the same language in the
 * same script, nearest region first: `de-AT` gets `de`, `pt-PT` gets `pt-BR`,
 * `zh-Hans-CN` gets `zh-CN`; `zh-TW` (Traditional) never gets `zh-CN`
 * (Simplified). Pure: no reading of the page or the browser.
 */
export function matchLocale(requested: readonly string[], available: readonly string[]): string | undefined {
  const candidates = available.map((tag) => ({ tag, parts: parts(tag) }));
  for (const wanted of requested) {
    const want = parts(wanted);
    if (!want) continue;
    const sameScript = candidates.filter(({ parts: has }) => has && has.language === want.language && has.script === want.script);
    if (sameScript.length === 0) continue;
    // The same tag, then the same region, then the language's own tag (`de` for `de-AT`), then the first listed.
    const match =
      sameScript.find(({ parts: has }) => has!.exact === want.exact) ??
      sameScript.find(({ parts: has }) => has!.region === want.region) ??
      sameScript.find(({ tag }) => tag.toLowerCase() === want.language) ??
      sameScript[0]!;
    return match.tag;
  }
  return undefined;
}
