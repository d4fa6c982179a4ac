import { type ReactNode, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@web/components/ui/button';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { refusalMessage } from '@web/lib/refusal-message';

type TextPromptDialogProps<T> = {
  /** The control's id; its hint, error and counter ids derive from it. */
  id: string;
  title: ReactNode;
  description: ReactNode;
  label: string;
  hint?: string;
  /** A textarea of three rows instead of a one-line input. */
  multiline?: boolean;
  /** Also shows a character counter. */
  maxLength?: number;
  initialValue?: string;
  /** The rules for the text, with the French messages the server also gives. */
  schema: z.ZodType<T, string | null | undefined>;
  submitLabel: string;
  destructive?: boolean;
  /** Sends the checked value; a rejection is shown as a toast (its French message, else `failureMessage`). */
  onSubmit: (value: T) => Promise<unknown>;
  successMessage: string;
  failureMessage: string;
  onDone: () => void;
  /** Another control the caller keeps, drawn before the text (the ground of a moderation decision). */
  before?: ReactNode;
};

/** A dialog asking for one text (a reason, a note, a tracking number), checked before it is sent. */
export function TextPromptDialog<T>(props: TextPromptDialogProps<T>) {
  const { id, title, description, label, hint, multiline, maxLength, initialValue = '', schema } = props;
  const formSchema = useMemo(() => z.object({ text: schema }), [schema]);
  const form = useForm<{ text: string | null | undefined }, unknown, { text: T }>({
    resolver: zodResolver(formSchema),
    defaultValues: { text: initialValue },
  });
  const error = form.formState.errors.text?.message;
  const busy = form.formState.isSubmitting;
  const length = useWatch({ control: form.control, name: 'text' })?.length ?? 0;
  const counterId = `${id}-count`;
  const aria = fieldAria(id, { error, hint });
  const describedBy = [aria['aria-describedby'], maxLength ? counterId : null].filter(Boolean).join(' ');
  const control = {
    ...aria,
    'aria-describedby': describedBy === '' ? undefined : describedBy,
    maxLength,
    ...form.register('text'),
  };

  async function send({ text }: { text: T }) {
    try {
      await props.onSubmit(text);
    } catch (failure) {
      toast.error(refusalMessage(failure, props.failureMessage));
      return;
    }
    toast.success(props.successMessage);
    props.onDone();
  }

  return (
    <DialogContent onInteractOutside={(event) => busy && event.preventDefault()}>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={(event) => void form.handleSubmit(send)(event)} className="grid gap-4">
        {props.before}
        <FormField id={id} label={label} hint={hint} error={error}>
          {multiline ? <Textarea {...control} rows={3} /> : <Input {...control} autoComplete="off" />}
          {maxLength ? (
            <p id={counterId} className="text-right text-xs text-muted-foreground">
              {length}/{maxLength}
            </p>
          ) : null}
        </FormField>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              Annuler
            </Button>
          </DialogClose>
          <Button type="submit" variant={props.destructive ? 'destructive' : 'default'} disabled={busy}>
            {props.submitLabel}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
