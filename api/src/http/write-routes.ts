import type { onSendHookHandler, RouteOptions } from 'fastify';

/** Methods that change nothing: any other request may have changed what the server holds. */
const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a route (one method or several) can change anything. */
export const isWriteRoute = (route: Pick<RouteOptions, 'method'>) =>
  [route.method].flat().some((method) => !READ_METHODS.has(method));

/**
 * Adds `hook` to this route's own onSend hooks (from an onRoute hook). A hook only writes need is added
 * to the write routes alone: every read answer would otherwise run it and find nothing to do.
 */
export function addRouteOnSend(route: RouteOptions, hook: onSendHookHandler): void {
  route.onSend = [...[route.onSend ?? []].flat(), hook];
}
