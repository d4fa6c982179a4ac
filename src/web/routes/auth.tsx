import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { normalizeReferralCode } from '@shared/auth/auth.schemas';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useSession } from '@web/lib/session';
import { ForgotPasswordForm } from '@web/features/auth/components/forgot-password-form';
import { SignInForm } from '@web/features/auth/components/sign-in-form';
import { SignUpForm } from '@web/features/auth/components/sign-up-form';
import { safeRedirectTarget } from '@web/features/auth/utils/redirect-target';
import { PageTitle } from '@web/components/page-title';

type Mode = 'signin' | 'signup' | 'forgot';

/** `?mode=` of the links that open another side: the home page's 'Créer un compte', the reset screen's new link. */
const MODES_FROM_LINK = new Map<string, Mode>([
  ['signup', 'signup'],
  ['mot-de-passe-oublie', 'forgot'],
]);

const TITLES: Record<Mode, { title: string; heading: string; text: string }> = {
  signin: {
    title: 'Connexion — Boucles',
    heading: 'Connexion',
    text: 'Connectez-vous pour acheter, vendre et suivre vos commandes.',
  },
  signup: {
    title: 'Créer un compte — Boucles',
    heading: 'Créer un compte',
    text: 'Un seul compte pour acheter et vendre sur Boucles.',
  },
  forgot: {
    title: 'Mot de passe oublié — Boucles',
    heading: 'Mot de passe oublié',
    text: 'Choisissez un nouveau mot de passe grâce à un lien reçu par e-mail.',
  },
};

export function AuthPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useSession();

  const referralFromLink = normalizeReferralCode(searchParams.get('ref'));
  const target = safeRedirectTarget(searchParams.get('redirect'));
  // A referral link opens the sign-up side.
  const [mode, setMode] = useState<Mode>(
    referralFromLink ? 'signup' : (MODES_FROM_LINK.get(searchParams.get('mode') ?? '') ?? 'signin'),
  );
  const [email, setEmail] = useState('');

  // The form shows at once, even while the session loads: most visitors here are signed out.
  if (user) return <Navigate to={target} replace />;

  function handleSignedUp(signedUpEmail: string) {
    setEmail(signedUpEmail);
    setMode('signin');
  }

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-6 sm:py-10">
      <PageTitle>{TITLES[mode].title}</PageTitle>
      <Button asChild variant="ghost" className="self-start px-2">
        <Link to="/marketplace">
          <ArrowLeft aria-hidden="true" />
          Retour à la boutique
        </Link>
      </Button>
      <Card>
        <CardHeader>
          <h1 className="font-display text-2xl leading-tight font-semibold">{TITLES[mode].heading}</h1>
          <CardDescription>{TITLES[mode].text}</CardDescription>
        </CardHeader>
        <CardContent>
          {mode === 'forgot' ? (
            <ForgotPasswordForm defaultEmail={email} onBack={() => setMode('signin')} />
          ) : (
            <Tabs value={mode} onValueChange={(value) => setMode(value === 'signup' ? 'signup' : 'signin')}>
              <TabsList aria-label="Connexion ou inscription">
                <TabsTrigger value="signin">Connexion</TabsTrigger>
                <TabsTrigger value="signup">Inscription</TabsTrigger>
              </TabsList>
              <TabsContent value="signin">
                <SignInForm
                  defaultEmail={email}
                  onSignedIn={() => void navigate(target, { replace: true })}
                  onForgotPassword={(typed) => {
                    setEmail(typed);
                    setMode('forgot');
                  }}
                />
              </TabsContent>
              <TabsContent value="signup">
                <SignUpForm referralFromLink={referralFromLink} onSignedUp={handleSignedUp} />
              </TabsContent>
            </Tabs>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
