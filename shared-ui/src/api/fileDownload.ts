// What every file download does, whichever remote asks: read the server's file name, hand the bytes to the
// browser, and read a refusal that came back as bytes. No API client here: the entries that download import
// this file by path (each bundles these few functions) and make the call with the page's one client.

/**
 * How long the object URL outlives the click: revoking it at once can cancel the save in some browsers
 * (FileSaver.js waits 40 s for the same reason).
 */
const OBJECT_URL_LIFETIME_MS = 40_000;

/** The file name a Content-Disposition header gives (RFC 6266: `filename*` before `filename`), or null. */
export function fileNameFromContentDisposition(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const extended = /filename\*\s*=\s*[\w-]*'[^']*'([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return baseName(decodeURIComponent(extended.trim()));
    } catch {
      // A malformed escape: fall back to the plain filename.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  return name ? baseName(name) : null;
}

/** Never a path: a name such as "../x.xlsx" is saved as "x.xlsx". */
function baseName(name: string): string | null {
  const base = name.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
}

/** Hands `blob` to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}

/** A Blob's text, read with FileReader: Blob.text() is missing from jsdom, where the tests run. */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(blob);
  });
}

/**
 * The body of a refused download as data. A call that asks for a Blob gets its refusal as a Blob too, so the
 * server's JSON words are read from it; a body that is no Blob is returned as it is, one that is no JSON as
 * undefined.
 */
export async function readRefusalBody(body: unknown): Promise<unknown> {
  if (!(body instanceof Blob)) return body;
  try {
    return JSON.parse(await textOf(body)) as unknown;
  } catch {
    return undefined;
  }
}
