import { useCallback, useEffect, useState } from 'react';
import type { ClinicianListRequest, ClinicianListResponse } from '@refnet/contracts/clinicians';
import { fetchClinicianList } from '@refnet/shared-ui/clinicians';

export interface ClinicianSearch {
  /** The latest answer; kept while a newer search runs, cleared when a search fails (SPEC §4). */
  data: ClinicianListResponse | null;
  /** A search is running (the first one, a refresh or a retry). */
  loading: boolean;
  /** The latest search failed. */
  failed: boolean;
  retry: () => void;
}

type Settled = { key: string; attempt: number } & ({ ok: true; data: ClinicianListResponse } | { ok: false });

/**
 * Runs POST /clinician-list/ for `request` whenever its content changes (null: not ready to search yet,
 * e.g. waiting for the job roles or the location). An answer to an older request is dropped.
 */
export function useClinicianSearch(request: ClinicianListRequest | null): ClinicianSearch {
  // The request's content, not its identity: callers build a new object on every render.
  const key = request === null ? null : JSON.stringify(request);
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  useEffect(() => {
    if (key === null) return;
    let current = true;
    fetchClinicianList(JSON.parse(key) as ClinicianListRequest).then(
      (data) => current && setSettled({ key, attempt, ok: true, data }),
      (error: unknown) => {
        console.error('Clinician search failed', error);
        if (current) setSettled({ key, attempt, ok: false });
      },
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);

  const loading = key !== null && (settled?.key !== key || settled.attempt !== attempt);
  return {
    data: settled?.ok ? settled.data : null,
    loading,
    failed: !loading && settled?.ok === false,
    retry,
  };
}
