/** A file the browser was asked to save: the name on the clicked link and the blob behind its object URL. */
export interface SavedFile {
  fileName: string;
  blob: Blob | MediaSource;
}

/**
 * Watches the browser's file saves (jsdom has no object URLs and saves nothing): each click on a download
 * link is recorded instead of followed. Undo with jest.restoreAllMocks() (the click spy; the URL stand-ins
 * stay, as jsdom has no real ones).
 */
export function watchFileSaves(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob | MediaSource>();
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob | MediaSource) => {
      const url = `blob:refnet/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    }),
    revokeObjectURL: jest.fn(),
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ fileName: this.download, blob: blobs.get(this.href)! });
  });
  return saved;
}
