/** The visual star of a required field; screen readers get `required` on the control instead. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-destructive">
      {' *'}
    </span>
  );
}
