import type { ReactNode } from 'react';
import { format } from 'date-fns';
import { fr } from 'date-fns/locale/fr';
import { CalendarDays, MapPin } from 'lucide-react';
import type { SellerProfile } from '@shared/catalogue/seller.schemas';
import { SellerStatusBadge } from '@web/components/seller-status-badge';
import { UserAvatar } from '@web/components/user-avatar';
import { SellerRatingBadge } from './seller-rating-badge';
import { VerifiedBadge } from './verified-badge';

type SellerProfileHeaderProps = {
  seller: SellerProfile['seller'];
  /** Report and block: composed by the route from the moderation feature. */
  actions?: ReactNode;
};

export function SellerProfileHeader({ seller, actions }: SellerProfileHeaderProps) {
  const place = [seller.city, seller.country].filter(Boolean).join(', ');
  return (
    <header className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm sm:flex-row sm:items-start">
      <UserAvatar name={seller.displayName} url={seller.avatarUrl} size={80} className="size-20 text-xl" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start gap-2">
          <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
            <h1 className="font-display text-2xl leading-tight font-semibold wrap-anywhere sm:text-3xl">
              {seller.displayName}
            </h1>
            {seller.isVerified ? <VerifiedBadge /> : null}
            <SellerStatusBadge status={seller.status} />
          </div>
          {actions}
        </div>
        <SellerRatingBadge sellerId={seller.id} rating={seller.rating} className="text-sm" />
        {seller.bio ? <p className="leading-relaxed whitespace-pre-line">{seller.bio}</p> : null}
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {place ? (
            <li className="flex items-center gap-1.5">
              <MapPin className="size-4" aria-hidden="true" />
              {place}
            </li>
          ) : null}
          <li className="flex items-center gap-1.5">
            <CalendarDays className="size-4" aria-hidden="true" />
            Membre depuis {format(new Date(seller.memberSince), 'MMMM yyyy', { locale: fr })}
          </li>
        </ul>
      </div>
    </header>
  );
}
