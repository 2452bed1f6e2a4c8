import type * as fhir4 from 'fhir/r4.js';
import type { ReferralStatus } from '@refnet/contracts/referrals';
import { isDeepStrictEqual } from 'node:util';
import { REFNET_SYSTEMS, TASK_STATUS_TARGETS, referralStatusOfCode } from './codes.js';
import { fhirProblem } from './operation-outcome.js';

interface PatchOperation {
  op: string;
  path: string;
  value?: unknown;
}

const invalid = (diagnostics: string) => fhirProblem(400, diagnostics);
const SETTABLE = 'replace /businessStatus (or /businessStatus/coding/0/code) or /status';

function asOperations(body: unknown): PatchOperation[] {
  if (!Array.isArray(body) || body.length === 0) {
    throw invalid('The body must be a JSON Patch (RFC 6902): a list of operations.');
  }
  return body.map((operation, index) => {
    const { op, path } = (operation ?? {}) as Partial<PatchOperation>;
    if (typeof op !== 'string' || typeof path !== 'string') {
      throw invalid(`Operation ${index + 1} needs "op" and "path".`);
    }
    return operation as PatchOperation;
  });
}

/** The value at a JSON Pointer (RFC 6901) in `document`, or undefined. */
function valueAt(document: unknown, pointer: string): unknown {
  if (pointer === '') return document;
  return pointer
    .slice(1)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (node, token) =>
        typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[token] : undefined,
      document,
    );
}

function businessStatusCodeOf(value: unknown): string | undefined {
  const coding = (value as fhir4.CodeableConcept | undefined)?.coding;
  return coding?.find((code) => code.system === REFNET_SYSTEMS.referralStatus)?.code;
}

/** The RefNet state one `replace`/`add` operation asks the Task to move to. */
function wantedStatusOf({ path, value }: PatchOperation): ReferralStatus {
  if (path === '/status') {
    const wanted =
      typeof value === 'string' ? TASK_STATUS_TARGETS[value as keyof typeof TASK_STATUS_TARGETS] : undefined;
    if (!wanted) {
      const allowed = Object.keys(TASK_STATUS_TARGETS).join(', ');
      throw fhirProblem(422, `Task.status ${JSON.stringify(value)} cannot be set: use ${allowed}.`);
    }
    return wanted;
  }
  const code =
    path === '/businessStatus'
      ? businessStatusCodeOf(value)
      : path === '/businessStatus/coding/0/code' && typeof value === 'string'
        ? value
        : undefined;
  if (code === undefined) {
    throw invalid(`businessStatus must be coded in ${REFNET_SYSTEMS.referralStatus}.`);
  }
  const wanted = referralStatusOfCode(code);
  if (!wanted) throw fhirProblem(422, `businessStatus "${code}" is not a RefNet referral state.`);
  return wanted;
}

/**
 * What a JSON Patch of a Task asks: the one state it moves the referral to. `test` operations are checked
 * against the Task as it is now (a client's guard against a change it has not seen: 409 when one fails);
 * anything but the Task's status is read-only.
 */
export function wantedTaskStatus(body: unknown, currentTask: fhir4.Task): ReferralStatus {
  const operations = asOperations(body);
  const changes: PatchOperation[] = [];
  for (const operation of operations) {
    if (operation.op === 'test') {
      if (!isDeepStrictEqual(valueAt(currentTask, operation.path), operation.value)) {
        throw fhirProblem(409, `The Task has changed: ${operation.path} is no longer as tested.`);
      }
    } else if (operation.op === 'replace' || operation.op === 'add') {
      if (!['/status', '/businessStatus', '/businessStatus/coding/0/code'].includes(operation.path)) {
        throw fhirProblem(422, `${operation.path} cannot be changed: ${SETTABLE}.`);
      }
      changes.push(operation);
    } else {
      throw fhirProblem(422, `"${operation.op}" is not supported on a Task: ${SETTABLE}.`);
    }
  }
  const wanted = [...new Set(changes.map(wantedStatusOf))];
  if (wanted.length !== 1)
    throw fhirProblem(422, `A Task PATCH moves the referral to exactly one state: ${SETTABLE}.`);
  return wanted[0]!;
}
