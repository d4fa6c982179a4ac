import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { Button } from '@web/components/ui/button';

export function AddProductLink() {
  return (
    <Button asChild>
      <Link to="/add-product">
        <Plus aria-hidden="true" />
        Ajouter un produit
      </Link>
    </Button>
  );
}
