import { describe, expect, it, vi } from 'vitest';
import { CHECKOUT_STEP_EVENT as ANNOUNCED } from '../stores/checkout';
import { CHECKOUT_STEP_EVENT, chatWidget, isPaymentStep, setChatVisible } from './third-party';

/** A page whose step the test moves, a chat script that loads when the test says, and Zendesk's `zE` once it ran. */
function page(step = 'contactInfo') {
  const calls: [string, string][] = [];
  const win: { zE?: unknown } = {};
  let finish = () => {};
  const state = { step, loads: 0 };
  const widget = chatWidget('https://static.zdassets.com/ekr/snippet.js?key=k', {
    onPaymentStep: () => isPaymentStep(new URL(`https://shop.example/checkout?step=${state.step}`)),
    loadChat: () => {
      state.loads++;
      return new Promise<void>((resolve) => {
        finish = () => {
          win.zE = (widget: string, command: string) => calls.push([widget, command]);
          resolve();
        };
      });
    },
    win,
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { calls, state, widget, load: async () => (finish(), settle()) };
}

describe('the chat widget and checkout\'s payment step', () => {
  it('hides an open chat when the checkout reaches the payment step in the page, and shows it again on leaving', async () => {
    const { calls, state, widget, load } = page('shipping');
    widget.due();
    await load();
    expect(state.loads).toBe(1);
    expect(calls).toEqual([]);
    state.step = 'payment';
    widget.follow();
    expect(calls).toEqual([
      ['messenger', 'hide'],
      ['webWidget', 'hide'],
    ]);
    widget.follow();
    expect(calls).toHaveLength(2);
    state.step = 'shipping';
    widget.follow();
    expect(calls.slice(2)).toEqual([
      ['messenger', 'show'],
      ['webWidget', 'show'],
    ]);
  });

  it('never loads on the payment step; leaving it loads the chat', async () => {
    const { calls, state, widget, load } = page('payment');
    widget.due();
    expect(state.loads).toBe(0);
    state.step = 'shipping';
    widget.follow();
    expect(state.loads).toBe(1);
    await load();
    expect(calls).toEqual([]);
  });

  it('hides a chat that finished loading after the shopper reached the payment step', async () => {
    const { calls, state, widget, load } = page('shipping');
    widget.due();
    state.step = 'payment';
    widget.follow();
    await load();
    expect(calls).toEqual([
      ['messenger', 'hide'],
      ['webWidget', 'hide'],
    ]);
  });

  it('does nothing before its delay and consent (not due)', () => {
    const { state, widget } = page('shipping');
    widget.follow();
    expect(state.loads).toBe(0);
  });
});

describe('setChatVisible', () => {
  it('is silent without zE, and a throwing zE is a warning, never an error', () => {
    expect(() => setChatVisible(false, {})).not.toThrow();
    expect(() => setChatVisible(false, { zE: 'not a function' })).not.toThrow();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const zE = vi.fn(() => {
      throw new Error('webWidget is not supported in messaging');
    });
    expect(() => setChatVisible(false, { zE })).not.toThrow();
    expect(zE).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('listens for the event the checkout announces', () => {
    expect(CHECKOUT_STEP_EVENT).toBe(ANNOUNCED);
  });
});
