import { useLocation } from 'wouter';
import { pageTypeOf, type PageType } from '@/config/paths';

/** Page type of the current route (spec 01 §2: taken from the route path). */
export function usePageType(): PageType | null {
  const [location] = useLocation();
  return pageTypeOf(location);
}
