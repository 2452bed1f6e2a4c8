import type * as fhir4 from 'fhir/r4.js';
import { HttpProblem } from '../../http/problem.js';

type IssueType = fhir4.OperationOutcomeIssue['code'];

/** The FHIR issue type that best says what an HTTP status means. */
const ISSUE_TYPES: Record<number, IssueType> = {
  400: 'invalid',
  401: 'login',
  403: 'forbidden',
  404: 'not-found',
  405: 'not-supported',
  409: 'conflict',
  410: 'deleted',
  412: 'conflict',
  413: 'too-costly',
  415: 'not-supported',
  422: 'business-rule',
  429: 'throttled',
  503: 'transient',
};

export const issueTypeOf = (status: number): IssueType => ISSUE_TYPES[status] ?? 'exception';

export const operationOutcome = (
  severity: fhir4.OperationOutcomeIssue['severity'],
  code: IssueType,
  diagnostics: string,
): fhir4.OperationOutcome => ({
  resourceType: 'OperationOutcome',
  issue: [{ severity, code, diagnostics }],
});

/** A refusal of the FHIR interface: its status and an OperationOutcome saying why. */
export const fhirProblem = (status: number, diagnostics: string, code: IssueType = issueTypeOf(status)) =>
  new HttpProblem(status, operationOutcome('error', code, diagnostics));

/** The sentence of one of RefNet's own error bodies (`{ detail }` or `{ message: { message } }`). */
export function sentenceOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { detail, message } = body as { detail?: unknown; message?: unknown };
  if (typeof detail === 'string') return detail;
  if (typeof message === 'string') return message;
  if (typeof message === 'object' && message !== null) {
    const text = (message as { message?: unknown }).message;
    if (typeof text === 'string') return text;
  }
  return undefined;
}
