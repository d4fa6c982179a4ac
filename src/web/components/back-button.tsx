import { Link, useLocation, useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from './ui/button';

/**
 * Goes back in history, so the shop reopens with its filters and scroll position;
 * a page opened directly from a shared link has no history here and links to `fallback`
 * (a plain link, which works before the app runs on a page the server drew).
 */
export function BackButton({ fallback = '/marketplace', label = 'Retour' }: { fallback?: string; label?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  // React Router gives the first page of a visit the key 'default'.
  const hasHistory = location.key !== 'default';

  if (!hasHistory) {
    return (
      <Button asChild variant="ghost" className="self-start px-2">
        <Link to={fallback}>
          <ArrowLeft aria-hidden="true" />
          {label}
        </Link>
      </Button>
    );
  }
  return (
    <Button variant="ghost" className="self-start px-2" onClick={() => void navigate(-1)}>
      <ArrowLeft aria-hidden="true" />
      {label}
    </Button>
  );
}
