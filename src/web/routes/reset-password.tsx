import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { passwordMessages } from '@shared/auth/password.schemas';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { ResetPasswordForm } from '@web/features/auth/components/reset-password-form';
import { PageTitle } from '@web/components/page-title';

/** Where the e-mail's link leads: `?token=` is better-auth's single-use reset token. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get('token') ?? '';
  const [linkInvalid, setLinkInvalid] = useState(token === '');

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-6 sm:py-10">
      <PageTitle>Nouveau mot de passe — Boucles</PageTitle>
      <Card>
        <CardHeader>
          <h1 className="font-display text-2xl leading-tight font-semibold">Nouveau mot de passe</h1>
          <CardDescription>
            Choisissez un nouveau mot de passe : vos appareils connectés seront déconnectés.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {linkInvalid ? (
            <div className="grid gap-4">
              <p role="alert" className="rounded-lg bg-destructive/10 p-3 text-sm">
                {passwordMessages.resetLinkInvalid}
              </p>
              <Button asChild>
                <Link to="/auth?mode=mot-de-passe-oublie">Recevoir un nouveau lien</Link>
              </Button>
            </div>
          ) : (
            <ResetPasswordForm
              token={token}
              onDone={() => void navigate('/auth', { replace: true })}
              onLinkInvalid={() => setLinkInvalid(true)}
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
