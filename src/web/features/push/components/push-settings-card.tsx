import { toast } from 'sonner';
import { pushTexts } from '@shared/notifications/notification-texts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import { refusalMessage } from '@web/lib/refusal-message';
import { usePushSubscription } from '../hooks/use-push-subscription';

/** Settings: Web Push for this browser only; each device is turned on by itself. */
export function PushSettingsCard() {
  const push = usePushSubscription();
  const blocker = !push.supported ? pushTexts.unsupported : push.permission === 'denied' ? pushTexts.denied : null;

  async function handleChange(checked: boolean) {
    try {
      if (!checked) {
        await push.unsubscribe();
        toast.success(pushTexts.disabled);
        return;
      }
      const permission = await push.subscribe();
      if (permission === 'granted') toast.success(pushTexts.enabled);
      else if (permission === 'denied') toast.error(pushTexts.denied);
    } catch (error) {
      toast.error(refusalMessage(error, checked ? pushTexts.error : pushTexts.disableError));
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{pushTexts.cardTitle}</CardTitle>
        <CardDescription>{pushTexts.cardDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        {/* No switch that cannot move: the reason instead. */}
        {blocker ? (
          <p className="text-sm text-muted-foreground">{blocker}</p>
        ) : (
          <div className="flex items-center justify-between gap-4">
            <Label htmlFor="push-this-device">{pushTexts.switchLabel}</Label>
            <Switch
              id="push-this-device"
              checked={push.subscribed}
              disabled={push.isLoading || push.isBusy}
              onCheckedChange={(checked) => void handleChange(checked)}
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
