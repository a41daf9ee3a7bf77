import { NotFound } from '@/components/layout/not-found';

/** The `*` route (spec §2: any other path). */
export default function NotFoundRoute() {
  return <NotFound />;
}
