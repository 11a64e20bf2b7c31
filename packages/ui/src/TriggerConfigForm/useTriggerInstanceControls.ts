'use client';
import type { TriggerInstance } from '@patchbay/client';
import { useDeleteTriggerInstance, useSetTriggerInstanceStatus, useTriggerInstances } from '@patchbay/react';
import { useState } from 'react';
import { useEventCallback } from '../shared/useEventCallback';
import { useMemoObject } from '../shared/useMemoObject';

export interface TriggerInstanceControls {
  /** The instance the form edits; null in create mode. */
  instanceId: string | null;
  /** The instance as last read from the service (or as passed in, until then). */
  instance: TriggerInstance | undefined;
  /** True while the instance the app gave by id is still loading. */
  loading: boolean;
  listening: boolean;
  /** Follow another instance (after a save) or none (after a delete). */
  setInstanceId: (id: string | null) => void;
  toggle: (onDone: (listening: boolean) => void) => void;
  toggling: boolean;
  remove: (onDone: (id: string) => void) => void;
  removing: boolean;
  /** Deletes an instance the form replaced with another, without a word to the user. */
  retire: (id: string) => void;
  /** Why the last pause, resume or delete failed. */
  error: unknown;
}

/** The existing instance a form edits: its status, pause/resume and delete. */
export function useTriggerInstanceControls(instanceProp: TriggerInstance | string | undefined): TriggerInstanceControls {
  const propId = typeof instanceProp === 'string' ? instanceProp : instanceProp?.id;
  // After a save or a delete the form follows the result, until the app passes another instance.
  const [followed, setFollowed] = useState<{ from: string | undefined; id: string | null } | null>(null);
  const instanceId = followed && followed.from === propId ? followed.id : (propId ?? null);

  const query = useTriggerInstances({ trigger_ids: instanceId ? [instanceId] : [], show_disabled: true }, { enabled: Boolean(instanceId) });
  const setStatus = useSetTriggerInstanceStatus();
  const deleteInstance = useDeleteTriggerInstance();
  const retireInstance = useDeleteTriggerInstance();

  const fetched = query.data?.items.find((item) => item.id === instanceId);
  const given = typeof instanceProp === 'object' && instanceProp.id === instanceId ? instanceProp : undefined;
  const instance = fetched ?? given;
  const listening = instance ? instance.disabled_at === null : false;

  // The actions are called from events only: one function each, acting on the latest render.
  const setInstanceId = useEventCallback((id: string | null) => setFollowed({ from: propId, id }));
  const toggle = useEventCallback((onDone: (listening: boolean) => void) => {
    if (!instanceId) return;
    setStatus.mutate({ id: instanceId, status: listening ? 'disable' : 'enable' }, { onSuccess: () => onDone(!listening) });
  });
  const remove = useEventCallback((onDone: (id: string) => void) => {
    if (!instanceId) return;
    deleteInstance.mutate(instanceId, {
      onSuccess: () => {
        setFollowed({ from: propId, id: null });
        onDone(instanceId);
      },
    });
  });
  const retire = useEventCallback((id: string) => retireInstance.mutate(id));

  // The same object until the instance or a mutation's state changes: the form's context value holds it.
  return useMemoObject<TriggerInstanceControls>({
    instanceId,
    instance,
    loading: instanceId !== null && instanceId === propId && !instance && query.isPending,
    listening,
    setInstanceId,
    toggle,
    toggling: setStatus.isPending,
    remove,
    removing: deleteInstance.isPending,
    retire,
    error: setStatus.error ?? deleteInstance.error,
  });
}
