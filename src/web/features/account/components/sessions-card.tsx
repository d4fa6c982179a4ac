import { formatDistanceToNow } from 'date-fns';
import { fr } from 'date-fns/locale';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import { toast } from 'sonner';
import { type DeviceSession, deviceSessionMessages } from '@shared/account/device-sessions.schemas';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { refusalMessage } from '@web/lib/refusal-message';
import { useDeviceSessions, useEndDeviceSession, useEndOtherDeviceSessions } from '../api/device-sessions';

function SessionRow({ session }: { session: DeviceSession }) {
  const end = useEndDeviceSession();
  const lastActive = formatDistanceToNow(new Date(session.lastActiveAt), { addSuffix: true, locale: fr });

  function handleEnd() {
    end.mutate(session.id, {
      onSuccess: () => toast.success(deviceSessionMessages.ended),
      onError: (error) => toast.error(refusalMessage(error, deviceSessionMessages.endError)),
    });
  }

  return (
    <li className="flex items-center gap-3 py-3">
      <MonitorSmartphone className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {session.device}
          {session.current ? <Badge variant="success">Cet appareil</Badge> : null}
        </p>
        <p className="text-sm text-muted-foreground">
          Actif {lastActive}
          {session.ipAddress ? ` · ${session.ipAddress}` : ''}
        </p>
      </div>
      {session.current ? null : (
        <Button
          variant="outline"
          size="sm"
          onClick={handleEnd}
          disabled={end.isPending}
          aria-label={`Déconnecter ${session.device}`}
        >
          <LogOut aria-hidden="true" />
          Déconnecter
        </Button>
      )}
    </li>
  );
}

export function SessionsCard() {
  const { data, isPending } = useDeviceSessions();
  const sessions = data?.items ?? [];
  const notShown = data?.notShownCount ?? 0;
  const endOthers = useEndOtherDeviceSessions();
  const hasOthers = notShown > 0 || sessions.some((session) => !session.current);

  function handleEndOthers() {
    endOthers.mutate(undefined, {
      onSuccess: () => toast.success(deviceSessionMessages.othersEnded),
      onError: (error) => toast.error(refusalMessage(error, deviceSessionMessages.endError)),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Appareils connectés</CardTitle>
        <CardDescription>Les appareils où votre compte est ouvert en ce moment.</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : (
          <>
            <ul className="divide-y divide-border">
              {sessions.map((session) => (
                <SessionRow key={session.id} session={session} />
              ))}
            </ul>
            {notShown > 0 ? (
              <p className="pt-3 text-sm text-muted-foreground">
                Et {notShown} session{notShown > 1 ? 's' : ''} moins récente{notShown > 1 ? 's' : ''}, fermée
                {notShown > 1 ? 's' : ''} aussi par « Déconnecter les autres appareils ».
              </p>
            ) : null}
          </>
        )}
      </CardContent>
      {hasOthers ? (
        <CardFooter>
          <Button variant="outline" onClick={handleEndOthers} disabled={endOthers.isPending}>
            Déconnecter les autres appareils
          </Button>
        </CardFooter>
      ) : null}
    </Card>
  );
}
