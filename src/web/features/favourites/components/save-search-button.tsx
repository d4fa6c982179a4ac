import { useLocation, useNavigate } from 'react-router';
import { BellPlus } from 'lucide-react';
import { toast } from 'sonner';
import type { ShopFilters } from '@shared/catalogue/shop-link';
import { savedSearchFilters, savedSearchTexts } from '@shared/favourites/saved-search.schemas';
import { Button } from '@web/components/ui/button';
import { refusalMessage } from '@web/lib/refusal-message';
import { useSession } from '@web/lib/session';
import { useSaveSearch } from '../api/saved-searches';

/**
 * 'Enregistrer cette recherche': keeps the shop's current filters and search words. Offered
 * once something is chosen; a visitor is asked to sign in and comes back to this view.
 */
export function SaveSearchButton({ filters }: { filters: ShopFilters }) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const save = useSaveSearch();
  if (Object.keys(savedSearchFilters(filters)).length === 0) return null;

  function onSave() {
    if (!session.user) {
      toast.info(savedSearchTexts.signInToSave);
      void navigate(`/auth?redirect=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    save.mutate(
      { filters },
      {
        onSuccess: () => toast.success(savedSearchTexts.saved),
        onError: (error) => toast.error(refusalMessage(error, savedSearchTexts.saveError)),
      },
    );
  }

  return (
    <Button variant="outline" size="sm" className="self-start" disabled={save.isPending} onClick={onSave}>
      <BellPlus aria-hidden="true" />
      {savedSearchTexts.save}
    </Button>
  );
}
