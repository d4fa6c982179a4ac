import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Palmtree } from 'lucide-react';
import { toast } from 'sonner';
import { formatDueMoment } from '@shared/orders/order-clock';
import {
  HOLIDAY_MAX_DAYS,
  type HolidayState,
  addDaysToDay,
  holidayFormSchema,
  holidayMessages,
} from '@shared/profile/holiday.schemas';
import { holidaySentence } from '@shared/profile/holiday';
import { parisDay } from '@shared/paris-time';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import {
  Dialog,
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
import { useHoliday, useSetHoliday } from '../api/holiday';

const FAILED = 'Erreur lors de la mise à jour du mode vacances';

/** Issue 31, decision 059: the seller pauses their shop until a return day. */
export function HolidayCard() {
  const holiday = useHoliday();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Palmtree className="size-5" aria-hidden="true" />
          Mode vacances
        </CardTitle>
        <CardDescription>
          Vos annonces quittent la boutique et la recherche jusqu'à votre retour. Les messages restent ouverts : les
          acheteurs reçoivent une réponse automatique.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {holiday.data ? (
          holiday.data.holiday ? (
            <HolidayOn sentence={holiday.data.holiday.sentence} />
          ) : (
            <HolidayForm openOrders={holiday.data.openOrders} />
          )
        ) : (
          <Spinner className="[&_svg]:size-5" label="Chargement…" />
        )}
      </CardContent>
    </Card>
  );
}

function HolidayOn({ sentence }: { sentence: string }) {
  const set = useSetHoliday();
  async function turnOff() {
    try {
      await set.mutateAsync(null);
    } catch (error) {
      toast.error(refusalMessage(error, FAILED));
      return;
    }
    toast.success(holidayMessages.turnedOff);
  }
  return (
    <div className="grid gap-3">
      <p role="status" className="rounded-xl bg-muted px-3 py-2.5 text-sm font-medium">
        {sentence}
      </p>
      <Button variant="outline" className="justify-self-start" disabled={set.isPending} onClick={() => void turnOff()}>
        Désactiver le mode vacances
      </Button>
    </div>
  );
}

function HolidayForm({ openOrders }: { openOrders: HolidayState['openOrders'] }) {
  const today = parisDay(new Date());
  const hint = `Au plus tard dans ${HOLIDAY_MAX_DAYS} jours.`;
  const [confirming, setConfirming] = useState<string | null>(null);
  const set = useSetHoliday();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(holidayFormSchema(today)), defaultValues: { until: '' } });

  const onSubmit = handleSubmit(({ until }) => setConfirming(until));

  async function turnOn(until: string) {
    try {
      await set.mutateAsync({ until });
    } catch (error) {
      toast.error(refusalMessage(error, FAILED));
      return;
    }
    setConfirming(null);
    toast.success(holidayMessages.turnedOn);
  }

  return (
    <>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
        <FormField id="holiday-until" label="Date de retour" hint={hint} error={errors.until?.message}>
          <Input
            type="date"
            min={addDaysToDay(today, 1)}
            max={addDaysToDay(today, HOLIDAY_MAX_DAYS)}
            {...fieldAria('holiday-until', { error: errors.until?.message, hint })}
            {...register('until')}
          />
        </FormField>
        <Button type="submit" className="justify-self-start">
          Activer le mode vacances
        </Button>
      </form>
      <Dialog open={confirming !== null} onOpenChange={(open) => (open ? null : setConfirming(null))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Activer le mode vacances ?</DialogTitle>
            <DialogDescription>
              {confirming ? `${holidaySentence(confirming)}. ` : null}
              Vos annonces reviendront d'elles-mêmes ce jour-là.
            </DialogDescription>
          </DialogHeader>
          <OpenOrders orders={openOrders} />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Annuler</Button>
            </DialogClose>
            <Button disabled={set.isPending} onClick={() => confirming && void turnOn(confirming)}>
              {set.isPending ? <Spinner className="[&_svg]:size-4 [&_svg]:text-current" label="Activation…" /> : null}
              Activer
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}

function OpenOrders({ orders }: { orders: HolidayState['openOrders'] }) {
  if (orders.length === 0) return <p className="text-sm text-muted-foreground">Aucune commande en cours.</p>;
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium">
        {orders.length === 1
          ? 'Cette commande en cours garde ses délais pendant vos vacances :'
          : `Ces ${orders.length} commandes en cours gardent leurs délais pendant vos vacances :`}
      </p>
      <ul className="grid max-h-60 gap-2 overflow-y-auto text-sm">
        {orders.map((order) => (
          <li key={order.id} className="rounded-lg border px-3 py-2">
            <span className="font-medium break-words">{order.title}</span>
            <span className="block text-muted-foreground">
              {order.orderNumber} · {order.statusLabel}
              {order.shipBy ? ` · à expédier avant le ${formatDueMoment(order.shipBy)}` : null}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
