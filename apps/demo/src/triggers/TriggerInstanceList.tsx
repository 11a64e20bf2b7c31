import type { TriggerInstance } from '@patchbay/client';
import { LiveRegion } from '@patchbay/ui';
import { useRef, useState } from 'react';
import { useDemoMessages } from '../i18n/DemoLanguageContext';
import { useFocusAfterDelete } from '../shared/useFocusAfterDelete';
import { TriggerInstanceRow } from './TriggerInstanceRow';

export interface TriggerInstanceListProps {
  instances: TriggerInstance[];
  /** Where focus goes when the last trigger is deleted (the panel's heading). */
  fallbackFocus: () => HTMLElement | null;
}

/**
 * The user's triggers, with one polite live region for what their buttons did (a deleted row cannot
 * say it itself). When a row goes, focus moves to the next row's first button (or the previous
 * row's, or `fallbackFocus`), so a keyboard user keeps their place.
 */
export function TriggerInstanceList({ instances, fallbackFocus }: TriggerInstanceListProps) {
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });
  const listRef = useRef<HTMLUListElement>(null);
  const words = useDemoMessages().triggers;
  const focus = useFocusAfterDelete(
    instances.map((instance) => instance.id),
    { list: listRef, rowAttribute: 'data-trigger-id', fallback: fallbackFocus },
  );
  // The same words twice are read again: the region's text still changes.
  const announce = (text: string) => setAnnouncement((current) => ({ text, count: current.count + 1 }));

  return (
    <>
      {instances.length > 0 ? (
        <ul ref={listRef} className="demo-list" aria-label={words.list}>
          {instances.map((instance) => (
            <TriggerInstanceRow key={instance.id} instance={instance} announce={announce} focus={focus} />
          ))}
        </ul>
      ) : null}
      <LiveRegion message={announcement.text + (announcement.count % 2 ? '' : '\u00a0')} />
    </>
  );
}
