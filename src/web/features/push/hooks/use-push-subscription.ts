import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { pushPublicKeyQueryOptions, savePushSubscription } from '../api/push-subscriptions';
import { pushDeviceQueryOptions, pushSupported } from './push-device';
import { subscribeDevice, unsubscribeDevice } from './subscribe-device';

let confirmedThisVisit = false;

/**
 * Web Push on this device: whether the browser can, what the user allowed, whether it is on,
 * and the actions that turn it on and off.
 */
export function usePushSubscription() {
  const supported = pushSupported();
  const queryClient = useQueryClient();
  const device = useQuery({ ...pushDeviceQueryOptions(), enabled: supported });
  const refresh = () => queryClient.invalidateQueries({ queryKey: pushDeviceQueryOptions().queryKey });

  const subscription = device.data?.subscription ?? null;
  useEffect(() => {
    if (!subscription || confirmedThisVisit) return;
    confirmedThisVisit = true;
    // Tells the server this device is still in use, and moves it to the account now signed in
    // on this browser; a failure changes nothing the user can act on.
    savePushSubscription(subscription.toJSON()).catch(() => undefined);
  }, [subscription]);

  const subscribe = useMutation({
    mutationFn: async () => subscribeDevice(await queryClient.fetchQuery(pushPublicKeyQueryOptions())),
    onSuccess: () => {
      confirmedThisVisit = true;
    },
    onSettled: refresh,
  });
  const unsubscribe = useMutation({ mutationFn: unsubscribeDevice, onSettled: refresh });

  return {
    supported,
    /** Still reading the browser's state: show neither on nor off yet. */
    isLoading: supported && device.isPending,
    permission: device.data?.permission ?? (supported ? Notification.permission : 'default'),
    subscribed: subscription !== null,
    isBusy: subscribe.isPending || unsubscribe.isPending,
    /** Resolves with the permission the user gave; rejects when subscribing failed. */
    subscribe: () => subscribe.mutateAsync(),
    unsubscribe: () => unsubscribe.mutateAsync(),
  };
}
