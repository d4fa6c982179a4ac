import { returnPhotoRules } from '@shared/returns/return.schemas';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { returnPhotosError } from '../return-photos';

type ReturnPhotosFieldProps = {
  id: string;
  photos: File[];
  error: string | undefined;
  disabled: boolean;
  /** The chosen files and what is wrong with them, checked at once by the return photos' rules. */
  onChange: (photos: File[], error: string | undefined) => void;
};

/** Up to five photos of the item, for a return request or a dispute. */
export function ReturnPhotosField({ id, photos, error, disabled, onChange }: ReturnPhotosFieldProps) {
  return (
    <FormField
      id={id}
      label="Photos (facultatif)"
      hint={
        photos.length > 0
          ? `${photos.length} photo(s) sélectionnée(s)`
          : 'JPG, PNG ou WEBP, 5 Mo maximum, 5 photos au plus.'
      }
      error={error}
    >
      <Input
        {...fieldAria(id, { error, hint: true })}
        type="file"
        multiple
        accept={returnPhotoRules.types.join(',')}
        disabled={disabled}
        onChange={(event) => {
          const next = Array.from(event.target.files ?? []);
          onChange(next, returnPhotosError(next));
        }}
        className="h-auto py-2 file:mr-3 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-1 file:text-sm file:font-medium"
      />
    </FormField>
  );
}
