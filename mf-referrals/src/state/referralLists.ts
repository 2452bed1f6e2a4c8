import { atom, type PrimitiveAtom } from 'jotai';
import {
  REFERRAL_REFETCH_MS,
  type InboundReferralsResponse,
  type OutboundReferralsResponse,
} from '@refnet/contracts/referrals';
import { appStore, onSessionCleared } from '@refnet/shared-ui';
import { fetchInboundReferrals, fetchOutboundReferrals } from '@refnet/shared-ui/referrals';

/** A fetched list and when it was asked for; requestedAt null = marked stale, fetch again on next visit. */
export interface StoredList<Data> {
  data: Data;
  requestedAt: number | null;
}

export const inboundListAtom = atom<StoredList<InboundReferralsResponse> | null>(null);
export const outboundListAtom = atom<StoredList<OutboundReferralsResponse> | null>(null);

export type ReferralDirection = 'inbound' | 'outbound';
export interface ReferralListData {
  inbound: InboundReferralsResponse;
  outbound: OutboundReferralsResponse;
}

interface ListSource<Data> {
  atom: PrimitiveAtom<StoredList<Data> | null>;
  fetch: () => Promise<Data>;
}

const SOURCES: { [Direction in ReferralDirection]: ListSource<ReferralListData[Direction]> } = {
  inbound: { atom: inboundListAtom, fetch: fetchInboundReferrals },
  outbound: { atom: outboundListAtom, fetch: fetchOutboundReferrals },
};

export const listAtomFor = <Direction extends ReferralDirection>(direction: Direction) =>
  SOURCES[direction].atom as PrimitiveAtom<StoredList<ReferralListData[Direction]> | null>;

interface RunningRequest {
  promise: Promise<void>;
  /** The list's version when the request was sent. */
  version: number;
}

/** One request per list at a time: a second caller shares the first's answer. */
const inFlight = new Map<ReferralDirection, RunningRequest>();
/** Bumped by markReferralListsStale: an answer to a request sent before the mark may miss the change. */
const listVersions = new Map<ReferralDirection, number>();
/** Bumped on logout, so an answer for the previous user is dropped. */
let sessionGeneration = 0;

const versionOf = (direction: ReferralDirection) => listVersions.get(direction) ?? 0;

/**
 * Fetches the list into its atom. A request already running is shared unless it was sent before the
 * list was last marked stale; then a new one follows it. An answer older than the latest mark is kept
 * but stays stale. SPEC §4: a failed list is emptied (the atom goes back to null) and the failure is
 * passed on, so the screen can offer a retry.
 */
export function loadReferralList(direction: ReferralDirection): Promise<void> {
  const running = inFlight.get(direction);
  const version = versionOf(direction);
  if (running && running.version === version) return running.promise;
  const source = SOURCES[direction] as ListSource<unknown>;
  const generation = sessionGeneration;
  const isCurrentSession = () => generation === sessionGeneration;
  const fetchAndStore = () => {
    if (!isCurrentSession()) return Promise.resolve();
    const requestedAt = Date.now();
    return source.fetch().then(
      (data) => {
        const fresh = version === versionOf(direction);
        if (isCurrentSession()) appStore.set(source.atom, { data, requestedAt: fresh ? requestedAt : null });
      },
      (error: unknown) => {
        if (isCurrentSession()) appStore.set(source.atom, null);
        throw error;
      },
    );
  };
  // Chained, so the newer answer is always stored last.
  const started = running ? running.promise.then(fetchAndStore, fetchAndStore) : fetchAndStore();
  const request: RunningRequest = {
    version,
    promise: started.finally(() => {
      if (inFlight.get(direction) === request) inFlight.delete(direction);
    }),
  };
  inFlight.set(direction, request);
  return request.promise;
}

/** SPEC §4: whether a stored list must be fetched again (absent, marked stale, or older than 10 minutes). */
export function isListStale(stored: StoredList<unknown> | null, now: number = Date.now()): boolean {
  return stored === null || stored.requestedAt === null || now - stored.requestedAt >= REFERRAL_REFETCH_MS;
}

/** Fetches the list only when it is stale (SPEC §4 refetch rule). */
export function loadReferralListIfStale(
  direction: ReferralDirection,
  now: number = Date.now(),
): Promise<void> {
  if (!isListStale(appStore.get((SOURCES[direction] as ListSource<unknown>).atom), now))
    return Promise.resolve();
  return loadReferralList(direction);
}

/** Both lists are fetched again on their next visit (after a referral is sent or changed). */
export function markReferralListsStale(): void {
  for (const [direction, { atom: listAtom }] of Object.entries(SOURCES) as [
    ReferralDirection,
    ListSource<unknown>,
  ][]) {
    listVersions.set(direction, versionOf(direction) + 1);
    const stored = appStore.get(listAtom);
    if (stored) appStore.set(listAtom, { ...stored, requestedAt: null });
  }
}

/** Forgets both lists: another user may sign in next. */
export function clearReferralLists(): void {
  sessionGeneration += 1;
  inFlight.clear();
  for (const { atom: listAtom } of Object.values(SOURCES) as ListSource<unknown>[])
    appStore.set(listAtom, null);
}

onSessionCleared(clearReferralLists);
