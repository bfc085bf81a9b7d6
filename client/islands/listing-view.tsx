import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { LISTING_SORT_ID, type ListingViewProps, listingViewPropsSchema, ListingViewView } from '../../ui/islands/listing-view-view';
import { $listingView, loadListingView, setListingView } from '../stores/listing-view';

export const propsSchema = listingViewPropsSchema;

/** The sort select applies on change (its form's Apply button is the path without JavaScript). */
function applySortOnChange(): (() => void) | undefined {
  const select = document.getElementById(LISTING_SORT_ID);
  if (!(select instanceof HTMLSelectElement) || !select.form) return undefined;
  const form = select.form;
  const apply = () => form.requestSubmit();
  select.addEventListener('change', apply);
  return () => select.removeEventListener('change', apply);
}

/**
 * Sets `data-view` on the listing element `targetId` (CSS in islands.css lays it out) and makes
 * the toolbar's sort select apply on change.
 */
export default function ListingView({ targetId }: ListingViewProps) {
  const view = useStore($listingView, { ssr: 'initial' });
  useEffect(loadListingView, []);
  useEffect(applySortOnChange, []);
  useEffect(() => {
    document.getElementById(targetId)?.setAttribute('data-view', view);
  }, [targetId, view]);
  return <ListingViewView targetId={targetId} view={view} onChange={setListingView} />;
}
