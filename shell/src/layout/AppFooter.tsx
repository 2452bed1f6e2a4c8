import { followInAppLink } from '@refnet/shared-ui/core';

export function AppFooter() {
  return (
    <footer className="refnet-footer">
      <a href="/policy" onClick={followInAppLink}>
        Terms and conditions
      </a>
      <span aria-hidden>·</span>
      <span>© {new Date().getFullYear()} RefNet. All rights reserved.</span>
      <span aria-hidden>·</span>
      <a href="/faqs" onClick={followInAppLink}>
        FAQs
      </a>
    </footer>
  );
}
