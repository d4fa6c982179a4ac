import { productMessages } from '@shared/catalogue/product-messages';
import { ConfirmDeleteButton } from '@web/components/confirm-delete-button';
import { useDeleteProduct } from '../api/delete-product';

type DeleteProductButtonProps = {
  productId: string;
  title: string;
  /** The card disappears with its trigger, so the page decides where focus goes next. */
  onDeleted: () => void;
};

export function DeleteProductButton({ productId, title, onDeleted }: DeleteProductButtonProps) {
  const deletion = useDeleteProduct();
  return (
    <ConfirmDeleteButton
      name={title}
      title={productMessages.deleteTitle}
      description={productMessages.deleteBody}
      remove={() => deletion.mutateAsync(productId)}
      deletedMessage={productMessages.deleted}
      onDeleted={onDeleted}
    >
      <p className="rounded-lg bg-muted px-3 py-2 text-sm font-medium wrap-anywhere">{title}</p>
    </ConfirmDeleteButton>
  );
}
