import { type FormEvent, useId, useState } from 'react';
import { Search } from 'lucide-react';
import { ORDER_STATUSES, type OrderStatus, orderStatusLabels } from '@shared/orders/order-status';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import type { AdminOrderFilter } from '../api/get-admin-orders';

type OrderSearchFormProps = { initial: AdminOrderFilter; onSearch: (filter: AdminOrderFilter) => void };

const statusOptions = ORDER_STATUSES.map((status) => ({ value: status, label: orderStatusLabels[status] }));

/** Number, buyer or seller; status; creation dates. Applied on submit, from the first page. */
export function OrderSearchForm({ initial, onSearch }: OrderSearchFormProps) {
  const id = useId();
  const [q, setQ] = useState(initial.q ?? '');
  const [status, setStatus] = useState<string>(initial.status ?? '');
  const [from, setFrom] = useState(initial.from ?? '');
  const [to, setTo] = useState(initial.to ?? '');

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch({
      q: q.trim() || undefined,
      status: (status || undefined) as OrderStatus | undefined,
      from: from || undefined,
      to: to || undefined,
      cursors: [],
    });
  }

  return (
    <form
      role="search"
      aria-label="Rechercher une commande"
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
    >
      <div className="grid gap-1 sm:col-span-2 lg:col-span-2">
        <Label htmlFor={`${id}-q`}>Numéro, acheteur ou vendeur</Label>
        <Input id={`${id}-q`} value={q} onChange={(event) => setQ(event.target.value)} maxLength={100} />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-status`}>Statut</Label>
        <NativeSelect
          id={`${id}-status`}
          options={statusOptions}
          placeholder="Tous"
          value={status}
          onChange={(event) => setStatus(event.target.value)}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-from`}>Du</Label>
        <Input id={`${id}-from`} type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-to`}>Au</Label>
        <Input id={`${id}-to`} type="date" value={to} onChange={(event) => setTo(event.target.value)} />
      </div>
      <Button type="submit" className="sm:col-span-2 lg:col-span-5 lg:w-fit">
        <Search aria-hidden="true" />
        Rechercher
      </Button>
    </form>
  );
}
