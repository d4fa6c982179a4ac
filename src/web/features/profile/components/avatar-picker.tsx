import { type ChangeEvent, useRef } from 'react';
import { Camera, LoaderCircle } from 'lucide-react';
import { toast } from 'sonner';
import { fileRuleError } from '@shared/file-rules';
import { avatarFileRules, profileMessages } from '@shared/profile/profile.schemas';
import { UserAvatar } from '@web/components/user-avatar';
import { refusalMessage } from '@web/lib/refusal-message';
import { useUploadAvatar } from '../api/upload-avatar';

/** The profile photo; a click opens the file picker and the new photo replaces it as soon as it is saved. */
export function AvatarPicker({ name, url }: { name: string; url: string | null }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();

  async function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still triggers a change.
    event.target.value = '';
    if (!file) return;
    const problem = fileRuleError(file, avatarFileRules);
    if (problem) {
      toast.error(problem);
      return;
    }
    try {
      await upload.mutateAsync(file);
      toast.success(profileMessages.avatarSuccess);
    } catch (error) {
      toast.error(refusalMessage(error, profileMessages.avatarError));
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={() => inputRef.current?.click()}
        disabled={upload.isPending}
        aria-label="Changer la photo de profil"
        className="relative w-fit shrink-0 rounded-full outline-none focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:opacity-70"
      >
        <UserAvatar name={name} url={url} size={96} className="size-24 border border-border text-2xl" />
        <span className="absolute right-0 bottom-0 flex size-9 items-center justify-center rounded-full bg-primary text-primary-foreground ring-2 ring-card">
          {upload.isPending ? (
            <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          ) : (
            <Camera className="size-4" aria-hidden="true" />
          )}
        </span>
      </button>
      <span role="status" className="sr-only">
        {upload.isPending ? 'Envoi de la photo…' : ''}
      </span>
      <input
        ref={inputRef}
        type="file"
        accept={avatarFileRules.types.join(',')}
        className="hidden"
        aria-label="Photo de profil"
        onChange={(event) => void handleChange(event)}
      />
    </>
  );
}
