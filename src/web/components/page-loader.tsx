import { Spinner } from './ui/spinner';

/** Shown while a screen's code or the session loads. */
export function PageLoader() {
  return (
    <div className="flex min-h-[50dvh] items-center justify-center">
      <Spinner className="[&_svg]:size-7" />
    </div>
  );
}
