import type { FileStoreConfig } from '../config.js';
import type { FileStore } from './file-store.js';
import { createFilesystemStore } from './filesystem-store.js';
import { createS3Store } from './s3-store.js';

/** The store the configuration names (FILE_STORE: filesystem under DATA_DIR by default, or s3). */
export const createFileStore = (config: FileStoreConfig): FileStore =>
  config.driver === 's3' ? createS3Store(config) : createFilesystemStore(config.directory);
