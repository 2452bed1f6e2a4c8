/** Loads an exposed module of a remote by id (`mf_clinicians/clinicianPicker`). */
export type RemoteModuleLoader = (id: string) => Promise<unknown>;

let loader: RemoteModuleLoader | undefined;

/**
 * The shell registers the remotes with Module Federation and hands its loader over here, so a remote can
 * mount another remote's parcel without knowing where remotes live (they come from /config.json).
 */
export function provideRemoteModuleLoader(load: RemoteModuleLoader): void {
  loader = load;
}

/** Rejects when the shell has not registered the remotes yet or the remote does not expose `id`. */
export async function loadRemoteModule<T>(id: string): Promise<T> {
  const loaded = await loader?.(id);
  if (!loaded) throw new Error(`${id} could not be loaded`);
  return loaded as T;
}

/** The name of the error a remote's load fails with when the shell refused its build as incompatible. */
export const REMOTE_INCOMPATIBLE_ERROR = 'RemoteIncompatible';

/** Whether a failure to load a remote is its build being refused (its card then says it is being updated). */
export function isRemoteIncompatible(error: unknown): boolean {
  return error instanceof Error && error.name === REMOTE_INCOMPATIBLE_ERROR;
}
