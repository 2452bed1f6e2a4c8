import { ATTACHMENT_FILE_NAME_MAX, type AttachmentContentType } from '@refnet/contracts/conversation';

const EXTENSIONS: Record<AttachmentContentType, readonly string[]> = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
};

// C0 and C1 controls, DEL, and the bidirectional overrides that can make "fdp.exe" read as "exe.pdf".
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The name a file is kept, shown and downloaded under: the last part of whatever path the browser sent,
 * without control characters, with the extension of its real type (a PDF named "letter.exe" is kept as
 * "letter.exe.pdf"), at most ATTACHMENT_FILE_NAME_MAX characters with the extension kept.
 */
export function attachmentFileName(sent: string | undefined, contentType: AttachmentContentType): string {
  const base = (sent ?? '')
    .normalize('NFC')
    .replace(UNSAFE_CHARACTERS, '')
    .split(/[\\/]/)
    .pop()!
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const extensions = EXTENSIONS[contentType];
  const lower = base.toLowerCase();
  const kept = extensions.find((extension) => lower.endsWith(extension) && lower.length > extension.length);
  const extension = kept ?? extensions[0]!;
  const stem = kept ? base.slice(0, -extension.length) : base;
  const room = ATTACHMENT_FILE_NAME_MAX - extension.length;
  // Cut by code points, so a name never ends in half a surrogate pair.
  const shortened = [...(stem || 'attachment')].slice(0, room).join('').trim();
  return `${shortened || 'attachment'}${kept ? base.slice(-extension.length) : extension}`;
}

/** `Content-Disposition` for `fileName` (RFC 6266): an ASCII fallback and the UTF-8 name. */
export function contentDisposition(disposition: 'attachment' | 'inline', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%;]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
