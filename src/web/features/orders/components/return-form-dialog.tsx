import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { returnMessages } from '@shared/returns/return.schemas';
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
import { Spinner } from '@web/components/ui/spinner';
import { Textarea } from '@web/components/ui/textarea';
import { refusalMessage } from '@web/lib/refusal-message';
import { type ReturnStepPath, useReturnStep } from '../api/return-actions';

export type ReturnFormField = {
  name: string;
  label: string;
  multiline?: boolean;
  hint?: string;
  autoComplete?: string;
  maxLength?: number;
};

export type ReturnFormText = { title: string; description: string; confirmLabel: string; destructive?: boolean };

type ReturnFormDialogProps = {
  returnId: string;
  path: ReturnStepPath;
  text: ReturnFormText;
  fields: ReturnFormField[];
  schema: z.ZodType<Record<string, string | null>>;
  initial?: Record<string, string>;
  onDone: () => void;
};

/**
 * A return step that carries what the other party needs (decision 026): the return address,
 * the reason of a refusal, the tracking number. Checked by the shared rules before sending.
 */
export function ReturnFormDialog({
  returnId,
  path,
  text,
  fields,
  schema,
  initial = {},
  onDone,
}: ReturnFormDialogProps) {
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field.name, initial[field.name] ?? ''])),
  );
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const step = useReturnStep(path);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const next: Record<string, string | undefined> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    try {
      await step.mutateAsync({ returnId, body: parsed.data });
    } catch (error) {
      toast.error(refusalMessage(error, returnMessages.statusFailed));
      return;
    }
    toast.success(returnMessages.statusUpdated);
    onDone();
  }

  return (
    <DialogContent onInteractOutside={(event) => step.isPending && event.preventDefault()}>
      <DialogHeader>
        <DialogTitle>{text.title}</DialogTitle>
        <DialogDescription>{text.description}</DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        {fields.map((field) => {
          const id = `return-${path}-${field.name}`;
          const error = errors[field.name];
          const control = {
            ...fieldAria(id, { error, hint: field.hint }),
            value: values[field.name] ?? '',
            maxLength: field.maxLength,
            autoComplete: field.autoComplete,
            disabled: step.isPending,
            onChange: (event: { target: { value: string } }) => {
              setValues((current) => ({ ...current, [field.name]: event.target.value }));
              setErrors((current) => ({ ...current, [field.name]: undefined }));
            },
          };
          return (
            <FormField key={field.name} id={id} label={field.label} hint={field.hint} error={error}>
              {field.multiline ? <Textarea rows={4} {...control} /> : <Input {...control} />}
            </FormField>
          );
        })}
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={step.isPending}>
              Annuler
            </Button>
          </DialogClose>
          <Button type="submit" variant={text.destructive ? 'destructive' : 'default'} disabled={step.isPending}>
            {step.isPending ? <Spinner className="[&_svg]:size-4 [&_svg]:text-current" label="Envoi…" /> : null}
            {text.confirmLabel}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
