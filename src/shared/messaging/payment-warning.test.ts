import { describe, expect, it } from 'vitest';
import { isValidIban, paymentWarningReasons } from './payment-warning';

describe('the off-platform payment warning', () => {
  it.each([
    ['Voici mon IBAN : FR76 3000 6000 0112 3456 7890 189 merci', 'iban'],
    ['fr7630006000011234567890189', 'iban'],
    ['Mon compte au Sénégal : SN08 SN01 0015 2000 0485 0000 3035', 'iban'],
    ['Envoie-moi ton RIB et je te fais le virement', 'iban'],
    ['Envoyez le paiement au 06 12 34 56 78 par Wave', 'phone_payment'],
    ['Tu peux me payer par Orange Money au +225 07 07 12 34 56', 'phone_payment'],
    ['Réglez au 07.12.34.56.78 en espèces', 'phone_payment'],
    ['Paye-moi sur mon PayPal : awa.diallo@gmail.com', 'paypal_address'],
    ['Mon lien : paypal.me/awadiallo', 'paypal_address'],
    ['On peut faire un virement direct, c’est plus simple', 'off_platform'],
    ['Je préfère Western Union', 'off_platform'],
    ['MoneyGram ça vous va ?', 'off_platform'],
    ['On règle ça hors plateforme ?', 'off_platform'],
    ['Sans passer par le site je vous fais -10 %', 'off_platform'],
    ['VIREMENT DIRÉCT possible', 'off_platform'],
  ])('warns about %j (%s)', (message, reason) => {
    expect(paymentWarningReasons(message)).toContain(reason);
  });

  it.each([
    'Bonjour, la perruque fait-elle 22 pouces ? La lace est-elle transparente ?',
    'Appelez-moi au 06 12 34 56 78 pour la livraison, je suis là après 18 h',
    "J'ai payé la commande CMD-2026-000123, le virement est parti ce matin",
    'Le paiement est validé sur Boucles, merci !',
    'Vous acceptez PayPal au moment de commander ?',
    'Mon e-mail : awa.diallo@gmail.com si besoin pour le suivi',
    'La couleur argent existe en 18 pouces ? Mon numéro 06 12 34 56 78',
    'Référence du modèle FR12ABCDEFGHIJKLMNOP, densité 180 %',
    'Suivi Colissimo 6A12345678901, payé hier',
    'Elle est directe, pas ondulée : parfait pour un virage vers le lisse',
  ])('stays quiet about %j', (message) => {
    expect(paymentWarningReasons(message)).toEqual([]);
  });

  it('checks an IBAN by its check digits, not only its shape', () => {
    expect(isValidIban('FR7630006000011234567890189')).toBe(true);
    expect(isValidIban('FR7630006000011234567890188')).toBe(false);
  });
});
