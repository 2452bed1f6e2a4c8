import { ApiRequestError, apiClient, isApiRequestError, requireParams } from '@refnet/shared-ui';
import { fileNameFromContentDisposition, readRefusalBody, saveBlob } from '../api/fileDownload';
import { operationOutcomeDiagnostics } from './operationOutcome';

/** RefNet's FHIR R4 interface (docs/fhir.md): at the page origin beside /api/v1, not under it. */
const FHIR_BASE_PATH = '/api/fhir/r4';

/** GET …/ServiceRequest/{id}/$referral-bundle: the referral as a FHIR collection Bundle (the `$` is literal). */
export const referralBundlePath = (referralId: number) =>
  `${FHIR_BASE_PATH}/ServiceRequest/${referralId}/$referral-bundle`;

/** The name the file is saved under when the server gives none (it sends this same name). */
export const referralBundleFileName = (referralId: number) => `refnet-referral-${referralId}.fhir.json`;

/** A refusal with the OperationOutcome's `diagnostics` as its message (a Blob call gets its body as a Blob). */
async function withDiagnostics(error: unknown): Promise<unknown> {
  if (!isApiRequestError(error) || error.kind !== 'response') return error;
  const body = await readRefusalBody(error.body);
  return new ApiRequestError({
    kind: 'response',
    status: error.status,
    body,
    serverMessage: error.serverMessage,
    message: operationOutcomeDiagnostics(body) ?? error.message,
    cause: error,
  });
}

/**
 * Downloads one referral as FHIR (issue 21, "Download as FHIR") with the session's token and saves it under
 * the server's file name (or `refnet-referral-{id}.fhir.json`). Resolves with the name. The server decides
 * what the Bundle holds (the patient as the caller may see them); a refusal rejects with an ApiRequestError
 * whose message is the OperationOutcome's diagnostics.
 */
export async function downloadReferralFhirBundle(referralId: number): Promise<string> {
  requireParams('downloadReferralFhirBundle', { referralId });
  const response = await apiClient
    .get<Blob>(referralBundlePath(referralId), {
      // An absolute path at the page origin: the client's base URL is /api/v1.
      baseURL: '',
      responseType: 'blob',
      headers: { Accept: 'application/fhir+json' },
    })
    .catch(async (error: unknown) => {
      throw await withDiagnostics(error);
    });
  const fileName =
    fileNameFromContentDisposition(response.headers['content-disposition']) ??
    referralBundleFileName(referralId);
  saveBlob(response.data, fileName);
  return fileName;
}
