import { followInAppLink } from '@refnet/shared-ui/core';
import type { HeaderItem } from './headerMenu';

interface VisitorMenuBarProps {
  items: readonly HeaderItem[];
  pathname: string;
}

/**
 * A visitor's menu bar: a few plain links (Login, Register, Help), in the look of the signed-in user's antd
 * menu bar without its code, which a visitor's landing page does not load.
 */
export function VisitorMenuBar({ items, pathname }: VisitorMenuBarProps) {
  return (
    <nav aria-label="Main navigation" className="refnet-visitor-menu">
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            <a
              href={item.to}
              onClick={followInAppLink}
              aria-current={item.to === pathname ? 'page' : undefined}
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
