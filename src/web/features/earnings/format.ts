import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { formatEuros } from '@shared/money';

export const formatDay = (iso: string) => format(new Date(iso), 'd MMM yyyy', { locale: fr });

/** A deduction reads '− 4,00 €', as on the order cards. */
export const signedEuros = (cents: number) => (cents < 0 ? `− ${formatEuros(-cents)}` : formatEuros(cents));
