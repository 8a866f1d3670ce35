/**
 * The stand-in's client script, served as `/stand-in/geetest/gt4.js`: the same global as Geetest v4's gt4.js,
 * `initGeetest4(config, callback)`, with the captcha object's methods (onReady, onSuccess, onFail, onError, onClose,
 * getValidate, reset, showCaptcha, showBox, appendTo, destroy). It loads a challenge from up to three servers in
 * order, each with a timeout (points-centres-lottery.md §9: 3000 ms, three fallback servers), and reports 60204 /
 * 60205 "Network failure" when all fail; with no onError handler it throws "Network error" (§8).
 */
export const geetestClientScript = `(function () {
  'use strict';
  var me = document.currentScript;
  var origin = me ? new URL(me.src).origin : location.origin;
  function fetchWithTimeout(url, init, timeoutMs) {
    var controller = new AbortController();
    var timer = setTimeout(function () { controller.abort(); }, timeoutMs);
    init = init || {};
    init.signal = controller.signal;
    return fetch(url, init).then(function (r) {
      clearTimeout(timer);
      if (!r.ok) throw new Error('HTTP ' + r.status);
      return r.json();
    }, function (e) { clearTimeout(timer); throw e; });
  }
  function tryServers(servers, path, init, timeoutMs, index) {
    index = index || 0;
    if (index >= servers.length) return Promise.reject(new Error('all servers failed'));
    return fetchWithTimeout(servers[index] + path, init, timeoutMs).then(function (body) {
      if (body.status !== 'success') throw new Error(body.msg || 'failed');
      return body.data;
    }).catch(function () { return tryServers(servers, path, init, timeoutMs, index + 1); });
  }
  window.initGeetest4 = function (config, callback) {
    var servers = config.servers || [1, 2, 3].map(function (n) { return origin + '/stand-in/geetest/s' + n; });
    var timeoutMs = config.timeout || 3000;
    var handlers = {};
    var lot = null;
    var validate = null;
    var box = null;
    function fail(code) {
      var error = { code: code, msg: 'Network failure', desc: { detail: 'sandbox bot check unreachable' } };
      if (handlers.error) handlers.error(error); else throw new Error('Network error');
    }
    function load() {
      lot = null;
      return tryServers(servers, '/load?captcha_id=' + encodeURIComponent(config.captchaId), {}, timeoutMs)
        .then(function (data) { lot = data; if (handlers.ready) handlers.ready(); })
        .catch(function () { fail('60204'); });
    }
    function close() { if (box) { box.remove(); box = null; } }
    function verify(pass) {
      var init = { method: 'POST', headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ captcha_id: config.captchaId, lot_number: lot && lot.lot_number, pass: pass }) };
      tryServers(servers, '/verify', init, timeoutMs).then(function (data) {
        close();
        if (data.result === 'success') { validate = data.seccode; if (handlers.success) handlers.success(); }
        else { if (handlers.fail) handlers.fail({ code: 'fail', msg: 'Verification failed' }); load(); }
      }).catch(function () { close(); fail('60205'); });
    }
    function open() {
      if (!lot) { fail('60204'); return; }
      close();
      box = document.createElement('div');
      box.setAttribute('role', 'dialog');
      box.setAttribute('aria-label', 'Bot check');
      box.style.cssText = 'position:fixed;inset:0;display:grid;place-items:center;background:rgba(0,0,0,.45);z-index:2147483647';
      box.innerHTML = '<div style="background:#fff;color:#222;padding:20px 24px;border-radius:8px;font:14px sans-serif;max-width:320px">' +
        '<p style="margin:0 0 4px;font-weight:600">Bot check</p>' +
        '<p style="margin:0 0 16px;color:#666">Sandbox stand-in for Geetest: no puzzle, choose an outcome.</p>' +
        '<button type="button" data-pass="1">I am human</button> <button type="button" data-pass="0">Fail the check</button> ' +
        '<button type="button" data-close="1">Close</button></div>';
      box.addEventListener('click', function (event) {
        var target = event.target;
        if (target.dataset.close) { close(); if (handlers.close) handlers.close(); }
        else if (target.dataset.pass) verify(target.dataset.pass === '1');
      });
      (config.container || document.body).appendChild(box);
    }
    var captcha = {
      onReady: function (fn) { handlers.ready = fn; return captcha; },
      onSuccess: function (fn) { handlers.success = fn; return captcha; },
      onFail: function (fn) { handlers.fail = fn; return captcha; },
      onError: function (fn) { handlers.error = fn; return captcha; },
      onClose: function (fn) { handlers.close = fn; return captcha; },
      getValidate: function () { return validate; },
      reset: function () { validate = null; load(); return captcha; },
      showCaptcha: function () { open(); return captcha; },
      showBox: function () { open(); return captcha; },
      appendTo: function (el) { config.container = typeof el === 'string' ? document.querySelector(el) : el; return captcha; },
      destroy: function () { close(); handlers = {}; }
    };
    load();
    if (callback) callback(captcha);
  };
})();
`;
