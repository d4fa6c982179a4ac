import { useState } from 'react';
import { FileText, X } from 'lucide-react';

const isPdf = (url: string) => (url.split('?')[0] ?? '').toLowerCase().endsWith('.pdf');

/**
 * The buyer's proof as a thumbnail that opens the signed file. A proof that cannot
 * be shown (expired link, deleted or unreadable file) shows a cross (spec §8).
 */
export function ProofPreview({ url }: { url: string }) {
  const [broken, setBroken] = useState(false);
  const pdf = isPdf(url);

  return (
    <a
      href={url}
      target="_blank"
      rel="noreferrer"
      className="flex size-16 items-center justify-center overflow-hidden rounded-lg border border-border bg-muted outline-none focus-visible:ring-3 focus-visible:ring-ring/40"
      aria-label="Voir la preuve de paiement"
    >
      {pdf ? (
        <FileText className="size-6 text-muted-foreground" aria-hidden="true" />
      ) : broken ? (
        <X className="size-6 text-destructive" aria-hidden="true" data-testid="proof-broken" />
      ) : (
        <img src={url} alt="" className="size-full object-cover" onError={() => setBroken(true)} />
      )}
    </a>
  );
}
