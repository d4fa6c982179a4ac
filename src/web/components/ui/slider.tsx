import type { ComponentProps } from 'react';
import { Slider as SliderPrimitive } from 'radix-ui';
import { cn } from '@web/lib/utils';

type SliderProps = ComponentProps<typeof SliderPrimitive.Root> & {
  /** One accessible name per thumb ('Prix minimum', 'Prix maximum'): a range has two controls. */
  thumbLabels: readonly string[];
  /** What a screen reader announces for a value, e.g. '120 €' rather than '120'. */
  valueText?: (value: number) => string;
};

export function Slider({ className, thumbLabels, valueText, ...props }: SliderProps) {
  const values = props.value ?? props.defaultValue ?? [props.min ?? 0];
  return (
    <SliderPrimitive.Root
      data-slot="slider"
      className={cn(
        'relative flex h-11 w-full touch-none items-center select-none data-disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-1.5 w-full grow overflow-hidden rounded-full bg-muted">
        <SliderPrimitive.Range className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      {values.map((value, index) => (
        <SliderPrimitive.Thumb
          key={index}
          aria-label={thumbLabels[index]}
          aria-valuetext={valueText?.(value)}
          className="block size-6 rounded-full border-2 border-primary bg-card shadow-sm outline-none focus-visible:ring-3 focus-visible:ring-ring/50"
        />
      ))}
    </SliderPrimitive.Root>
  );
}
