import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { deliveryCostCents, EUROPEAN_COUNTRIES } from '@shared/delivery';
import { formatEuros } from '@shared/money';
import { switchToHomeSchema } from '@shared/orders/checkout.schemas';
import type { OrderView } from '@shared/orders/order-view.schemas';
import { orderMessages } from '@shared/orders/order-messages';
import { supplementMessages } from '@shared/orders/supplement-status';
import { Button } from '@web/components/ui/button';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { refusalMessage } from '@web/lib/refusal-message';
import { type SavedAddress, useSavedAddress } from '../api/get-saved-address';
import { useOrderAction } from '../api/order-action';
import { AddressCombobox } from './address-combobox';

type Errors = { address?: string; country?: string };
type SwitchToHomeProps = { order: OrderView; onDone: () => void };

const EMPTY_ADDRESS: SavedAddress = { address: '', country: '' };

/** Pickup to home delivery, pre-filled with the profile's whole address as checkout is. */
export function SwitchToHomeDialog({ order, onDone }: SwitchToHomeProps) {
  const saved = useSavedAddress();
  return (
    <DialogContent
      // Escape first closes the open suggestion list, not the dialog.
      onEscapeKeyDown={(event) => {
        if (event.target instanceof HTMLElement && event.target.getAttribute('aria-expanded') === 'true') {
          event.preventDefault();
        }
      }}
    >
      <DialogHeader>
        <DialogTitle>Passer en livraison à domicile</DialogTitle>
        <DialogDescription>
          {order.status === 'payment_validated'
            ? 'Votre paiement est déjà validé : les frais de livraison sont un supplément à payer, puis la commande sera expédiée à cette adresse.'
            : 'La commande sera expédiée à cette adresse ; les frais de livraison changent.'}
        </DialogDescription>
      </DialogHeader>
      {saved.isPending ? (
        <Spinner label="Chargement de votre adresse…" />
      ) : (
        <SwitchToHomeForm order={order} onDone={onDone} initial={saved.data ?? EMPTY_ADDRESS} />
      )}
    </DialogContent>
  );
}

/** The new cost follows the country as the buyer types (spec §9). */
function SwitchToHomeForm({ order, onDone, initial }: SwitchToHomeProps & { initial: SavedAddress }) {
  const [address, setAddress] = useState(initial.address);
  const [country, setCountry] = useState(initial.country);
  const [errors, setErrors] = useState<Errors>({});
  const action = useOrderAction<{ address: string; country: string | null }>('switch-to-home');
  const newCost = deliveryCostCents('home', country);
  const newTotal = order.totalAmountCents - order.deliveryCostCents + newCost;
  // Decision 040: once paid, the delivery cost is a supplement the buyer pays on its own.
  const supplement = order.status === 'payment_validated';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = switchToHomeSchema.safeParse({ address, country });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'address' || field === 'country') && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      document.getElementById(found.address ? 'switch-address' : 'switch-country')?.focus();
      return;
    }
    try {
      await action.mutateAsync({ orderId: order.id, body: parsed.data });
    } catch (failure) {
      toast.error(refusalMessage(failure, orderMessages.switchFailed));
      return;
    }
    toast.success(supplement ? supplementMessages.requested : orderMessages.deliverySwitched);
    onDone();
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <FormField id="switch-address" label="Nouvelle adresse de livraison" error={errors.address}>
        <AddressCombobox
          {...fieldAria('switch-address', { error: errors.address })}
          value={address}
          onValueChange={(value) => {
            setAddress(value);
            setErrors((current) => ({ ...current, address: undefined }));
          }}
          onPick={(suggestion) => {
            setAddress(suggestion.address);
            if (suggestion.country) setCountry(suggestion.country);
            setErrors({});
          }}
        />
      </FormField>
      <FormField id="switch-country" label="Pays" error={errors.country}>
        <Input
          {...fieldAria('switch-country', { error: errors.country })}
          list="switch-countries"
          autoComplete="country-name"
          value={country}
          onChange={(event) => {
            setCountry(event.target.value);
            setErrors((current) => ({ ...current, country: undefined }));
          }}
        />
      </FormField>
      <datalist id="switch-countries">
        {EUROPEAN_COUNTRIES.map((entry) => (
          <option key={entry.iso} value={entry.fr} />
        ))}
      </datalist>
      <dl className="grid gap-1 rounded-xl bg-muted p-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Nouveaux frais de livraison</dt>
          <dd>{formatEuros(newCost)}</dd>
        </div>
        <div className="flex justify-between gap-4 font-semibold">
          <dt>{supplement ? 'Supplément à payer' : 'Nouveau total'}</dt>
          <dd>{formatEuros(supplement ? newCost : newTotal)}</dd>
        </div>
      </dl>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Annuler</Button>
        </DialogClose>
        <Button type="submit" disabled={action.isPending}>
          Confirmer la livraison à domicile
        </Button>
      </DialogFooter>
    </form>
  );
}
