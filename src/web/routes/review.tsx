import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { reviewMessages } from '@shared/reviews/review-context.schemas';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useReviewContext } from '@web/features/reviews/api/get-review-context';
import { ReviewForm } from '@web/features/reviews/components/review-form';
import { refusalMessage } from '@web/lib/refusal-message';
import { PageTitle } from '@web/components/page-title';

/** /review/:orderId — the buyer rates a delivered order; any refusal goes back to /orders (spec §8). */
export function ReviewPage() {
  const { orderId = '' } = useParams();
  const navigate = useNavigate();
  const query = useReviewContext(orderId);
  const context = query.data;
  const refusal = context?.refusal ?? null;
  const { error } = query;

  useEffect(() => {
    const message = refusal?.message ?? (error ? refusalMessage(error, reviewMessages.loadError) : null);
    if (!message) return;
    toast.error(message, { id: 'review-refused' });
    void navigate('/orders', { replace: true });
  }, [refusal, error, navigate]);

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-6 sm:py-8">
      <PageTitle>Laisser un avis — Boucles</PageTitle>
      <h1 className="font-display text-3xl font-semibold">Laisser un avis</h1>
      {context && !refusal ? (
        <Card>
          <CardHeader className="flex-row items-center gap-3">
            {context.product.imageUrl ? (
              <img src={context.product.imageUrl} alt="" className="size-16 shrink-0 rounded-lg object-cover" />
            ) : null}
            <div className="grid gap-1">
              <CardTitle>{context.product.title}</CardTitle>
              <CardDescription>
                Vendu par {context.seller.displayName} · Commande {context.orderNumber}
              </CardDescription>
            </div>
          </CardHeader>
          <CardContent>
            <ReviewForm orderId={context.orderId} onDone={() => void navigate('/orders')} />
          </CardContent>
        </Card>
      ) : (
        <Skeleton className="h-96 rounded-2xl" />
      )}
    </div>
  );
}
