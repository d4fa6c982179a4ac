import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { normalizeReferralCode } from '@shared/auth/auth.schemas';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useSession } from '@web/lib/session';
import { SignInForm } from '@web/features/auth/components/sign-in-form';
import { SignUpForm } from '@web/features/auth/components/sign-up-form';
import { safeRedirectTarget } from '@web/features/auth/utils/redirect-target';

type Mode = 'signin' | 'signup';

export function AuthPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useSession();

  const referralFromLink = normalizeReferralCode(searchParams.get('ref'));
  const target = safeRedirectTarget(searchParams.get('redirect'));
  // A referral link or the home page's 'Créer un compte' opens the sign-up side.
  const [mode, setMode] = useState<Mode>(
    referralFromLink || searchParams.get('mode') === 'signup' ? 'signup' : 'signin',
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
      <title>{mode === 'signin' ? 'Connexion — Boucles' : 'Créer un compte — Boucles'}</title>
      <Button asChild variant="ghost" className="self-start px-2">
        <Link to="/marketplace">
          <ArrowLeft aria-hidden="true" />
          Retour à la boutique
        </Link>
      </Button>
      <Card>
        <CardHeader>
          <h1 className="font-display text-2xl leading-tight font-semibold">
            {mode === 'signin' ? 'Connexion' : 'Créer un compte'}
          </h1>
          <CardDescription>
            {mode === 'signin'
              ? 'Connectez-vous pour acheter, vendre et suivre vos commandes.'
              : 'Un seul compte pour acheter et vendre sur Boucles.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs value={mode} onValueChange={(value) => setMode(value === 'signup' ? 'signup' : 'signin')}>
            <TabsList aria-label="Connexion ou inscription">
              <TabsTrigger value="signin">Connexion</TabsTrigger>
              <TabsTrigger value="signup">Inscription</TabsTrigger>
            </TabsList>
            <TabsContent value="signin">
              <SignInForm defaultEmail={email} onSignedIn={() => void navigate(target, { replace: true })} />
            </TabsContent>
            <TabsContent value="signup">
              <SignUpForm referralFromLink={referralFromLink} onSignedUp={handleSignedUp} />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </div>
  );
}
