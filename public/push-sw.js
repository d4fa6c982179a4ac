// Web Push in the service worker that vite-plugin-pwa generates (it imports this file:
// workbox.importScripts in vite.config.ts). Messages come from deliverPush on the server:
// { title, body, url, tag }, encrypted for this browser.

const appUrl = (path) => {
  const url = new URL(typeof path === 'string' ? path : '/', self.location.origin);
  // Only our own pages: a notification never sends the user elsewhere.
  return url.origin === self.location.origin ? url.href : new URL('/', self.location.origin).href;
};

function readMessage(data) {
  try {
    const message = data ? data.json() : {};
    return {
      title: typeof message.title === 'string' ? message.title : 'Boucles',
      body: typeof message.body === 'string' ? message.body : '',
      url: appUrl(message.url),
      tag: typeof message.tag === 'string' ? message.tag : undefined,
    };
  } catch {
    // The browser requires a visible notification for every push: show a plain one.
    return { title: 'Boucles', body: '', url: appUrl('/'), tag: undefined };
  }
}

self.addEventListener('push', (event) => {
  const message = readMessage(event.data);
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      lang: 'fr',
      // The notification's id: a delivery retried by the server replaces it instead of showing it twice.
      tag: message.tag,
      data: { url: message.url },
    }),
  );
});

async function openApp(url) {
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = tabs.find((client) => new URL(client.url).origin === self.location.origin);
  if (tab) {
    const focused = await tab.focus();
    try {
      await focused.navigate(url);
      return;
    } catch {
      // navigate() is refused for a tab this worker does not control yet: open the page beside it.
    }
  }
  await self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openApp(appUrl(event.notification.data && event.notification.data.url)));
});

// Some browsers (Firefox) renew a subscription by themselves: tell the server, or pushes stop.
self.addEventListener('pushsubscriptionchange', (event) => {
  const previous = event.oldSubscription;
  const key = previous && previous.options.applicationServerKey;
  if (!key) return;
  const send = (method, body) =>
    fetch('/api/me/push-subscriptions', {
      method,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  event.waitUntil(
    (async () => {
      const renewed =
        event.newSubscription ||
        (await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
      await send('POST', renewed.toJSON());
      if (renewed.endpoint !== previous.endpoint) await send('DELETE', { endpoint: previous.endpoint });
    })(),
  );
});
