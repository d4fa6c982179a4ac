import { Link, useNavigate } from 'react-router';
import {
  Boxes,
  ClipboardList,
  Heart,
  LayoutDashboard,
  LogOut,
  Package,
  Scale,
  Settings,
  UserRound,
  Wallet,
} from 'lucide-react';
import { authMessages } from '@shared/auth/auth-texts';
import type { SessionUser } from '@shared/auth/session.schemas';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { UserAvatar } from '@web/components/user-avatar';
import { useSignOut } from '@web/features/auth/api/sign-out';
import { MessagesMenuItem, UnreadMessagesDot } from '@web/features/messaging/components/messages-menu-item';
import { forgetPushOnThisDevice } from '@web/features/push/hooks/subscribe-device';
import { toastAfterReload } from '@web/lib/flash-toast';

/** `openAtStart`: the member tapped its place before it was drawn. */
export function UserMenu({ user, openAtStart = false }: { user: SessionUser; openAtStart?: boolean }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const displayName = user.username ?? user.fullName;

  async function handleSignOut() {
    // While the session still allows telling the server which device to forget.
    await forgetPushOnThisDevice();
    await signOut.mutateAsync();
    // The reload below would wipe a toast shown now; show it once the page is back.
    toastAfterReload(authMessages.signOutSuccess);
    await navigate('/auth', { replace: true });
    // A full reload drops every bit of in-memory state of the previous user (spec §4).
    window.location.reload();
  }

  return (
    <DropdownMenu defaultOpen={openAtStart}>
      <DropdownMenuTrigger
        aria-label="Menu du compte"
        className="relative rounded-full outline-none focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:ring-offset-2 focus-visible:ring-offset-background"
      >
        <UserAvatar
          name={user.fullName}
          url={user.avatarUrl}
          size={44}
          loading="eager"
          className="size-11 border border-border"
        />
        <UnreadMessagesDot />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel>
          <span className="block truncate font-semibold">{displayName}</span>
          <span className="block truncate text-xs font-normal text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserRound aria-hidden="true" />
            Mon Profil
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/my-products">
            <Package aria-hidden="true" />
            Mes Produits
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/favorites">
            <Heart aria-hidden="true" />
            Mes favoris
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/lots">
            <Boxes aria-hidden="true" />
            Mes lots
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/orders">
            <ClipboardList aria-hidden="true" />
            Mes Commandes
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/earnings">
            <Wallet aria-hidden="true" />
            Mes revenus
          </Link>
        </DropdownMenuItem>
        <MessagesMenuItem />
        <DropdownMenuItem asChild>
          <Link to="/settings">
            <Settings aria-hidden="true" />
            Paramètres
          </Link>
        </DropdownMenuItem>
        {/* DSA art. 17 and 20: each statement of reasons and its contest, one click away. */}
        <DropdownMenuItem asChild>
          <Link to="/decisions">
            <Scale aria-hidden="true" />
            Décisions de modération
          </Link>
        </DropdownMenuItem>
        {user.roles.includes('admin') ? (
          <DropdownMenuItem asChild>
            <Link to="/admin">
              <LayoutDashboard aria-hidden="true" />
              Dashboard Admin
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" disabled={signOut.isPending} onSelect={() => void handleSignOut()}>
          <LogOut aria-hidden="true" />
          Déconnexion
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
