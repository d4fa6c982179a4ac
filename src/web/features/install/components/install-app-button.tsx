import { Download } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { useInstallPrompt } from '../hooks/install-prompt';
import { useStandalone } from '../hooks/use-standalone';

/** 'Installer l'app': the browser prompt when one was captured, else the help page. */
export function InstallAppButton({ className }: { className?: string }) {
  const standalone = useStandalone();
  const { promptInstall } = useInstallPrompt();
  const navigate = useNavigate();

  if (standalone) return null;

  async function handleClick() {
    const prompted = await promptInstall();
    if (!prompted) await navigate('/install');
  }

  return (
    <Button variant="outline" size="lg" className={cn(className)} onClick={() => void handleClick()}>
      <Download aria-hidden="true" />
      Installer l'app
    </Button>
  );
}
