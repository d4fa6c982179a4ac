import { Link } from 'react-router';
import { formatDistanceToNow } from 'date-fns';
import { fr } from 'date-fns/locale/fr';
import type { ReviewView } from '@shared/reviews/review-view.schemas';
import { NoticeLink } from '@web/components/notice-link';
import { UserAvatar } from '@web/components/user-avatar';
import { RatingStars } from './rating-stars';

type ReviewListProps = {
  reviews: ReviewView[];
  /** On seller pages, which product each review is about. */
  showProduct?: boolean;
};

export function ReviewList({ reviews, showProduct = false }: ReviewListProps) {
  if (reviews.length === 0) return <p className="text-muted-foreground">Aucun avis pour le moment</p>;
  return (
    <ul className="flex flex-col gap-3">
      {reviews.map((review) => (
        <li key={review.id} className="flex flex-col gap-2 rounded-xl border border-border bg-card p-4">
          <div className="flex items-center gap-3">
            <UserAvatar name={review.reviewer.displayName} url={review.reviewer.avatarUrl} />
            <div className="flex min-w-0 flex-1 flex-col">
              <span className="truncate font-medium">{review.reviewer.displayName}</span>
              <time dateTime={review.createdAt} className="text-xs text-muted-foreground">
                {formatDistanceToNow(new Date(review.createdAt), { addSuffix: true, locale: fr })}
              </time>
            </div>
            <RatingStars rating={review.rating} />
          </div>
          <p className="text-sm whitespace-pre-line">{review.comment}</p>
          {showProduct && review.product ? (
            <p className="text-xs text-muted-foreground">
              Produit :{' '}
              <Link to={`/product/${review.product.id}`} className="font-medium text-foreground hover:underline">
                {review.product.title}
              </Link>
            </p>
          ) : null}
          <NoticeLink target="review" id={review.id} className="self-end">
            Signaler l’avis
          </NoticeLink>
        </li>
      ))}
    </ul>
  );
}
