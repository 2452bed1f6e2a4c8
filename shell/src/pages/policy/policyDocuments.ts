/** SPEC §9: the terms and the cookie policy are PDFs, version V1.1 (built by shell/scripts/build-policies.mjs). */
export const POLICY_VERSION = 'V1.1';

export interface PolicyDocument {
  readonly key: string;
  readonly title: string;
  readonly href: string;
}

export const POLICY_DOCUMENTS: readonly PolicyDocument[] = [
  { key: 'terms', title: 'Terms and conditions', href: '/policies/refnet-terms-v1.1.pdf' },
  { key: 'cookies', title: 'Cookies policy', href: '/policies/refnet-cookies-v1.1.pdf' },
];
