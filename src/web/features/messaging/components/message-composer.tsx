import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ImagePlus, Send, X } from 'lucide-react';
import { fileRuleError } from '@shared/file-rules';
import { messagePhotoRules } from '@shared/messaging/message.schemas';
import { MESSAGE_MAX_LENGTH, MESSAGE_PHOTO_MAX, messagingTexts } from '@shared/messaging/message-texts';
import { hasPaymentWarning } from '@shared/messaging/payment-warning';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { refusalMessage } from '@web/lib/refusal-message';
import { useSendMessage } from '../api/conversation-mutations';

/** Text (2,000 characters) and up to 3 photos; Ctrl or ⌘ + Entrée sends from a keyboard. */
export function MessageComposer({ conversationId }: { conversationId: string }) {
  const [body, setBody] = useState('');
  // Each picked photo with its preview address, freed when it leaves the composer.
  const [photos, setPhotos] = useState<Picked[]>([]);
  const current = useRef(photos);
  useEffect(() => {
    current.current = photos;
  }, [photos]);
  useEffect(() => () => current.current.forEach((photo) => URL.revokeObjectURL(photo.url)), []);
  const fileInput = useRef<HTMLInputElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const send = useSendMessage();
  const warn = hasPaymentWarning(body);

  function addPhotos(files: FileList | null) {
    const picked = [...(files ?? [])];
    for (const file of picked) {
      const error = fileRuleError(file, messagePhotoRules);
      if (error) return toast.error(error);
    }
    if (photos.length + picked.length > MESSAGE_PHOTO_MAX) return toast.error(messagingTexts.tooManyPhotos);
    setPhotos([...photos, ...picked.map((file) => ({ file, url: URL.createObjectURL(file) }))]);
  }

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const text = body.trim();
    if (text === '' && photos.length === 0) return toast.error(messagingTexts.bodyRequired);
    send.mutate(
      { conversationId, body: text, photos: photos.map((photo) => photo.file) },
      {
        onSuccess: () => {
          setBody('');
          photos.forEach((photo) => URL.revokeObjectURL(photo.url));
          setPhotos([]);
          textarea.current?.focus();
        },
        onError: (error) => toast.error(refusalMessage(error, messagingTexts.sendFailed)),
      },
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-2 border-t border-border bg-background pt-3">
      {warn ? (
        <p
          id="composer-warning"
          role="status"
          className="rounded-lg bg-destructive/10 px-3 py-2 text-xs text-destructive"
        >
          {messagingTexts.composerWarning}
        </p>
      ) : null}
      {photos.length > 0 ? (
        <PhotoPreviews
          photos={photos}
          onRemove={(index) => {
            URL.revokeObjectURL(photos[index]?.url ?? '');
            setPhotos(photos.filter((_, other) => other !== index));
          }}
        />
      ) : null}
      <div className="flex items-end gap-2">
        <input
          ref={fileInput}
          type="file"
          accept={messagePhotoRules.types.join(',')}
          multiple
          // Opened by the button beside it, the one control a keyboard reaches.
          hidden
          aria-label={messagingTexts.addPhotos}
          onChange={(event) => {
            addPhotos(event.target.files);
            event.target.value = '';
          }}
        />
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label={messagingTexts.addPhotos}
          disabled={photos.length >= MESSAGE_PHOTO_MAX}
          onClick={() => fileInput.current?.click()}
        >
          <ImagePlus aria-hidden="true" />
        </Button>
        <div className="grid flex-1 gap-1">
          <Label htmlFor="message-body" className="sr-only">
            {messagingTexts.bodyLabel}
          </Label>
          <Textarea
            ref={textarea}
            id="message-body"
            rows={2}
            maxLength={MESSAGE_MAX_LENGTH}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={messagingTexts.bodyPlaceholder}
            aria-describedby={['message-count', warn ? 'composer-warning' : null].filter(Boolean).join(' ')}
            className="max-h-40 min-h-11 resize-none"
          />
        </div>
        <Button type="submit" size="icon" aria-label={messagingTexts.send} disabled={send.isPending}>
          <Send aria-hidden="true" />
        </Button>
      </div>
      <p id="message-count" className="text-right text-xs text-muted-foreground">
        {body.length}/{MESSAGE_MAX_LENGTH}
      </p>
    </form>
  );
}

type Picked = { file: File; url: string };

function PhotoPreviews({ photos, onRemove }: { photos: Picked[]; onRemove: (index: number) => void }) {
  return (
    <ul className="flex gap-2" aria-label="Photos à envoyer">
      {photos.map((photo, index) => (
        <li key={photo.url} className="relative">
          <img src={photo.url} alt={messagingTexts.photoAlt(index + 1)} className="size-16 rounded-lg object-cover" />
          <Button
            type="button"
            variant="secondary"
            size="icon"
            className="absolute -top-2 -right-2 size-7 rounded-full"
            aria-label={`${messagingTexts.removePhoto} ${index + 1}`}
            onClick={() => onRemove(index)}
          >
            <X aria-hidden="true" />
          </Button>
        </li>
      ))}
    </ul>
  );
}
