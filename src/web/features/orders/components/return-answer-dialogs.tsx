import { returnRefusalSchema, returnShippingSchema } from '@shared/returns/return.schemas';
import { ReturnFormDialog } from './return-form-dialog';

// With the other dialogs (order-dialogs.ts): the returns' request schemas, and what they load,
// are not needed to draw the orders (issue 35).

type Props = { returnId: string; onDone: () => void };

/** The seller refuses, with a reason the buyer reads. */
export function ReturnRefusalDialog({ returnId, onDone }: Props) {
  return (
    <ReturnFormDialog
      returnId={returnId}
      path="reject"
      text={{
        title: 'Refuser le retour',
        description: "L'acheteur verra votre motif et pourra demander à l'équipe Boucles de trancher sous 7 jours.",
        confirmLabel: 'Refuser le retour',
        destructive: true,
      }}
      fields={[{ name: 'reason', label: 'Motif du refus', multiline: true, maxLength: 1000 }]}
      schema={returnRefusalSchema}
      onDone={onDone}
    />
  );
}

/** The buyer has sent the item back, with the carrier's tracking number. */
export function ReturnShippedBackDialog({ returnId, onDone }: Props) {
  return (
    <ReturnFormDialog
      returnId={returnId}
      path="shipped-back"
      text={{
        title: 'Confirmer le renvoi',
        description:
          "Confirmez seulement après avoir renvoyé l'article au vendeur, avec le numéro de suivi du transporteur.",
        confirmLabel: "J'ai renvoyé l'article",
      }}
      fields={[
        {
          name: 'trackingNumber',
          label: 'Numéro de suivi',
          hint: 'Tel qu’il figure sur le reçu du transporteur.',
          maxLength: 40,
        },
      ]}
      schema={returnShippingSchema}
      onDone={onDone}
    />
  );
}
