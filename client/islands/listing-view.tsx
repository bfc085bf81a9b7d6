import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { type ListingViewProps, listingViewPropsSchema, ListingViewView } from '../../ui/islands/listing-view-view';
import { $listingView, loadListingView, setListingView } from '../stores/listing-view';

export const propsSchema = listingViewPropsSchema;

/** Sets `data-view` on the listing element `targetId` (CSS in islands.css lays it out). */
export default function ListingView({ targetId }: ListingViewProps) {
  const view = useStore($listingView, { ssr: 'initial' });
  useEffect(loadListingView, []);
  useEffect(() => {
    document.getElementById(targetId)?.setAttribute('data-view', view);
  }, [targetId, view]);
  return <ListingViewView targetId={targetId} view={view} onChange={setListingView} />;
}
