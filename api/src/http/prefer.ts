import type { FastifyReply, FastifyRequest } from 'fastify';

const MINIMAL_RETURN = /^return\s*=\s*"?minimal"?$/i;

/** Whether the request's `Prefer` header (RFC 7240) asks for `return=minimal`. */
export function prefersMinimalReturn(request: FastifyRequest): boolean {
  const header = request.headers.prefer;
  const values = Array.isArray(header) ? header : header === undefined ? [] : [header];
  return values
    .flatMap((value) => value.split(','))
    .some((preference) => MINIMAL_RETURN.test(preference.split(';')[0]!.trim()));
}

/** `prefersMinimalReturn`, and when it is so, says in the answer that it was honoured (RFC 7240 §3). */
export function applyMinimalReturn(request: FastifyRequest, reply: FastifyReply): boolean {
  const minimal = prefersMinimalReturn(request);
  if (minimal) reply.header('preference-applied', 'return=minimal');
  return minimal;
}
