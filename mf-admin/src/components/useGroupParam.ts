import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

const GROUP_PARAM = 'group';

/**
 * The chosen tab of an admin list, kept in the address (?group=unverified) so a reload, or coming back
 * from a download, shows the same tab. An unknown value shows `defaultKey`.
 */
export function useGroupParam<Key extends string>(
  keys: readonly Key[],
  defaultKey: Key,
): [Key, (key: Key) => void] {
  const [params, setParams] = useSearchParams();
  const wanted = params.get(GROUP_PARAM);
  const group = keys.find((key) => key === wanted) ?? defaultKey;
  const choose = useCallback((key: Key) => setParams({ [GROUP_PARAM]: key }, { replace: true }), [setParams]);
  return [group, choose];
}
