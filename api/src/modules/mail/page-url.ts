/** The address of a front-end page for an e-mail: PUBLIC_URL (with or without a trailing slash) and the path. */
export const publicPageUrl = (publicUrl: string, path: string) => `${publicUrl.replace(/\/+$/, '')}${path}`;
