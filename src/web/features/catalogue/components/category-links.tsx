import { Link } from 'react-router';
import { CATEGORIES } from '@shared/catalogue/product-options';

/** The four categories, each opening the shop filtered on it. */
export function CategoryLinks() {
  return (
    <section aria-labelledby="categories" className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 pt-10">
      <h2 id="categories" className="font-display text-2xl font-semibold">
        Catégories
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {CATEGORIES.map((category) => (
          <li key={category} className="flex">
            <Link
              to={`/marketplace?category=${encodeURIComponent(category)}`}
              className="flex min-h-14 w-full items-center justify-center rounded-2xl border border-border bg-card px-4 py-3 text-center font-semibold shadow-sm transition-shadow outline-none hover:shadow-md focus-visible:ring-3 focus-visible:ring-ring"
            >
              {category}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
