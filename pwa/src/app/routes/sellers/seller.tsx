import { useParams } from 'react-router';
import { SellerPage } from '@/features/listings/components/seller-page';

/** /sellers/:username — a seller's public page (docs/decisions.md "Accounts"), linked from the part detail's seller card. */
export default function SellerRoute() {
  const { username } = useParams();
  return <SellerPage username={username} />;
}
