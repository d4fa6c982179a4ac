import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { REVIEW_REFUSAL_CODES, reviewMessages } from '@shared/reviews/review-context.schemas';
import { REVIEW_COMMENT_MAX, reviewSchema } from '@shared/reviews/review.schemas';
import { Button } from '@web/components/ui/button';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/textarea';
import { ApiError } from '@web/lib/api-client';
import { refusalMessage } from '@web/lib/refusal-message';
import { useSubmitReview } from '../api/submit-review';
import { RatingField } from './rating-field';

const isReviewRefusal = (error: unknown) =>
  error instanceof ApiError && (REVIEW_REFUSAL_CODES as readonly string[]).includes(error.code);

type ReviewFormProps = { orderId: string; onDone: () => void };

/** Rating and comment; a refusal (already reviewed, no longer delivered) also leaves the form. */
export function ReviewForm({ orderId, onDone }: ReviewFormProps) {
  const submit = useSubmitReview();
  const {
    register,
    control,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(reviewSchema),
    defaultValues: { rating: 0, comment: '' },
    // The comment registers before the stars' Controller: focus by reading order instead.
    shouldFocusError: false,
  });
  const comment = useWatch({ control, name: 'comment' });

  const onSubmit = handleSubmit(
    async (review) => {
      try {
        await submit.mutateAsync({ orderId, review });
      } catch (error) {
        toast.error(refusalMessage(error, reviewMessages.submitError));
        if (isReviewRefusal(error)) onDone();
        return;
      }
      toast.success(reviewMessages.thanks);
      onDone();
    },
    (invalid) => setFocus(invalid.rating ? 'rating' : 'comment'),
  );

  const commentError = errors.comment?.message;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      <Controller
        control={control}
        name="rating"
        render={({ field, fieldState }) => (
          <RatingField
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <FormField id="review-comment" label="Votre commentaire" error={commentError}>
        <Textarea
          rows={5}
          maxLength={REVIEW_COMMENT_MAX}
          placeholder="Qualité, conformité à l'annonce, échanges avec le vendeur…"
          {...fieldAria('review-comment', { error: commentError })}
          aria-describedby={[commentError ? 'review-comment-error' : null, 'review-comment-count']
            .filter(Boolean)
            .join(' ')}
          {...register('comment')}
        />
        <p id="review-comment-count" className="text-right text-xs text-muted-foreground">
          {comment.length}/{REVIEW_COMMENT_MAX}
        </p>
      </FormField>
      <Button type="submit" disabled={isSubmitting} className="w-full sm:w-fit">
        Envoyer mon avis
      </Button>
    </form>
  );
}
