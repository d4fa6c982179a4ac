import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { Banknote, Home, Store } from 'lucide-react';
import { toast } from 'sonner';
import { deliveryCostCents, deliveryTypeLabels, type DeliveryType } from '@shared/delivery';
import { type CheckoutData, type CheckoutInput, checkoutSchema } from '@shared/orders/checkout.schemas';
import { PAYMENT_METHODS, paymentMethodLabels, type PaymentMethod } from '@shared/orders/payment-methods';
import { orderMessages } from '@shared/orders/order-messages';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { refusalMessage } from '@web/lib/refusal-message';
import { useCreateOrder } from '../api/create-order';
import type { SavedAddress } from '../api/get-saved-address';
import { useCheckoutAttempt } from '../hooks/use-checkout-attempt';
import { CheckoutSummary, type LotSummaryLines } from './checkout-summary';
import { type Choice, ChoiceGroup } from './choice-group';
import { DeliveryAddressFields } from './delivery-address-fields';
import { ReceivingDetails } from './receiving-details';

const deliveryChoices: Choice<DeliveryType>[] = [
  {
    value: 'home',
    label: deliveryTypeLabels.home,
    description: 'Expédiée à votre adresse, avec un numéro de suivi si le vendeur en fournit un.',
    icon: <Home className="size-4" aria-hidden="true" />,
  },
  {
    value: 'pickup',
    label: deliveryTypeLabels.pickup,
    description: 'Gratuit : le vendeur vous indiquera où récupérer votre commande.',
    icon: <Store className="size-4" aria-hidden="true" />,
  },
];

const paymentChoices: Choice<PaymentMethod>[] = PAYMENT_METHODS.map((method) => ({
  value: method,
  label: paymentMethodLabels[method],
  icon: <Banknote className="size-4" aria-hidden="true" />,
}));

/** One product (with the accepted offer it uses, if any: the server reads its amount), or the buyer's lot with a seller. */
export type CheckoutSubject = { productId: string; offerId?: string | null } | { lotSellerId: string };

type CheckoutFormProps = {
  subject: CheckoutSubject;
  /** The lines' total (after a lot's discount), and for a lot what the summary details. */
  priceCents: number;
  lot?: LotSummaryLines;
  /** The profile's address, or empty fields when it has none or could not be read. */
  saved: SavedAddress;
  disabled: boolean;
  /** After each answer, ordered or refused (the lot checkout refreshes the lot). */
  onSettled?: () => void;
};

/** Delivery mode, address, payment mode and the live summary; the server recomputes every amount. */
export function CheckoutForm({ subject, priceCents, lot, saved, disabled, onSettled }: CheckoutFormProps) {
  const navigate = useNavigate();
  const createOrder = useCreateOrder();
  const checkoutAttempt = useCheckoutAttempt();
  const form = useForm<CheckoutInput, unknown, CheckoutData>({
    resolver: zodResolver(checkoutSchema),
    defaultValues: {
      ...('lotSellerId' in subject
        ? { lotSellerId: subject.lotSellerId }
        : { productId: subject.productId, offerId: subject.offerId ?? null }),
      deliveryType: 'home',
      address: saved.address,
      country: saved.country,
      paymentMethod: undefined,
    },
  });
  const [deliveryType, country, paymentMethod] = useWatch({
    control: form.control,
    name: ['deliveryType', 'country', 'paymentMethod'],
  });
  const { errors, isSubmitting } = form.formState;

  async function onValid(data: CheckoutData) {
    try {
      await createOrder.mutateAsync(checkoutAttempt(data), { onSettled });
    } catch (error) {
      const message = refusalMessage(error, orderMessages.createFailed);
      toast.error(message);
      if (message === orderMessages.ownProduct) void navigate('/marketplace');
      return;
    }
    toast.success(orderMessages.created);
    void navigate('/orders');
  }

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)} className="grid gap-5">
        <Card>
          <CardHeader>
            <CardTitle>Livraison</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-5">
            <ChoiceGroup
              name="deliveryType"
              legend="Mode de livraison"
              choices={deliveryChoices}
              value={deliveryType}
              onChange={(value) => form.setValue('deliveryType', value, { shouldValidate: form.formState.isSubmitted })}
              error={errors.deliveryType?.message}
            />
            {deliveryType === 'home' ? <DeliveryAddressFields /> : null}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Paiement</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            <ChoiceGroup
              name="paymentMethod"
              legend="Mode de paiement"
              choices={paymentChoices}
              value={paymentMethod}
              onChange={(value) =>
                form.setValue('paymentMethod', value, { shouldValidate: form.formState.isSubmitted })
              }
              error={errors.paymentMethod?.message}
            />
            {paymentMethod ? (
              <section aria-label="Où payer" aria-live="polite" className="grid gap-2 rounded-xl bg-muted p-3">
                <p className="text-sm font-medium">Vous paierez par {paymentMethodLabels[paymentMethod]} à :</p>
                <ReceivingDetails method={paymentMethod} />
              </section>
            ) : null}
            <p className="text-sm text-muted-foreground">
              Vous payez la plateforme, qui garde l'argent jusqu'à la réception. Après la commande, payez en indiquant
              la référence de paiement qu'elle vous donne, puis envoyez la preuve depuis « Mes Commandes ».
            </p>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Récapitulatif</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <CheckoutSummary
              priceCents={priceCents}
              lot={lot}
              deliveryCostCents={deliveryCostCents(deliveryType, country)}
            />
            <Button type="submit" size="lg" disabled={disabled || isSubmitting}>
              {isSubmitting ? <Spinner className="[&_svg]:text-current" label="Envoi de la commande…" /> : null}
              {lot ? 'Commander le lot' : 'Confirmer la commande'}
            </Button>
          </CardContent>
        </Card>
      </form>
    </FormProvider>
  );
}
