import { useCallback, useEffect, useRef, useState } from 'react';
import { MAP_HOVER_DEBOUNCE_MS } from '@refnet/contracts/clinicians';

export interface HoverHighlight {
  /** The address whose card(s) and marker are highlighted, or null. */
  highlightedAddressId: number | null;
  /** Hovering (or focusing) a card or marker of `addressId`; null when it is left. */
  hover: (addressId: number | null) => void;
}

/**
 * Card ↔ marker highlighting (SPEC §2.12): the latest hover wins once the pointer has rested for the
 * debounce, so sweeping across the list does not make every marker flicker.
 */
export function useHoverHighlight(debounceMs = MAP_HOVER_DEBOUNCE_MS): HoverHighlight {
  const [highlightedAddressId, setHighlightedAddressId] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const hover = useCallback(
    (addressId: number | null) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setHighlightedAddressId(addressId), debounceMs);
    },
    [debounceMs],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return { highlightedAddressId, hover };
}
