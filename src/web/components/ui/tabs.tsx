import { type ComponentProps, createContext, type KeyboardEvent, use, useId } from 'react';
import { cn } from '@web/lib/utils';

/*
 * The WAI-ARIA tabs pattern with Radix Tabs' markup (roles, ids, aria-*, data-state), which the
 * screens and their tests rely on, without its 10 KB (roving focus, collection, presence…) that
 * the orders' and the admin's first screens downloaded for two to fourteen buttons (issue 35).
 * Always controlled: every screen keeps its tab in the URL or its state.
 */

type TabsState = { baseId: string; value: string; select: (value: string) => void };

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const tabs = use(TabsContext);
  if (!tabs) throw new Error('TabsList, TabsTrigger and TabsContent go inside Tabs');
  return tabs;
}

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue'> & {
  value: string;
  onValueChange: (value: string) => void;
};

export function Tabs({ value, onValueChange, className, ...props }: TabsProps) {
  const baseId = useId();
  const select = (next: string) => {
    if (next !== value) onValueChange(next);
  };
  return (
    <TabsContext value={{ baseId, value, select }}>
      <div data-slot="tabs" data-orientation="horizontal" className={cn('flex flex-col gap-4', className)} {...props} />
    </TabsContext>
  );
}

/** The tab that a key moves to from tab `at` of `count` (they loop), or null for another key. */
export function tabAfterKey(key: string, at: number, count: number): number | null {
  const steps: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: count - 1 };
  const next = steps[key];
  return next === undefined ? null : (next + count) % count;
}

/** Only the chosen tab is in the Tab order; the arrow keys, Home and End move along the others. */
function moveAlongTabs(event: KeyboardEvent<HTMLDivElement>) {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not(:disabled)')];
  const at = tabs.indexOf(event.target as HTMLElement);
  if (at === -1) return;
  const next = tabAfterKey(event.key, at, tabs.length);
  if (next === null) return;
  event.preventDefault();
  // Focusing a tab chooses it (TabsTrigger), as Radix's automatic activation did.
  tabs[next]?.focus();
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      className={cn('inline-flex h-11 w-full items-center rounded-xl bg-muted p-1 text-muted-foreground', className)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveAlongTabs(event);
      }}
      {...props}
    />
  );
}

export function TabsTrigger({
  value,
  disabled,
  className,
  onClick,
  onFocus,
  ...props
}: ComponentProps<'button'> & { value: string }) {
  const tabs = useTabs();
  const selected = value === tabs.value;
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(tabs.baseId, value)}
      aria-selected={selected}
      aria-controls={contentId(tabs.baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      data-disabled={disabled ? '' : undefined}
      disabled={disabled}
      tabIndex={selected ? 0 : -1}
      data-slot="tabs-trigger"
      className={cn(
        'inline-flex h-full flex-1 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors outline-none',
        'focus-visible:ring-3 focus-visible:ring-ring/40 disabled:pointer-events-none disabled:opacity-50',
        'data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
      // Both: a click does not focus a button in Safari, and the arrow keys only focus.
      onClick={(event) => {
        onClick?.(event);
        tabs.select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        tabs.select(value);
      }}
    />
  );
}

/** The chosen tab's panel; the others are not drawn, as with Radix. */
export function TabsContent({ value, className, ...props }: ComponentProps<'div'> & { value: string }) {
  const tabs = useTabs();
  if (value !== tabs.value) return null;
  return (
    <div
      role="tabpanel"
      id={contentId(tabs.baseId, value)}
      aria-labelledby={triggerId(tabs.baseId, value)}
      data-state="active"
      data-orientation="horizontal"
      tabIndex={0}
      data-slot="tabs-content"
      className={cn('outline-none', className)}
      {...props}
    />
  );
}
