import { atom, onMount } from 'nanostores';
import { DEVICE_RECALCULATION_MS, type Device, deviceOf } from '../../domain/breakpoints';

/** The window parts the device is read from (tests pass a fake). */
export type DeviceWindow = Pick<Window, 'innerWidth' | 'matchMedia' | 'addEventListener' | 'removeEventListener'>;

/**
 * Follow the device of `win`: `onChange` with the current one now, and again 50 ms after the
 * last resize (storefront.md §9; a drag of the window edge is one recalculation, not hundreds).
 * Returns the function that stops following.
 */
export function followDevice(win: DeviceWindow, onChange: (device: Device) => void, delayMs = DEVICE_RECALCULATION_MS): () => void {
  const read = () => onChange(deviceOf(win.innerWidth, win.matchMedia('(pointer: fine)').matches));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const resized = () => {
    clearTimeout(timer);
    timer = setTimeout(read, delayMs);
  };
  read();
  win.addEventListener('resize', resized);
  return () => {
    clearTimeout(timer);
    win.removeEventListener('resize', resized);
  };
}

/**
 * The device (breakpoint, desktop or not) while something listens; set only in the browser. The
 * initial value is a phone's: server HTML never depends on it (islands that use it render the
 * device-specific part after mounting).
 */
export const $device = atom<Device>(deviceOf(0, false));

onMount($device, () => followDevice(window, (device) => $device.set(device)));
