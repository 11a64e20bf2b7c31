// #region callback
'use client';
import { completeConnectCallback } from '@patchbay/react';
import { useEffect } from 'react';

// The connect popup comes back here: hand the result to the page that opened it.
export default function ConnectCallback() {
  useEffect(() => {
    completeConnectCallback();
  }, []);
  return <p>Finishing…</p>;
}
// #endregion callback
