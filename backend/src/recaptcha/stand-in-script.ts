/**
 * The stand-in `grecaptcha` (v2 explicit rendering) as served to the browser. Plain ES5-level
 * script: no inline styles in markup (the shop's CSP has no 'unsafe-inline'; CSSOM writes are fine).
 */
export const STAND_IN_SCRIPT = `(function () {
  'use strict';
  var widgets = [];
  function token() {
    var bytes = new Uint8Array(24);
    crypto.getRandomValues(bytes);
    return 'standin-' + Array.prototype.map.call(bytes, function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
  }
  function widget(id) {
    var found = widgets[id === undefined ? 0 : id];
    if (!found) throw new Error('grecaptcha: no widget ' + id);
    return found;
  }
  function render(container, params) {
    if (typeof container === 'string') container = document.getElementById(container);
    if (!container || !params || !params.sitekey) throw new Error('grecaptcha: render needs a container and a sitekey');
    var id = widgets.length;
    var label = document.createElement('label');
    label.style.cssText = 'display:inline-flex;align-items:center;gap:12px;min-height:74px;width:min(100%,300px);box-sizing:border-box;padding:0 12px;border:1px solid #d3d3d3;border-radius:3px;background:#f9f9f9;font:14px/1.2 sans-serif;color:#222';
    var box = document.createElement('input');
    box.type = 'checkbox';
    box.style.cssText = 'width:24px;height:24px;margin:0';
    var text = document.createElement('span');
    text.textContent = 'Ma ei ole robot (arenduse asendaja)';
    label.appendChild(box);
    label.appendChild(text);
    container.appendChild(label);
    var state = { box: box, response: '' };
    box.addEventListener('change', function () {
      state.response = box.checked ? token() : '';
      if (box.checked && typeof params.callback === 'function') params.callback(state.response);
    });
    widgets.push(state);
    return id;
  }
  window.grecaptcha = {
    render: render,
    getResponse: function (id) { return widget(id).response; },
    reset: function (id) { var w = widget(id); w.response = ''; w.box.checked = false; },
    ready: function (callback) { callback(); }
  };
  var script = document.currentScript;
  var onload = script && script.src ? new URL(script.src).searchParams.get('onload') : null;
  if (onload && typeof window[onload] === 'function') window[onload]();
})();
`;
