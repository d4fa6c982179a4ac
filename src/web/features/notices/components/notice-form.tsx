import { type FormEvent, useId, useState } from 'react';
import { CircleCheck } from 'lucide-react';
import { toast } from 'sonner';
import {
  NOTICE_CATEGORIES,
  NOTICE_EXPLANATION_MAX,
  type NoticeCategory,
  type NoticeTarget,
  identityOptional,
  noticeCategoryLabels,
  noticeMessages,
  noticeSchema,
  noticeTargetLabels,
  noticeTargetOfUrl,
} from '@shared/moderation/notice.schemas';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { FieldError, FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect, optionsOf } from '@web/components/ui/native-select';
import { Textarea } from '@web/components/ui/textarea';
import { refusalMessage } from '@web/lib/refusal-message';
import { useSendNotice } from '../api/send-notice';

type NoticeFormProps = {
  /** From a 'Signaler' link: what is reported and the page it was seen on. */
  target: { type: NoticeTarget; id: string } | null;
  initialUrl: string;
  initialName?: string;
  initialEmail?: string;
};

type Errors = Partial<Record<'category' | 'url' | 'explanation' | 'name' | 'email' | 'goodFaith', string>>;

const notABouclesPage =
  'Indiquez l’adresse d’une annonce ou d’un vendeur de Boucles (https://…/product/… ou …/seller/…)';

/** The notice of DSA art. 16(2): what, where exactly, why, who (except for child abuse material), in good faith. */
export function NoticeForm({ target, initialUrl, initialName = '', initialEmail = '' }: NoticeFormProps) {
  const id = useId();
  const send = useSendNotice();
  const [category, setCategory] = useState('');
  const [url, setUrl] = useState(initialUrl);
  const [explanation, setExplanation] = useState('');
  const [name, setName] = useState(initialName);
  const [email, setEmail] = useState(initialEmail);
  const [goodFaith, setGoodFaith] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const anonymousAllowed = identityOptional((category || undefined) as NoticeCategory | undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    const aimed = target ? { targetType: target.type, targetId: target.id } : noticeTargetOfUrl(url.trim());
    const parsed = noticeSchema.safeParse({
      targetType: aimed?.targetType ?? 'product',
      targetId: aimed?.targetId ?? '00000000-0000-4000-8000-000000000000',
      category: category || undefined,
      explanation,
      url,
      name,
      email,
      goodFaith: goodFaith || undefined,
    });
    const found: Errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        found[field] ??= issue.message;
      }
    }
    if (!aimed && !found.url) found.url = notABouclesPage;
    setErrors(found);
    if (!parsed.success || !aimed) return;
    send.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(noticeMessages.sent);
        setSentTo(parsed.data.email);
      },
      onError: (error) => toast.error(refusalMessage(error, noticeMessages.failed)),
    });
  }

  if (sentTo !== null || send.isSuccess) {
    return (
      <div role="status" className="grid gap-2 rounded-xl border border-border bg-card p-4">
        <p className="flex items-center gap-2 font-medium">
          <CircleCheck className="size-5 text-primary" aria-hidden="true" />
          Signalement envoyé
        </p>
        <p className="text-sm text-muted-foreground">
          {sentTo
            ? `Un accusé de réception part à ${sentTo}. Notre équipe examine votre signalement et vous écrira sa décision.`
            : 'Notre équipe examine votre signalement.'}
        </p>
      </div>
    );
  }

  const aria = (field: keyof Errors) => fieldAria(`${id}-${field}`, { error: errors[field] });
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {target ? (
        <p className="text-sm">
          Vous signalez <strong>{noticeTargetLabels[target.type]}</strong>.
        </p>
      ) : null}
      <FormField id={`${id}-category`} label="Type de problème" error={errors.category}>
        <NativeSelect
          {...aria('category')}
          placeholder="Sélectionnez le type de problème"
          options={optionsOf(NOTICE_CATEGORIES, noticeCategoryLabels)}
          value={category}
          onChange={(event) => setCategory(event.target.value)}
        />
      </FormField>
      <FormField
        id={`${id}-url`}
        label="Adresse exacte du contenu"
        error={errors.url}
        hint={target ? undefined : 'Copiez l’adresse de la page de l’annonce ou du vendeur.'}
      >
        <Input
          {...aria('url')}
          type="url"
          inputMode="url"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
        />
      </FormField>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-explanation`}>Pourquoi ce contenu est-il illicite ou interdit ?</Label>
        <Textarea
          {...aria('explanation')}
          maxLength={NOTICE_EXPLANATION_MAX}
          rows={5}
          value={explanation}
          onChange={(event) => setExplanation(event.target.value)}
          placeholder="Décrivez précisément le problème et ce qui vous permet de l’affirmer"
        />
        <p className="text-right text-xs text-muted-foreground">
          {explanation.length}/{NOTICE_EXPLANATION_MAX}
        </p>
        {errors.explanation ? <FieldError id={`${id}-explanation-error`}>{errors.explanation}</FieldError> : null}
      </div>
      <FormField
        id={`${id}-name`}
        label={anonymousAllowed ? 'Votre nom (facultatif)' : 'Votre nom'}
        error={errors.name}
      >
        <Input {...aria('name')} autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} />
      </FormField>
      <FormField
        id={`${id}-email`}
        label={anonymousAllowed ? 'Votre adresse e-mail (facultative)' : 'Votre adresse e-mail'}
        error={errors.email}
        hint="Nous y envoyons l’accusé de réception et notre décision."
      >
        <Input
          {...aria('email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </FormField>
      <div className="grid gap-1.5">
        <div className="flex items-start gap-3">
          <Checkbox
            {...aria('goodFaith')}
            checked={goodFaith}
            onCheckedChange={(checked) => setGoodFaith(checked === true)}
            className="mt-0.5"
          />
          <Label htmlFor={`${id}-goodFaith`} className="font-normal leading-snug">
            Je déclare de bonne foi que les informations et allégations de ce signalement sont exactes et complètes.
          </Label>
        </div>
        {errors.goodFaith ? <FieldError id={`${id}-goodFaith-error`}>{errors.goodFaith}</FieldError> : null}
      </div>
      <Button type="submit" disabled={send.isPending} className="justify-self-start">
        Envoyer le signalement
      </Button>
    </form>
  );
}
