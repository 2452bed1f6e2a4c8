/** A call unanswered after this long fails (as a network error) instead of leaving a screen loading forever. */
export const API_TIMEOUT_MS = 30_000;
