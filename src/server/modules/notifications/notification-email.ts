import type { Mail } from '@server/platform/mailer';

export type NotificationEmailInput = {
  to: string;
  recipientName: string;
  title: string;
  message: string;
  /** Absolute URL of the screen where the recipient acts, if any. */
  actionUrl: string | null;
  preferencesUrl: string;
  /** One click (RFC 8058) turns this kind of e-mail off; null for a transactional e-mail. */
  unsubscribeUrl: string | null;
  /** Stable per notification: a resent message is recognisable as the same one. */
  messageId: string;
};

const colors = { plum: '#5b2245', cream: '#fbf6ef', ink: '#2b1a14', card: '#fffdf9', muted: '#6b5a52' };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The French e-mail for one notification, in HTML and plain text, in the product's colours. */
export function notificationEmail(input: NotificationEmailInput): Mail {
  const greeting = `Bonjour ${input.recipientName},`;
  const text = [
    greeting,
    '',
    input.message,
    ...(input.actionUrl ? ['', `Voir sur Boucles : ${input.actionUrl}`] : []),
    '',
    '—',
    `Gérer mes notifications : ${input.preferencesUrl}`,
    ...(input.unsubscribeUrl ? [`Ne plus recevoir ce type d'e-mail : ${input.unsubscribeUrl}`] : []),
  ].join('\n');
  const button = input.actionUrl
    ? `<p style="margin:24px 0"><a href="${escapeHtml(input.actionUrl)}" style="background:${colors.plum};color:${colors.cream};padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">Voir sur Boucles</a></p>`
    : '';
  const unsubscribeLink = input.unsubscribeUrl
    ? ` ·\n<a href="${escapeHtml(input.unsubscribeUrl)}" style="color:${colors.plum}">Ne plus recevoir ce type d'e-mail</a>`
    : '';
  const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(input.title)}</title></head>
<body style="margin:0;background:${colors.cream};font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:${colors.ink}">
<div style="max-width:560px;margin:0 auto;padding:24px 16px">
<p style="font-size:22px;font-weight:700;color:${colors.plum};margin:0 0 16px">Boucles</p>
<div style="background:${colors.card};border-radius:12px;padding:24px">
<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(input.title)}</h1>
<p style="margin:0 0 8px">${escapeHtml(greeting)}</p>
<p style="margin:0;line-height:1.5;white-space:pre-line">${escapeHtml(input.message)}</p>
${button}
</div>
<p style="font-size:13px;color:${colors.muted};margin:16px 0 0;line-height:1.5">
<a href="${escapeHtml(input.preferencesUrl)}" style="color:${colors.plum}">Gérer mes notifications</a>${unsubscribeLink}
</p>
</div></body></html>`;
  return {
    to: input.to,
    subject: `${input.title} — Boucles`,
    text,
    html,
    messageId: input.messageId,
    headers: input.unsubscribeUrl
      ? { 'List-Unsubscribe': `<${input.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
      : {},
  };
}
