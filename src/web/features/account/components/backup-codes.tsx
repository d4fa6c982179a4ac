import { Copy } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import { copyText } from '@web/lib/clipboard';

/** Step 3: the backup codes, shown this once; each opens the account once without the phone. */
export function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  async function copyAll() {
    if (await copyText(codes.join('\n'))) toast.success('Codes copiés!');
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm">
        Gardez ces codes de secours en lieu sûr. Chacun permet de vous connecter une fois si vous n'avez plus votre
        téléphone. <strong>Ils ne seront plus affichés.</strong>
      </p>
      <ul aria-label="Codes de secours" className="grid grid-cols-2 gap-2 rounded-lg bg-muted p-3 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={() => void copyAll()}>
          <Copy aria-hidden="true" />
          Copier les codes
        </Button>
        <Button type="button" onClick={onDone}>
          J'ai noté mes codes
        </Button>
      </div>
    </div>
  );
}
