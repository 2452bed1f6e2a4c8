/**
 * Timeouts of the HTTP server, so that a client that sends its request slowly or never (a slowloris) cannot
 * hold a connection: the request's headers and body must arrive within `requestTimeoutMs` (Node answers
 * 408 and closes the connection), the headers alone within 10 s of it. An idle keep-alive connection closes
 * after 72 s, longer than the 60 s idle timeout of common load balancers, which close first.
 */
export function serverTimeouts(requestTimeoutMs: number) {
  return {
    requestTimeout: requestTimeoutMs,
    keepAliveTimeout: 72_000,
    http: {
      headersTimeout: Math.min(requestTimeoutMs, 10_000),
      // Node looks for expired requests this often (30 s by default, as long as a whole timeout).
      connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(requestTimeoutMs / 4))),
    },
  };
}
