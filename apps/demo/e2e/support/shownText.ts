import type { Page } from 'playwright-core';

/** What a page says to its reader: its visible text, and the words of its labels (what a screen reader says of a control) and title. */
export interface ShownText {
  text: string;
  /** Each label's words and where they are, e.g. `the aria-label of a button`. */
  labels: { where: string; text: string }[];
}

/** The attributes whose words a person reads or hears. */
const LABELS = ['aria-label', 'placeholder', 'title', 'alt'] as const;

/**
 * What `page` says now, but the apps' own data: its visible text
 * (`innerText`, which leaves out what is hidden; a select shows only its
 * chosen option) and its labels, both without the elements matched by
 * `data` (the catalog's descriptions and categories, which the vendor writes
 * in English) or marked `lang="en"` (what the page itself says stays English).
 */
export function shownText(page: Page, data: readonly string[]): Promise<ShownText> {
  // No named inner functions: this runs in the page, where a bundler's naming helpers do not exist.
  return page.evaluate(
    ({ data, attributes }) => {
      const apart = [...data, '[lang|="en"]'].join(', ');
      // Hidden for the reading only, and shown again before the page paints: innerText leaves out what is not visible.
      // A select is taken out (Chromium's innerText gives all its options, hidden or not); its chosen option is added below.
      const hidden = [...document.querySelectorAll<HTMLElement>(`${apart}, select`)].map((element) => {
        const property = element instanceof HTMLSelectElement ? 'display' : 'visibility';
        const before = [property, element.style.getPropertyValue(property), element.style.getPropertyPriority(property)] as const;
        element.style.setProperty(property, element instanceof HTMLSelectElement ? 'none' : 'hidden', 'important');
        return { element, before };
      });
      const text = document.body.innerText;
      for (const { element, before } of hidden) element.style.setProperty(...before);
      const chosen = [...document.querySelectorAll('select')]
        .filter((select) => !select.closest(apart) && select.checkVisibility())
        .map((select) => select.selectedOptions[0]?.text ?? '');
      const labels: { where: string; text: string }[] = [];
      for (const attribute of attributes) {
        for (const element of document.querySelectorAll(`[${attribute}]`)) {
          const words = element.getAttribute(attribute)?.trim();
          if (!words || element.closest(apart)) continue;
          labels.push({ where: `the ${attribute} of ${element.getAttribute('role') ?? element.tagName.toLowerCase()}`, text: words });
        }
      }
      if (document.title) labels.push({ where: 'the page title', text: document.title });
      return { text: [text, ...chosen].join('\n'), labels };
    },
    { data: [...data], attributes: [...LABELS] },
  );
}
