/** The seller's bundle discount, as the server words it: 'Remise lot : −10 % dès 2 articles, −15 % dès 3'. */
export function BundleDiscountNote({ sentence }: { sentence: string | null }) {
  if (!sentence) return null;
  return <p className="self-start rounded-full bg-muted px-3 py-1 text-sm font-medium">{sentence}</p>;
}
