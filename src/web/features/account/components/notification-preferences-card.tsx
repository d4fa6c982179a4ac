import { toast } from 'sonner';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
  notificationPreferenceMessages,
} from '@shared/account/notification-preferences.schemas';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import { refusalMessage } from '@web/lib/refusal-message';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/notification-preferences';

const TOGGLES: { key: keyof NotificationPreferences; label: string; text: string }[] = [
  { key: 'email', label: 'Notifications par email', text: 'Recevoir aussi nos messages par email' },
  { key: 'orderUpdates', label: 'Suivi des commandes', text: 'Paiement, expédition, livraison et retours' },
  {
    key: 'messages',
    label: 'Messages',
    // Message e-mails are grouped (decisions.md §6 and issue 15): at most one per conversation per 15 minutes.
    text: 'Nouveaux messages des acheteurs et vendeurs, par email au plus une fois par conversation toutes les 15 minutes',
  },
];

export function NotificationPreferencesCard() {
  const { data, isPending } = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const current = data ?? DEFAULT_NOTIFICATION_PREFERENCES;

  function handleChange(key: keyof NotificationPreferences, checked: boolean) {
    save.mutate(
      { ...current, [key]: checked },
      {
        onSuccess: () => toast.success(notificationPreferenceMessages.saved),
        onError: (error) => toast.error(refusalMessage(error, notificationPreferenceMessages.saveError)),
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>Les notifications dans l'application restent toujours actives.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-border">
          {TOGGLES.map(({ key, label, text }) => (
            <li key={key} className="flex items-center justify-between gap-4 py-3">
              <div className="min-w-0">
                <Label htmlFor={`notify-${key}`}>{label}</Label>
                <p id={`notify-${key}-hint`} className="text-sm text-muted-foreground">
                  {text}
                </p>
              </div>
              <Switch
                id={`notify-${key}`}
                aria-describedby={`notify-${key}-hint`}
                checked={current[key]}
                disabled={isPending || save.isPending}
                onCheckedChange={(checked) => handleChange(key, checked)}
              />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
