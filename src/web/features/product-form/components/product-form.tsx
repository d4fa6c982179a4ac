import { useRef, useState } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { ProductDetail, ProductFields } from '@shared/catalogue/product.schemas';
import { productMessages } from '@shared/catalogue/product-messages';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { refusalMessage } from '@web/lib/refusal-message';
import { useMediaUploads } from '../hooks/use-media-uploads';
import { mediaLimit, uploadedIds, type FormMode } from '../media-list';
import {
  emptyProductFormValues,
  hasWigDetails,
  productFormSchema,
  productToFormValues,
  WIG_DETAIL_FIELDS,
  type ProductFormValues,
} from '../product-form-values';
import { BasicFields } from './basic-fields';
import { MediaUploader } from './media-uploader';
import { WigDetailsFields } from './wig-details-fields';

export type ProductPayload = ProductFields & { imageIds: string[]; videoIds: string[] };

const outcome = {
  add: {
    success: productMessages.created,
    failure: 'Erreur lors de la création du produit',
    submit: 'Publier le produit',
  },
  edit: {
    success: productMessages.updated,
    failure: 'Erreur lors de la modification du produit',
    submit: 'Enregistrer les modifications',
  },
} as const;

type ProductFormProps = {
  mode: FormMode;
  /** The saved product, on edit. */
  product?: ProductDetail;
  save: (payload: ProductPayload) => Promise<{ id: string }>;
};

/** Add and edit share this form; only the image limit, the texts and the request differ. */
export function ProductForm({ mode, product, save }: ProductFormProps) {
  const navigate = useNavigate();
  const [initialValues] = useState<ProductFormValues>(() =>
    product ? productToFormValues(product) : emptyProductFormValues,
  );
  const form = useForm<ProductFormValues, unknown, ProductFields>({
    resolver: zodResolver(productFormSchema),
    defaultValues: initialValues,
  });
  const images = useMediaUploads('image', product?.media ?? []);
  const videos = useMediaUploads('video', product?.media ?? []);
  // The "at least one image" error shows from the first submit on, like the field errors.
  const [submitted, setSubmitted] = useState(false);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const texts = outcome[mode];

  const imageError = submitted && images.items.length === 0 ? productMessages.imageRequired : undefined;
  const uploading = images.isUploading || videos.isUploading;
  const { isSubmitting } = form.formState;

  async function onValid(fields: ProductFields) {
    setSubmitted(true);
    if (images.items.length === 0) {
      document.getElementById('product-images')?.focus();
      return;
    }
    let saved: { id: string };
    try {
      saved = await save({ ...fields, imageIds: uploadedIds(images.items), videoIds: uploadedIds(videos.items) });
    } catch (error) {
      toast.error(refusalMessage(error, texts.failure));
      return;
    }
    toast.success(texts.success);
    void navigate(`/product/${saved.id}`);
  }

  function onInvalid(errors: FieldErrors<ProductFormValues>) {
    setSubmitted(true);
    // Opened before the form focuses the first error, which may be inside.
    if (detailsRef.current && WIG_DETAIL_FIELDS.some((name) => errors[name])) detailsRef.current.open = true;
  }

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(onValid, onInvalid)(event)} className="grid gap-5">
        <Card>
          <CardHeader>
            <CardTitle>Informations</CardTitle>
          </CardHeader>
          <CardContent>
            <BasicFields />
          </CardContent>
        </Card>
        <WigDetailsFields detailsRef={detailsRef} defaultOpen={hasWigDetails(initialValues)} />
        <Card>
          <CardHeader>
            <CardTitle>Photos et vidéos</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-6">
            <MediaUploader
              kind="image"
              items={images.items}
              limit={mediaLimit('image')}
              required
              error={imageError}
              onAdd={images.addFiles}
              onRemove={images.remove}
              onMove={images.move}
            />
            <MediaUploader
              kind="video"
              items={videos.items}
              limit={mediaLimit('video')}
              required={false}
              onAdd={videos.addFiles}
              onRemove={videos.remove}
              onMove={videos.move}
            />
          </CardContent>
        </Card>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
          <Button asChild variant="ghost" size="lg">
            <Link to="/my-products">Annuler</Link>
          </Button>
          <Button type="submit" size="lg" disabled={uploading || isSubmitting}>
            {isSubmitting ? <Spinner className="[&_svg]:text-current" label="Enregistrement…" /> : null}
            {texts.submit}
          </Button>
        </div>
        <p role="status" className="text-center text-sm text-muted-foreground sm:text-right">
          {uploading ? 'Envoi des fichiers en cours… Vous pourrez enregistrer une fois terminé.' : ''}
        </p>
      </form>
    </FormProvider>
  );
}
