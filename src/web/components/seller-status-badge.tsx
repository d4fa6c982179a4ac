import { type SellerStatus, sellerStatusLabels } from '@shared/trust/seller-status';
import { Badge } from '@web/components/ui/badge';

/** 'Particulier' or 'Professionnel' on every offer and order (L111-7, decision 060). */
export function SellerStatusBadge({ status }: { status: SellerStatus }) {
  return (
    <Badge variant="outline" data-seller-status={status}>
      {sellerStatusLabels[status]}
    </Badge>
  );
}
