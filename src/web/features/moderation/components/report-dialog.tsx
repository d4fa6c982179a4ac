import { productMessages } from '@shared/catalogue/product-messages';
import { ReportFormDialog } from '@web/components/report-form-dialog';
import { type ReportTarget, useCreateReport } from '../api/create-report';

type ReportDialogProps = { target: ReportTarget | null; onClose: () => void };

/** Reporting a product or a seller; open while `target` is set. */
export function ReportDialog({ target, onClose }: ReportDialogProps) {
  const report = useCreateReport();
  return (
    <ReportFormDialog
      open={target !== null}
      title={target?.type === 'product' ? 'Signaler le produit' : 'Signaler le vendeur'}
      description="Notre équipe examine chaque signalement. Votre identité n'est pas communiquée."
      send={(data) => (target ? report.mutateAsync({ ...data, target }) : Promise.resolve())}
      sentMessage={productMessages.reportSent}
      failedMessage="Erreur lors de l'envoi du signalement"
      onClose={onClose}
    />
  );
}
