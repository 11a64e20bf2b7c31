'use client';
import { useEffect, useState } from 'react';

/** The current time, moved on every `intervalMs`, so "5 minutes ago" becomes "6 minutes ago" by itself. */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
