import { useStore } from '@nanostores/react';
import { MobileMenuButtonView } from '../../ui/islands/mobile-menu-button-view';
import { $mobileMenuOpen, toggleMobileMenu } from '../stores/mobile-menu';

export default function MobileMenuButton() {
  const open = useStore($mobileMenuOpen, { ssr: 'initial' });
  return <MobileMenuButtonView open={open} onClick={toggleMobileMenu} />;
}
