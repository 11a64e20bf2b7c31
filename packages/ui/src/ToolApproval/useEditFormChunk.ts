'use client';
import { useEffect, useRef, useState } from 'react';
import { loadedToolApprovalEditForm, loadToolApprovalEditForm, type EditFormComponent } from './loadToolApprovalEditForm';

export interface EditFormChunk {
  /** The form, once its chunk is here (at once when another card already loaded it). */
  EditForm: EditFormComponent | null;
  /** Edit was pressed and the form's chunk is on its way. */
  loading: boolean;
  /** Why the chunk could not be fetched (offline, a deploy that removed it); null otherwise. */
  error: unknown;
  /** Fetches the chunk, then calls `ready`, unless `cancel` came first. */
  open: (ready: () => void) => void;
  /** Fetches the chunk ahead of a press (Edit hovered or focused); a failure waits for the press to show. */
  prefetch: () => void;
  /** Another answer was chosen while the chunk loaded: `ready` is not called. */
  cancel: () => void;
}

/** Loading Edit's form on demand: the busy state of the press and a failure to retry. */
export function useEditFormChunk(): EditFormChunk {
  const [EditForm, setEditForm] = useState(loadedToolApprovalEditForm);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  // The press the chunk answers; any later press, cancel or unmount makes it stale.
  const press = useRef(0);
  useEffect(
    () => () => {
      press.current += 1;
    },
    [],
  );

  const open = (ready: () => void) => {
    const current = ++press.current;
    setError(null);
    // Here already (an earlier card, or the prefetch): no busy state to flash.
    const loaded = loadedToolApprovalEditForm();
    if (loaded) {
      setEditForm(() => loaded);
      ready();
      return;
    }
    setLoading(true);
    loadToolApprovalEditForm().then(
      (component) => {
        if (current !== press.current) return;
        setEditForm(() => component);
        setLoading(false);
        ready();
      },
      (failure: unknown) => {
        if (current !== press.current) return;
        setLoading(false);
        setError(failure);
      },
    );
  };
  const cancel = () => {
    press.current += 1;
    setLoading(false);
    setError(null);
  };
  const prefetch = () => {
    loadToolApprovalEditForm().catch(() => {});
  };
  return { EditForm, loading, error, open, prefetch, cancel };
}
