import { followInAppLink } from '@refnet/shared-ui/core';

/**
 * The visitor's first page. Plain HTML in the design system's look, not antd: it is the page every visitor
 * waits for, and antd alone would double its JavaScript (docs/architecture.md "The landing page without antd").
 */
export function LandingPage() {
  return (
    <div className="refnet-landing">
      <h1>Welcome to RefNet</h1>
      <p>
        RefNet is the referral network for UK clinicians. Find the right colleague on the map, refer your
        patient to them directly, or post an open referral to every clinician with the job role you need.
      </p>
      <p className="refnet-landing__secondary">
        RefNet is in beta and free to use. New accounts are approved by our team within 48 hours.
      </p>
      <div className="refnet-landing__actions">
        <a className="refnet-button refnet-button--primary" href="/login" onClick={followInAppLink}>
          Login
        </a>
        <a className="refnet-button" href="/register" onClick={followInAppLink}>
          Register as a clinician
        </a>
      </div>
    </div>
  );
}
