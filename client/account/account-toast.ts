import type { NotificationType } from '../../domain/notifications';
import { lazyModule } from '../chunk-reload';

const notifications = lazyModule(() => import('../stores/notifications'));

/**
 * A 5000 ms toast from an account island (customer.md §8 success notices, danger for failures).
 * The notifications store loads from its own chunk on the first toast, like the cart's and the
 * review form's: no island carries it at load (client/client-build.test.ts).
 */
export function accountToast(title: string, type: NotificationType = 'success'): void {
  void notifications().then((module) => module.pushToast(title, type));
}
