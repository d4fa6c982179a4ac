import { Link } from 'react-router';
import type { SellerSummary } from '@shared/catalogue/product.schemas';
import { privateSaleNotice, professionalSaleNotice } from '@shared/trust/sale-notices';
import { SellerStatusBadge } from '@web/components/seller-status-badge';
import { UserAvatar } from '@web/components/user-avatar';
import { SellerRatingBadge } from './seller-rating-badge';
import { VerifiedBadge } from './verified-badge';

/**
 * Who sells it, linking to their public page; the rating links to their reviews. Whether they
 * sell as a private person or a professional, and what that means for withdrawal (L111-7).
 */
export function ProductSellerRow({ seller }: { seller: SellerSummary }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-border bg-card p-3">
      <Link to={`/seller/${seller.id}`} className="flex min-w-0 flex-1 basis-48 items-center gap-3 rounded-lg hover:underline">
        <UserAvatar name={seller.displayName} url={seller.avatarUrl} size={40} className="size-10" />
        <span className="flex min-w-0 flex-col">
          <span className="text-xs text-muted-foreground">Vendu par</span>
          <span className="flex items-center gap-1 font-semibold">
            <span className="truncate">{seller.displayName}</span>
            {seller.isVerified ? <VerifiedBadge compact /> : null}
          </span>
        </span>
      </Link>
      <SellerStatusBadge status={seller.status} />
      <SellerRatingBadge sellerId={seller.id} rating={seller.rating} />
      <p className="basis-full text-sm text-muted-foreground">
        {seller.status === 'professional' ? professionalSaleNotice : privateSaleNotice}
      </p>
    </div>
  );
}
