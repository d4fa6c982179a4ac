export const unsubscribeTexts = {
  invalid: 'Lien de désinscription invalide',
  done: "C'est noté : vous ne recevrez plus ce type d'e-mail. Vous pouvez le réactiver dans vos paramètres.",
} as const;

const escapeAttribute = (text: string) => text.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A plain page with one button: the form posts to the same address (our own origin), and
 * the answer is shown as the API gives it. No script, so the page's CSP stays strict.
 */
export function unsubscribePage(token: string): string {
  const action = `/api/notifications/unsubscribe/confirm?token=${encodeURIComponent(token)}`;
  return page(
    "Ne plus recevoir ce type d'e-mail ?",
    `<p>Vous continuerez à voir vos notifications dans l'application.</p>
<form method="post" action="${escapeAttribute(action)}" enctype="application/x-www-form-urlencoded">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit" style="background:#5b2245;color:#fdf7f0;border:0;border-radius:8px;padding:12px 20px;font-size:16px;cursor:pointer">Confirmer la désinscription</button>
</form>`,
  );
}

/** What the confirmation form shows once posted. */
export const unsubscribeDonePage = (done: boolean) =>
  page(done ? 'Désinscription enregistrée' : unsubscribeTexts.invalid, done ? `<p>${unsubscribeTexts.done}</p>` : '');

const page = (title: string, body: string) => `<!doctype html><html lang="fr"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${title} — Boucles</title></head>
<body style="font-family:system-ui,sans-serif;background:#fbf6ef;color:#2b1a14;margin:0;padding:32px 16px">
<main style="max-width:480px;margin:0 auto;background:#fffdf9;border-radius:12px;padding:24px">
<h1 style="font-size:20px;margin:0 0 12px;color:#5b2245">${title}</h1>
${body}
<p><a href="/settings" style="color:#5b2245">Gérer toutes mes notifications</a></p>
</main></body></html>`;
