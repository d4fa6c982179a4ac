import type { Mail } from '@server/platform/mailer';

// The e-mails of the account's life: each says who asked and what to do if it was not them.

const SIGNATURE = "\n\nL'équipe Boucles";
const forgotPasswordLink = (publicUrl: string) => `${publicUrl}/auth?mode=mot-de-passe-oublie`;

export const existingAccountMail = (to: string, publicUrl: string): Mail => ({
  to,
  subject: 'Tentative de création de compte',
  text: `Bonjour,\n\nQuelqu'un a tenté de créer un compte Boucles avec votre adresse. Vous avez déjà un compte : connectez-vous sur ${publicUrl}/auth.\n\nSi ce n'était pas vous, ignorez ce message.`,
});

export const failedSignInsMail = (to: string, publicUrl: string): Mail => ({
  to,
  subject: 'Tentatives de connexion à votre compte',
  text: `Bonjour,\n\nPlusieurs tentatives de connexion à votre compte Boucles ont échoué. Les essais suivants sont ralentis pendant quelques minutes ; depuis un appareil où vous vous êtes déjà connecté, vous pouvez vous connecter normalement.\n\nSi ce n'était pas vous, choisissez un nouveau mot de passe : ${forgotPasswordLink(publicUrl)}${SIGNATURE}`,
});

export const resetPasswordMail = (to: string, token: string, publicUrl: string): Mail => ({
  to,
  subject: 'Choisir un nouveau mot de passe',
  text: `Bonjour,\n\nPour choisir un nouveau mot de passe, ouvrez ce lien (valable 1 heure, une seule fois) :\n${publicUrl}/reinitialiser-mot-de-passe?token=${encodeURIComponent(token)}\n\nTous vos appareils seront ensuite déconnectés.\n\nSi vous n'avez rien demandé, ignorez ce message : votre mot de passe ne change pas.${SIGNATURE}`,
});

const confirmLink = (token: string, publicUrl: string) =>
  `${publicUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}`;

export const verifyEmailMail = (to: string, token: string, publicUrl: string): Mail => ({
  to,
  subject: 'Confirmez votre adresse e-mail',
  text: `Bonjour,\n\nBienvenue sur Boucles ! Confirmez votre adresse e-mail en ouvrant ce lien (valable 1 heure) :\n${confirmLink(token, publicUrl)}\n\nVotre compte fonctionne déjà ; l'adresse confirmée vous permettra de vendre et de recevoir vos gains.\n\nSi vous n'avez pas créé de compte, ignorez ce message.${SIGNATURE}`,
});

export const confirmNewEmailMail = (to: string, token: string, publicUrl: string): Mail => ({
  to,
  subject: 'Confirmez votre nouvelle adresse e-mail',
  text: `Bonjour,\n\nPour que cette adresse devienne celle de votre compte Boucles, ouvrez ce lien (valable 1 heure) :\n${confirmLink(token, publicUrl)}\n\nSi vous n'avez rien demandé, ignorez ce message : rien ne changera.${SIGNATURE}`,
});

export const emailChangeNoticeMail = (to: string, newEmail: string, publicUrl: string): Mail => ({
  to,
  subject: "Demande de changement d'adresse e-mail",
  text: `Bonjour,\n\nUn changement d'adresse e-mail a été demandé pour votre compte Boucles, vers ${newEmail}. Il ne sera fait que si le lien envoyé à cette adresse est suivi.\n\nSi ce n'était pas vous, choisissez vite un nouveau mot de passe : ${forgotPasswordLink(publicUrl)}${SIGNATURE}`,
});
