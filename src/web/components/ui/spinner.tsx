import { LoaderCircle } from 'lucide-react';
import { cn } from '@web/lib/utils';

export function Spinner({ className, label = 'Chargement…' }: { className?: string; label?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center', className)}>
      <LoaderCircle className="size-5 animate-spin text-primary motion-reduce:animate-none" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
