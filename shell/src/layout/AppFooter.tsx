import { Layout, Space, followInAppLink } from '@refnet/shared-ui';

export function AppFooter() {
  return (
    <Layout.Footer className="refnet-footer">
      <Space separator="·" wrap>
        <a href="/policy" onClick={followInAppLink}>
          Terms and conditions
        </a>
        <span>© {new Date().getFullYear()} RefNet. All rights reserved.</span>
        <a href="/faqs" onClick={followInAppLink}>
          FAQs
        </a>
      </Space>
    </Layout.Footer>
  );
}
