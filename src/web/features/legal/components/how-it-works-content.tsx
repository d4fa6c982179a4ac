import { Link } from 'react-router';
import { listingConditionLabels, sortLabels } from '@shared/catalogue/product-options';
import { DELIVERY_COST_EUROPE_CENTS, DELIVERY_COST_WORLD_CENTS } from '@shared/delivery';
import { COMMISSION_RATE_PERCENT, formatEuros } from '@shared/money';
import { DISPUTE_WINDOW_DAYS, RETURN_WINDOW_DAYS, returnReasonLabels } from '@shared/returns/return-status';
import { WITHDRAWAL_DAYS } from '@shared/returns/withdrawal';
import { sellerStatusLabels } from '@shared/trust/seller-status';
import { PageTitle } from '@web/components/page-title';
import { LegalSection, SupportContact } from './legal-page';
import { ConsumerMediator } from './consumer-mediator';

const link = 'text-primary underline underline-offset-4';

/**
 * 'Comment fonctionne Boucles' (decision 062): what P2B art. 5 and Code de la consommation
 * L111-7 / D111-8 ask a marketplace to tell, in plain words. Every figure comes from the code
 * that applies it, and the ranking is described as the shop's statement really sorts.
 */
export function HowItWorksContent() {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-8 leading-relaxed sm:py-12">
      <PageTitle>Comment fonctionne Boucles</PageTitle>
      <header className="mb-8 border-b border-border pb-6">
        <h1 className="font-display text-3xl font-semibold text-primary sm:text-4xl">Comment fonctionne Boucles</h1>
        <p className="mt-4 text-base">
          Boucles met en relation des acheteurs et des vendeurs de perruques, tissages, extensions et accessoires. Nous
          ne vendons rien nous-mêmes : la vente se fait entre l'acheteur et le vendeur. Voici, en bref, nos règles.
        </p>
      </header>
      <div className="flex flex-col gap-8">
        <LegalSection id="vendeurs" title="Qui vend">
          <p>
            Tout compte peut devenir vendeur. Boucles met en relation acheteurs et vendeurs, encaisse le paiement et le
            garde jusqu'à la fin de la commande. Chaque vendeur dit s'il est{' '}
            <strong>{sellerStatusLabels.private}</strong> ou <strong>{sellerStatusLabels.professional}</strong> ;
            l'annonce, la commande et le reçu l'affichent (article L111-7 du Code de la consommation).
          </p>
          <ul>
            <li>
              <strong>{sellerStatusLabels.private}</strong> : une personne qui vend ses propres affaires. Entre
              particuliers, le droit de rétractation du consommateur ne s'applique pas. Les retours de Boucles (produit
              défectueux, non conforme…) restent possibles.
            </li>
            <li>
              <strong>{sellerStatusLabels.professional}</strong> : une entreprise. Son nom, son adresse, son SIRET et
              son numéro de TVA sont sur sa page. Vous avez les droits du consommateur, dont la rétractation de{' '}
              {WITHDRAWAL_DAYS} jours.
            </li>
          </ul>
        </LegalSection>

        <LegalSection id="classement" title="Comment les annonces sont classées">
          <p>La boutique montre les annonces dans l'ordre que vous choisissez :</p>
          <ul>
            <li>
              <strong>{sortLabels.recent}</strong> (par défaut) : la plus récemment publiée d'abord.
            </li>
            <li>
              <strong>{sortLabels.price_asc}</strong> ou <strong>{sortLabels.price_desc}</strong> : selon le prix du
              produit, sans la livraison.
            </li>
          </ul>
          <p>
            La recherche et les filtres ne gardent que les annonces qui correspondent à vos mots et à vos choix ; elles
            restent dans l'ordre choisi ci-dessus. Il n'y a pas de classement par pertinence.
          </p>
          <p>
            C'est le seul critère de classement. Personne ne peut payer pour être mieux placé. La note d'un vendeur et
            son badge «&nbsp;vérifié&nbsp;» ne changent pas l'ordre. N'apparaissent pas : les produits épuisés ou
            retirés, ceux des comptes suspendus ou fermés, et, pour vous seul, ceux des personnes que vous avez bloquées
            ou des annonces que vous avez masquées.
          </p>
        </LegalSection>

        <LegalSection id="prix" title="Ce que ça coûte">
          <ul>
            <li>
              Pour le vendeur : une <strong>commission de {COMMISSION_RATE_PERCENT} %</strong> du prix du produit,
              retenue sur sa part. Pas d'abonnement, pas de frais d'inscription.
            </li>
            <li>
              Pour l'acheteur : le prix du produit et la livraison, rien de plus. Livraison à domicile{' '}
              <strong>{formatEuros(DELIVERY_COST_EUROPE_CENTS)}</strong> vers l'Europe,{' '}
              <strong>{formatEuros(DELIVERY_COST_WORLD_CENTS)}</strong> vers le reste du monde ; retrait au point du
              vendeur <strong>gratuit</strong>.
            </li>
          </ul>
        </LegalSection>

        <LegalSection id="argent" title="Qui garde l'argent, et quand le vendeur est payé">
          <ul>
            <li>L'acheteur paie Boucles, jamais le vendeur directement.</li>
            <li>
              Boucles garde l'argent (séquestre) pendant toute la commande. Le vendeur n'expédie qu'après la validation
              du paiement par notre équipe.
            </li>
            <li>
              Vendeur particulier : il est payé quand la commande est terminée, dès que l'acheteur laisse son avis, ou{' '}
              {RETURN_WINDOW_DAYS} jours après la livraison s'il n'y a pas de retour en cours.
            </li>
            <li>
              Vendeur professionnel : l'argent reste en séquestre pendant le délai de rétractation de l'acheteur, même
              si celui-ci a laissé son avis. Il est libéré {WITHDRAWAL_DAYS} jours après la livraison, ou{' '}
              {WITHDRAWAL_DAYS} jours après l'avis s'il a été laissé pendant ce délai.
            </li>
            <li>
              Jamais pendant un retour en cours. Notre équipe verse alors sa part (le prix moins la commission, plus la
              livraison) sur les coordonnées de versement que le vendeur a données.
            </li>
          </ul>
        </LegalSection>

        <LegalSection id="retours" title="Retours et litiges">
          <ul>
            <li>
              L'acheteur peut demander un retour dans les <strong>{RETURN_WINDOW_DAYS} jours</strong> après la
              livraison, avec un motif et des photos s'il le souhaite.
            </li>
            <li>Le vendeur accepte ou refuse la demande.</li>
            <li>
              S'il refuse, l'acheteur peut contester ce refus dans les <strong>{DISPUTE_WINDOW_DAYS} jours</strong>.
              Notre équipe examine alors les échanges et les photos, puis tranche : le refus est maintenu, ou le retour
              est accordé.
            </li>
            <li>Un retour accordé est remboursé à l'acheteur par Boucles, depuis l'argent gardé en séquestre.</li>
          </ul>
          <h3 className="mt-4 font-semibold">Acheté à un professionnel : la rétractation</h3>
          <ul>
            <li>
              Vous pouvez vous rétracter dans les <strong>{WITHDRAWAL_DAYS} jours</strong> après la livraison, sans
              donner de raison (article L221-18 du Code de la consommation). Choisissez le motif «&nbsp;
              {returnReasonLabels.withdrawal}&nbsp;».
            </li>
            <li>
              Vous êtes remboursé du prix et de la livraison une fois le colis revenu chez le vendeur. Le renvoi est à
              votre charge, sauf si le vendeur le prend en charge.
            </li>
            <li>
              Exception d'hygiène : un produit vendu «&nbsp;{listingConditionLabels.new_sealed}&nbsp;» dont vous avez
              ouvert le scellé après la livraison ne peut pas être rendu par rétractation (article L221-28 5° du Code de
              la consommation). Un défaut reste couvert par un retour ordinaire.
            </li>
            <li>Acheté à un particulier : pas de rétractation, mais les retours ci-dessus restent possibles.</li>
          </ul>
        </LegalSection>

        <LegalSection id="mediateur" title="Un désaccord avec nous ?">
          <p>
            Écrivez d'abord au support : <SupportContact />. Si vous êtes un consommateur et que notre réponse ne vous
            satisfait pas, vous pouvez saisir gratuitement le médiateur de la consommation, au plus tard un an après
            votre réclamation écrite auprès de nous.
          </p>
          <ConsumerMediator />
        </LegalSection>

        <p className="text-sm text-muted-foreground">
          Le détail est dans nos{' '}
          <Link to="/terms" className={link}>
            conditions d'utilisation
          </Link>
          .
        </p>
      </div>
    </article>
  );
}
