/** The part of a popup window the connect flow touches. */
export interface StoryPopup {
  closed: boolean;
  location: { href: string };
  close(): void;
}

let popup: StoryPopup | null = null;

/** The stand-in popup the story's connect flow opened last (null: none, or blocked). */
export function storyPopup(): StoryPopup | null {
  return popup;
}

/**
 * A story's `beforeEach`: `window.open` hands out a stand-in popup (or null:
 * blocked) for the story's lifetime. The story does in it what a user would
 * do on the hosted page, over HTTP against the same service.
 */
export function stubWindowOpen(blocked = false) {
  return () => {
    // eslint-disable-next-line @typescript-eslint/unbound-method -- kept only to be put back on window as it was
    const original = window.open;
    const fake: StoryPopup = {
      closed: false,
      location: { href: 'about:blank' },
      close() {
        fake.closed = true;
      },
    };
    popup = blocked ? null : fake;
    window.open = () => popup as unknown as Window;
    return () => {
      window.open = original;
      popup = null;
    };
  };
}

/** On the hosted page: Continue to the provider, then Allow or Deny on its consent screen. */
export async function answerConsent(hostedPage: string, decision: 'allow' | 'deny') {
  const page = await (await fetch(hostedPage)).text();
  const authorize = /href="([^"]*\/oauth\/authorize[^"]*)"/.exec(page)?.[1]?.replaceAll('&amp;', '&');
  if (!authorize) throw new Error('The hosted page has no sign-in link.');
  const consent = await (await fetch(authorize)).text();
  const form = new URLSearchParams({ decision });
  for (const [, name, value] of consent.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) {
    form.set(name!, value!.replaceAll('&amp;', '&'));
  }
  const answered = await fetch(new URL('/oauth/authorize', hostedPage), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  // Read to the end, as a browser would: the redirect's last page ends the flow.
  await answered.text();
}
