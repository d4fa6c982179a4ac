import type { ReactNode } from 'react';
import { CircleCheck, Download, EllipsisVertical, Share, SquarePlus } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { useInstallPrompt } from '../hooks/install-prompt';
import { useStandalone } from '../hooks/use-standalone';

type Guide = { id: 'ios' | 'android'; title: string; steps: ReactNode[] };

const iconClass = 'mx-1 inline size-4 align-[-0.15em] text-primary';

const guides: Guide[] = [
  {
    id: 'ios',
    title: 'iPhone et iPad (Safari)',
    steps: [
      "Ouvrez Boucles dans Safari (l'installation ne fonctionne pas depuis une autre application).",
      <>
        Touchez le bouton Partager
        <Share className={iconClass} aria-hidden="true" />
        en bas de l'écran (en haut sur iPad).
      </>,
      <>
        Faites défiler et choisissez «&nbsp;Sur l'écran d'accueil&nbsp;»
        <SquarePlus className={iconClass} aria-hidden="true" />.
      </>,
      "Touchez «\u00a0Ajouter\u00a0» en haut à droite. L'icône Boucles apparaît sur votre écran d'accueil.",
    ],
  },
  {
    id: 'android',
    title: 'Android (Chrome)',
    steps: [
      'Ouvrez Boucles dans Chrome.',
      <>
        Touchez le menu
        <EllipsisVertical className={iconClass} aria-hidden="true" />
        (trois points) en haut à droite.
      </>,
      "Choisissez «\u00a0Installer l'application\u00a0» ou «\u00a0Ajouter à l'écran d'accueil\u00a0».",
      "Confirmez avec «\u00a0Installer\u00a0». L'icône Boucles apparaît avec vos autres applications.",
    ],
  },
];

function isIos(): boolean {
  // iPadOS presents itself as a Mac; touch support tells them apart.
  return (
    /iPad|iPhone|iPod/.test(navigator.userAgent) ||
    (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1)
  );
}

export function InstallGuide() {
  const standalone = useStandalone();
  const { canPrompt, promptInstall } = useInstallPrompt();
  // The visitor's own platform first: that is the guide they need.
  const ordered = isIos() ? guides : [...guides].reverse();

  return (
    <div className="flex flex-col gap-6">
      {standalone ? (
        <p
          role="status"
          className="flex items-center gap-2 rounded-xl bg-success/10 px-4 py-3 font-medium text-success"
        >
          <CircleCheck className="size-5 shrink-0" aria-hidden="true" />
          L'application est déjà installée sur cet appareil.
        </p>
      ) : null}
      {!standalone && canPrompt ? (
        <Card>
          <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p>Votre navigateur peut installer Boucles directement.</p>
            <Button size="lg" onClick={() => void promptInstall()}>
              <Download aria-hidden="true" />
              Installer maintenant
            </Button>
          </CardContent>
        </Card>
      ) : null}
      {ordered.map((guide) => (
        <Card key={guide.id}>
          <CardHeader>
            <CardTitle>{guide.title}</CardTitle>
          </CardHeader>
          <CardContent>
            <ol className="flex flex-col gap-3">
              {guide.steps.map((step, index) => (
                <li key={index} className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
                  >
                    {index + 1}
                  </span>
                  <span className="pt-0.5">{step}</span>
                </li>
              ))}
            </ol>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
