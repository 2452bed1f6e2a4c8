import { Badge, followInAppLink } from '@refnet/shared-ui';
import { badgeLabel } from './badgeLabel';
import type { HeaderItem } from './headerMenu';

/**
 * On a phone the menus fold into the drawer, but the count of new referrals and messages stays in the header: each badged
 * item shows as a link to where its count is seen.
 */
export function HeaderBadgeLinks({ items }: { items: readonly HeaderItem[] }) {
  return items
    .filter((item) => item.badge && item.badgeTo)
    .map((item) => (
      <a
        key={item.key}
        href={item.badgeTo}
        onClick={followInAppLink}
        aria-label={badgeLabel(item.badge ?? 0)}
        className="refnet-header__badge-link"
      >
        <Badge count={item.badge} size="small" offset={[8, -2]}>
          {item.label}
        </Badge>
      </a>
    ));
}
