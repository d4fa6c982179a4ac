import { Link } from 'react-router';
import { LegalPage, LegalSection, SupportContact } from './legal-page';
import { TermsVersionHistory, TermsVersionLine } from './terms-versions';

export function TermsContent() {
  return (
    <LegalPage
      title="Conditions d'utilisation"
      dateLine={<TermsVersionLine />}
      intro={
        <p>
          Les présentes conditions encadrent l'utilisation de Boucles, la marketplace de perruques, extensions, tissages
          et accessoires pour cheveux afro. En créant un compte, vous les acceptez.
        </p>
      }
    >
      <LegalSection id="objet" title="1. Le service">
        <p>
          Boucles met en relation des acheteurs et des vendeurs, particuliers ou professionnels. Boucles n'est pas le
          vendeur des produits : le contrat de vente est conclu entre l'acheteur et le vendeur. Boucles encaisse le
          paiement de l'acheteur et le conserve en séquestre jusqu'à la bonne fin de la commande.
        </p>
        <p>
          La boutique classe les annonces selon l'ordre choisi par l'acheteur : les plus récentes d'abord (par défaut),
          ou par prix croissant ou décroissant. Aucun autre critère n'intervient et aucun placement ne s'achète (voir{' '}
          <Link to="/comment-fonctionne-boucles#classement" className="text-primary underline underline-offset-4">
            Comment fonctionne Boucles
          </Link>
          ).
        </p>
      </LegalSection>

      <LegalSection id="compte" title="2. Compte et âge minimum">
        <ul>
          <li>
            Le service est réservé aux personnes <strong>âgées de 18 ans ou plus</strong>. Vous le confirmez lors de
            l'inscription.
          </li>
          <li>Un même compte permet d'acheter et, après demande, de vendre.</li>
          <li>Vous fournissez des informations exactes et gardez votre mot de passe confidentiel.</li>
          <li>Vous êtes responsable de l'activité réalisée depuis votre compte.</li>
        </ul>
      </LegalSection>

      <LegalSection id="vendeurs" title="3. Vendeurs">
        <ul>
          <li>Tout utilisateur peut devenir vendeur depuis la page Paramètres.</li>
          <li>
            Le vendeur décrit ses produits de façon exacte et complète (type, nature des cheveux, couleur, longueur,
            état) et n'expédie qu'après la validation du paiement par notre équipe.
          </li>
          <li>
            Le badge «&nbsp;vérifié&nbsp;» est accordé après le contrôle d'un justificatif d'identité par notre équipe ;
            il peut être retiré en cas d'abus.
          </li>
          <li>
            Le vendeur indique ses coordonnées de versement (PayPal, IBAN ou mobile money) pour recevoir le produit de
            ses ventes.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="paiement" title="4. Commande et paiement">
        <ul>
          <li>
            Les prix sont affichés en euros. Le total d'une commande est le prix du produit plus les frais de livraison.
          </li>
          <li>
            Le paiement se fait par <strong>virement bancaire</strong>, <strong>mobile money</strong> ou{' '}
            <strong>PayPal</strong>, au profit de Boucles et jamais directement au vendeur.
          </li>
          <li>
            Après le paiement, l'acheteur envoie une preuve de paiement depuis «&nbsp;Mes Commandes&nbsp;». Notre équipe
            la vérifie et valide le paiement, ou le refuse et demande une nouvelle preuve.
          </li>
          <li>Une commande peut être annulée tant que le paiement n'a pas été validé.</li>
        </ul>
      </LegalSection>

      <LegalSection id="sequestre" title="5. Paiement sécurisé (séquestre)">
        <p>
          L'argent de l'acheteur est conservé par Boucles pendant toute la commande. Le vendeur n'expédie qu'une fois le
          paiement validé par un administrateur, et il n'est payé qu'une fois la commande terminée : après l'avis de
          l'acheteur, ou après la livraison lorsque le délai de retour de 14 jours est écoulé sans demande de retour en
          cours. En cas de retour accepté, l'acheteur est remboursé à partir de la somme conservée.
        </p>
      </LegalSection>

      <LegalSection id="livraison" title="6. Livraison">
        <ul>
          <li>
            Livraison à domicile : <strong>6,99 €</strong> vers un pays d'Europe, <strong>12,99 €</strong> vers le reste
            du monde.
          </li>
          <li>
            Retrait en main propre : <strong>gratuit</strong>, au point de retrait indiqué par le vendeur.
          </li>
          <li>
            Le suivi de la commande est visible jusqu'à la livraison ; l'acheteur confirme la réception du colis depuis
            «&nbsp;Mes Commandes&nbsp;».
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="commission" title="7. Commission">
        <p>
          Boucles prélève une <strong>commission de 5 %</strong> du prix du produit sur chaque transaction. Elle est
          déduite de la part du vendeur, qui reçoit 95 % du prix. L'acheteur ne paie aucun frais en plus du prix et de
          la livraison. Il n'y a ni abonnement ni frais d'inscription.
        </p>
      </LegalSection>

      <LegalSection id="retours" title="8. Retours et remboursements">
        <ul>
          <li>
            L'acheteur peut demander un retour <strong>dans les 14 jours</strong> suivant la livraison, en indiquant un
            motif (produit défectueux, non conforme, erroné, endommagé, de qualité insuffisante ou autre) et, s'il le
            souhaite, des photos.
          </li>
          <li>
            Le vendeur accepte ou refuse la demande. S'il l'accepte, il envoie une preuve de remboursement que notre
            équipe valide ; l'acheteur renvoie ensuite le produit et le vendeur en confirme la réception.
          </li>
          <li>Passé ce délai, aucun retour ne peut plus être demandé sur la plateforme.</li>
        </ul>
      </LegalSection>

      <LegalSection id="avis" title="9. Avis et parrainage">
        <ul>
          <li>
            Seul l'acheteur d'une commande livrée peut laisser un avis, une seule fois par commande. Les avis doivent
            être sincères.
          </li>
          <li>
            Chaque compte dispose d'un code de parrainage. Vous gagnez 5 € pour chaque ami inscrit avec votre code qui
            effectue son premier achat ou sa première vente ; le bonus est versé après validation par notre équipe.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="conduite" title="10. Contenus interdits et signalements">
        <p>
          Sont interdits notamment : les contrefaçons, les produits dangereux ou non conformes à l'hygiène, les annonces
          trompeuses, les arnaques, le harcèlement, la violence et les propos haineux. Chacun peut signaler une annonce
          ou un utilisateur et bloquer un utilisateur. Nous pouvons retirer une annonce ou suspendre un compte qui
          enfreint ces règles.
        </p>
      </LegalSection>

      <LegalSection id="suppression" title="11. Suppression du compte">
        <p>
          Vous pouvez supprimer votre compte depuis les Paramètres. Il est immédiatement désactivé et ne permet plus de
          se connecter ; vos données personnelles sont effacées <strong>dans un délai de 2 semaines</strong>. Les
          données des transactions sont conservées 10 ans pour nos obligations comptables et légales (voir la{' '}
          <Link to="/privacy" className="text-primary underline underline-offset-4">
            politique de confidentialité
          </Link>
          ).
        </p>
      </LegalSection>

      <LegalSection id="responsabilite" title="12. Responsabilité">
        <p>
          Le vendeur est seul responsable de ses annonces et des produits qu'il vend. Boucles s'engage à traiter les
          paiements, les retours et les versements avec diligence, et à faire ses meilleurs efforts pour que le service
          reste disponible, sans pouvoir garantir une disponibilité permanente.
        </p>
      </LegalSection>

      <LegalSection id="droit" title="13. Droit applicable">
        <p>
          Les présentes conditions sont soumises au <strong>droit allemand</strong>. Si vous êtes un consommateur, vous
          conservez la protection que vous accordent les dispositions impératives du droit de votre pays de résidence.
          En cas de litige, contactez d'abord le support pour rechercher une solution amiable.
        </p>
      </LegalSection>

      <LegalSection id="contact" title="14. Contact">
        <p>
          Pour toute question, écrivez au support : <SupportContact />. Pour savoir comment la boutique classe les
          annonces, qui garde l'argent et comment les litiges sont tranchés, lisez{' '}
          <Link to="/comment-fonctionne-boucles" className="text-primary underline underline-offset-4">
            Comment fonctionne Boucles
          </Link>
          .
        </p>
      </LegalSection>

      <LegalSection id="versions" title="15. Modifications et versions">
        <p>
          Nous annonçons chaque nouvelle version au moins <strong>15 jours</strong> avant son entrée en vigueur. Les
          vendeurs sont prévenus aussitôt, par notification et par e-mail, et peuvent fermer leur compte avant cette
          date s'ils refusent les changements. Chacun accepte la nouvelle version à sa première connexion après son
          entrée en vigueur.
        </p>
        <TermsVersionHistory />
      </LegalSection>
    </LegalPage>
  );
}
