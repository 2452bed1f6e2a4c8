/** What RefNet's FHIR interface refuses with (docs/fhir.md "Errors"): one issue saying what to do. */
interface OperationOutcome {
  resourceType: 'OperationOutcome';
  issue: { severity?: string; code?: string; diagnostics?: unknown }[];
}

const isOperationOutcome = (body: unknown): body is OperationOutcome =>
  typeof body === 'object' &&
  body !== null &&
  (body as { resourceType?: unknown }).resourceType === 'OperationOutcome' &&
  Array.isArray((body as { issue?: unknown }).issue);

/** The sentence a person can act on: the first issue's `diagnostics` that has one, or undefined. */
export function operationOutcomeDiagnostics(body: unknown): string | undefined {
  if (!isOperationOutcome(body)) return undefined;
  for (const issue of body.issue) {
    const diagnostics = (issue as { diagnostics?: unknown } | null)?.diagnostics;
    if (typeof diagnostics === 'string' && diagnostics.trim()) return diagnostics;
  }
  return undefined;
}
