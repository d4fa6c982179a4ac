import type { ComponentProps } from 'react';
import { Dialog as SheetPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@web/lib/utils';
import { useReturnFocus } from './return-focus';

// A dialog docked to an edge: Radix traps focus, Escape and the × button close it, focus returns to the opener.
export const Sheet = SheetPrimitive.Root;

const sides = {
  right: 'inset-y-0 right-0 h-full w-[min(24rem,calc(100%-2.5rem))] border-l',
  left: 'inset-y-0 left-0 h-full w-[min(24rem,calc(100%-2.5rem))] border-r',
  bottom: 'inset-x-0 bottom-0 max-h-[85dvh] rounded-t-2xl border-t',
} as const;

type SheetContentProps = ComponentProps<typeof SheetPrimitive.Content> & { side?: keyof typeof sides };

export function SheetContent({
  side = 'right',
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: SheetContentProps) {
  const returnFocus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay className="fixed inset-0 z-50 bg-foreground/50" />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        className={cn('fixed z-50 flex flex-col border-border bg-card shadow-xl outline-none', sides[side], className)}
        {...props}
        {...returnFocus}
      >
        {children}
        <SheetPrimitive.Close className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-lg text-muted-foreground outline-none hover:bg-muted focus-visible:ring-3 focus-visible:ring-ring/40">
          <X className="size-5" aria-hidden="true" />
          <span className="sr-only">Fermer</span>
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div data-slot="sheet-header" className={cn('flex flex-col gap-1 px-5 pt-5 pr-16 pb-3', className)} {...props} />
  );
}

export function SheetFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sheet-footer"
      className={cn('mt-auto flex flex-col gap-2 border-t border-border px-5 py-4', className)}
      {...props}
    />
  );
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof SheetPrimitive.Title>) {
  return <SheetPrimitive.Title className={cn('text-lg leading-tight font-semibold', className)} {...props} />;
}

export function SheetDescription({ className, ...props }: ComponentProps<typeof SheetPrimitive.Description>) {
  return <SheetPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
}
