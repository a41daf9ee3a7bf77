import { ComingSoon } from '@/components/layout/coming-soon';

/** Advertise page (/advertise): spec §2 Advertise page. */
export default function AdvertiseRoute() {
  return <ComingSoon heading="Advertise with Dockside" />;
}
