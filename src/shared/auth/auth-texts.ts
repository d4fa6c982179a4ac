// The account's words, apart from their schemas: the account menu shows them without zod in the
// page (decision 077).

export const PASSWORD_MIN = 6;

export const authMessages = {
  emailRequired: "L'email est requis",
  emailInvalid: 'Email invalide',
  passwordRequired: 'Le mot de passe est requis',
  passwordTooShort: `Le mot de passe doit contenir au moins ${PASSWORD_MIN} caractères`,
  passwordTooLong: 'Le mot de passe est trop long (max 128 caractères)',
  passwordTooCommon: 'Ce mot de passe est trop courant, choisissez-en un autre',
  fullNameRequired: 'Le nom complet est requis',
  fullNameTooLong: 'Le nom est trop long (max 100 caractères)',
  referralInvalid: 'Code de parrainage invalide',
  adultRequired: 'Vous devez avoir 18 ans ou plus pour vous inscrire',
  termsRequired: "Vous devez accepter les conditions d'utilisation",
  invalidCredentials: 'Email ou mot de passe incorrect',
  accountBeingDeleted: 'Ce compte est en cours de suppression et ne peut plus être utilisé.',
  accountSuspended: 'Ce compte est suspendu. Écrivez au support pour en savoir plus.',
  signUpSuccess: 'Compte créé! Vous pouvez maintenant vous connecter.',
  signInSuccess: 'Connexion réussie!',
  signOutSuccess: 'Déconnecté avec succès',
  tooManyAttempts: 'Trop de tentatives, réessayez dans quelques minutes',
} as const;

export const settingsMessages = {
  alreadySeller: 'Vous êtes déjà vendeur',
  becomeSellerSuccess: 'Vous êtes maintenant vendeur!',
  becomeSellerError: 'Erreur lors de la demande',
  unauthorizedAdmin: 'Accès non autorisé',
  signInRequired: 'Veuillez vous connecter pour continuer',
} as const;
