import { useState } from 'react';
import { ShieldPlus } from 'lucide-react';
import type { Enrolment } from '@shared/account/two-factor.schemas';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { BackupCodes } from './backup-codes';
import { EnrolCredentialsForm } from './enrol-credentials-form';
import { EnrolVerifyForm } from './enrol-verify-form';

type Step = { name: 'credentials' } | { name: 'verify'; enrolment: Enrolment } | { name: 'backup'; codes: string[] };

const DESCRIPTIONS: Record<Step['name'], string> = {
  credentials: 'Confirmez votre mot de passe pour ajouter une application d’authentification.',
  verify: 'Étape 2 sur 3 : reliez votre application.',
  backup: 'Étape 3 sur 3 : vos codes de secours.',
};

/**
 * Stays mounted after the factor is verified (when the card no longer offers to start), so
 * the last step can still show the backup codes.
 */
export function EnrolFactorDialog({ canStart }: { canStart: boolean }) {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>({ name: 'credentials' });

  function handleOpenChange(next: boolean) {
    setOpen(next);
    // Closing mid-way leaves an unverified factor the list offers to remove; a new start replaces it.
    if (!next) setStep({ name: 'credentials' });
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      {canStart ? (
        <DialogTrigger asChild>
          <Button className="h-auto min-h-11 shrink whitespace-normal">
            <ShieldPlus aria-hidden="true" />
            Activer la double authentification
          </Button>
        </DialogTrigger>
      ) : null}
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Double authentification</DialogTitle>
          <DialogDescription>{DESCRIPTIONS[step.name]}</DialogDescription>
        </DialogHeader>
        {step.name === 'credentials' ? (
          <EnrolCredentialsForm onStarted={(enrolment) => setStep({ name: 'verify', enrolment })} />
        ) : null}
        {step.name === 'verify' ? (
          <EnrolVerifyForm
            enrolment={step.enrolment}
            onVerified={() => setStep({ name: 'backup', codes: step.enrolment.backupCodes })}
          />
        ) : null}
        {step.name === 'backup' ? <BackupCodes codes={step.codes} onDone={() => handleOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
