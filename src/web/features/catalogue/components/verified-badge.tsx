import { BadgeCheck } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';

/** The seller's identity was checked by the team. Icon-only on cards, where room is short. */
export function VerifiedBadge({ compact = false }: { compact?: boolean }) {
  if (compact) {
    return (
      <span className="inline-flex shrink-0 text-success" title="Vendeur vérifié">
        <BadgeCheck className="size-4" aria-hidden="true" />
        <span className="sr-only">Vendeur vérifié</span>
      </span>
    );
  }
  return (
    <Badge variant="success">
      <BadgeCheck aria-hidden="true" />
      Vérifié
    </Badge>
  );
}
