import { Link } from 'react-router';
import { LegalPage, LegalSection, SupportContact } from './legal-page';

// Bump when the text changes: users see the date at the top of the page.
const UPDATED_ON = new Date(2026, 10, 23);

export function PrivacyContent() {
  return (
    <LegalPage
      title="Politique de confidentialité"
      updatedOn={UPDATED_ON}
      intro={
        <p>
          Cette page explique quelles données Boucles collecte, pourquoi, combien de temps elles sont gardées et comment
          exercer vos droits, conformément au Règlement général sur la protection des données (RGPD).
        </p>
      }
    >
      <LegalSection id="responsable" title="1. Responsable du traitement">
        <p>
          Boucles, exploitant de la marketplace, est responsable du traitement de vos données. Vous pouvez nous joindre
          à tout moment : <SupportContact />.
        </p>
      </LegalSection>

      <LegalSection id="donnees" title="2. Données collectées">
        <ul>
          <li>Compte : nom complet, adresse e-mail, mot de passe (jamais stocké en clair), code de parrainage.</li>
          <li>Profil : nom d'utilisateur, photo, bio, téléphone, adresse, ville et pays, si vous les renseignez.</li>
          <li>Vente : coordonnées de versement (PayPal, IBAN ou mobile money) et justificatif de vérification.</li>
          <li>
            Commandes : produits achetés ou vendus, adresse de livraison ou point de retrait, paiements, preuves de
            paiement et de remboursement, retours et leurs photos.
          </li>
          <li>Échanges : avis, signalements, utilisateurs bloqués, annonces masquées, notifications.</li>
          <li>
            Sécurité : journaux de connexion (date, adresse IP, appareil) et éventuel second facteur d'authentification.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="finalites" title="3. Pourquoi nous les utilisons">
        <ul>
          <li>
            Faire fonctionner la marketplace : créer votre compte, traiter les commandes, les paiements en séquestre,
            les livraisons, les retours et les versements aux vendeurs (exécution du contrat).
          </li>
          <li>Tenir notre comptabilité et répondre aux autorités (obligation légale).</li>
          <li>Prévenir la fraude et sécuriser les comptes (intérêt légitime).</li>
          <li>Vous envoyer des notifications, selon les préférences que vous choisissez dans les Paramètres.</li>
        </ul>
        <p>Nous ne vendons pas vos données et ne faisons pas de publicité ciblée.</p>
      </LegalSection>

      <LegalSection id="destinataires" title="4. Qui y a accès">
        <ul>
          <li>
            L'autre partie d'une commande, pour le strict nécessaire : le vendeur voit le nom et l'adresse de livraison
            de l'acheteur ; l'acheteur voit le profil public du vendeur.
          </li>
          <li>L'équipe d'administration de Boucles, pour valider paiements, retours, vérifications et versements.</li>
          <li>
            Nos prestataires techniques (hébergement, envoi d'e-mails), liés par contrat et tenus à la confidentialité.
          </li>
        </ul>
        <p>
          Vos justificatifs (preuves de paiement et de remboursement, photos de retour, pièces de vérification) ne sont
          jamais publics : ils ne s'ouvrent que par des liens temporaires, réservés aux personnes concernées.
        </p>
      </LegalSection>

      <LegalSection id="conservation" title="5. Durées de conservation">
        <ul>
          <li>Compte et profil : tant que votre compte est actif.</li>
          <li>
            Après une demande de suppression : le compte est désactivé immédiatement et vos données personnelles sont
            effacées <strong>dans un délai de 2 semaines</strong>.
          </li>
          <li>
            Données des transactions (commandes, paiements, remboursements, versements) : <strong>10 ans</strong>, durée
            imposée par les obligations comptables ; elles ne sont alors plus rattachées à votre identité.
          </li>
          <li>
            Journaux de sécurité : <strong>12 mois</strong>, puis supprimés.
          </li>
          <li>
            Pièces de vérification vendeur (pièce d'identité) : supprimées <strong>30 jours après la décision</strong>{' '}
            de l'équipe, qu'elle soit acceptée ou refusée ; le numéro SIRET d'un professionnel reste attaché à sa
            demande.
          </li>
          <li>
            Journal des actions de l'équipe d'administration (validations, décisions de modération, consultations de
            coordonnées) : <strong>12 mois</strong>, puis supprimé.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="securite" title="6. Sécurité">
        <p>
          Les mots de passe sont chiffrés par un algorithme de hachage lent, la session est gardée dans un cookie
          protégé inaccessible aux scripts, les connexions sont limitées contre les tentatives répétées et vous pouvez
          activer une double authentification.
        </p>
      </LegalSection>

      <LegalSection id="droits" title="7. Vos droits">
        <ul>
          <li>
            <strong>Accès et export</strong> : obtenir une copie de toutes vos données, dans un format lisible par
            machine.
          </li>
          <li>
            <strong>Rectification</strong> : corriger vos informations, notamment depuis votre profil.
          </li>
          <li>
            <strong>Effacement</strong> : supprimer votre compte depuis les Paramètres, sous réserve des données que la
            loi nous oblige à conserver.
          </li>
          <li>
            <strong>Opposition et limitation</strong> : vous opposer à certains traitements ou en demander la
            limitation.
          </li>
        </ul>
        <p>
          Pour exercer ces droits, écrivez au support : <SupportContact />. Nous répondons dans un délai d'un mois. Vous
          pouvez aussi saisir l'autorité de protection des données de votre pays (par exemple la CNIL en France).
        </p>
      </LegalSection>

      <LegalSection id="cookies" title="8. Cookies et stockage local">
        <p>
          Nous utilisons uniquement un cookie de session, indispensable pour rester connecté, et le stockage de votre
          navigateur pour permettre à l'application de s'ouvrir rapidement, même hors connexion. Aucun traceur
          publicitaire ni outil de mesure d'audience tiers n'est utilisé.
        </p>
      </LegalSection>

      <LegalSection id="mineurs" title="9. Mineurs">
        <p>
          Boucles est réservé aux personnes âgées de 18 ans ou plus ; nous ne collectons pas sciemment de données de
          mineurs.
        </p>
      </LegalSection>

      <LegalSection id="modifications" title="10. Modifications">
        <p>
          Nous pouvons faire évoluer cette politique ; la date de mise à jour figure en haut de la page. Voir aussi nos{' '}
          <Link to="/terms" className="text-primary underline underline-offset-4">
            conditions d'utilisation
          </Link>
          .
        </p>
      </LegalSection>
    </LegalPage>
  );
}
