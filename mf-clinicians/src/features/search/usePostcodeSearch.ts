import { useRef, useState } from 'react';
import { POSTCODE_DIRECTORY_LIMITED_MESSAGE } from '@refnet/contracts/accounts';
import { CLINICIAN_MESSAGES } from '@refnet/contracts/clinicians';
import { isApiRequestError } from '@refnet/shared-ui';
import { locatePostcode } from '@refnet/shared-ui/clinicians';
import { searchPointAt, type SearchPoint } from '../../components/search/searchPoint';

export interface PostcodeSearch {
  postcode: string;
  /** Keeps what is typed, upper-cased (SPEC §5). */
  setPostcode: (value: string) => void;
  search: () => Promise<void>;
  locating: boolean;
  /** SPEC §5 "Error locating postcode" after a failed lookup, until the next one succeeds. */
  error: string | null;
}

/**
 * SPEC §5's words, unless the server said its postcode directory is limited (issue 17): then its words,
 * which say how an administrator fills it.
 */
const lookupFailureMessage = (error: unknown) =>
  isApiRequestError(error) && error.serverMessage?.message === POSTCODE_DIRECTORY_LIMITED_MESSAGE
    ? POSTCODE_DIRECTORY_LIMITED_MESSAGE
    : CLINICIAN_MESSAGES.postcodeNotLocated;

/** SPEC §5 postcode search: locates the postcode and hands its point to `onLocated`. */
export function usePostcodeSearch(onLocated: (point: SearchPoint) => void): PostcodeSearch {
  const [postcode, setPostcode] = useState('');
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);

  const search = async () => {
    const postCode = postcode.trim();
    if (postCode === '') return;
    const lookup = ++latest.current;
    setLocating(true);
    try {
      const { latitude, longitude } = await locatePostcode(postCode);
      if (lookup !== latest.current) return;
      if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) throw new Error('No coordinates');
      setError(null);
      onLocated(searchPointAt(latitude, longitude, 'postcode'));
    } catch (failure) {
      if (lookup === latest.current) setError(lookupFailureMessage(failure));
    } finally {
      if (lookup === latest.current) setLocating(false);
    }
  };

  return { postcode, setPostcode: (value) => setPostcode(value.toUpperCase()), search, locating, error };
}
