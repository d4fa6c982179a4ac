import { returnApprovalSchema } from '@shared/returns/return.schemas';
import { useSavedAddress } from '../api/get-saved-address';
import { ReturnFormDialog } from './return-form-dialog';

/**
 * The seller's return address, pre-filled from their profile; the form waits for it. With the
 * other dialogs (order-dialogs.ts): the profile's schemas are not needed to draw the orders.
 */
export function ReturnApproveDialog({ returnId, onDone }: { returnId: string; onDone: () => void }) {
  const saved = useSavedAddress();
  if (saved.isPending) return null;
  return (
    <ReturnFormDialog
      returnId={returnId}
      path="approve"
      text={{
        title: 'Accepter le retour',
        description:
          "Indiquez où l'acheteur doit renvoyer l'article. L'admin valide ensuite le retour ; Boucles rembourse l'acheteur depuis le séquestre, vous n'avez rien à payer.",
        confirmLabel: 'Accepter le retour',
      }}
      fields={[
        { name: 'address', label: 'Adresse de renvoi', autoComplete: 'street-address', maxLength: 500 },
        { name: 'country', label: 'Pays', autoComplete: 'country-name', maxLength: 100 },
      ]}
      schema={returnApprovalSchema}
      initial={saved.data ?? {}}
      onDone={onDone}
    />
  );
}
