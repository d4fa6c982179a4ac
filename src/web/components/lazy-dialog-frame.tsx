import { type ComponentType, type ReactNode, Suspense } from 'react';

type FrameProps = { open: boolean; onOpenChange: (open: boolean) => void; children: ReactNode };

/**
 * A dialog's frame (focus trap, scroll lock) from a lazily loaded Radix root, downloaded when it
 * first opens; nothing is drawn while closed. Closing unmounts it, and focus goes back where it was.
 */
export function lazyDialogFrame(Root: ComponentType<FrameProps & { open: true }>) {
  return function LazyFrame({ open, onOpenChange, children }: FrameProps) {
    if (!open) return null;
    return (
      <Suspense fallback={null}>
        <Root open onOpenChange={onOpenChange}>
          {children}
        </Root>
      </Suspense>
    );
  };
}
