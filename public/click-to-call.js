/*! svc click-to-call loader: ES5, one global (SvcClickToCall), never throws into the host page. */
(function (window, document) {
  "use strict";

  // Loaded twice: the first copy owns the global and renders new tags.
  var existing = window.SvcClickToCall;
  if (existing && existing.scan) return existing.scan();

  var P = "svc-ctc-";
  var LOADER = /\/click-to-call\.js([?#].*)?$/;
  var PHONE = /^\+?\d{6,15}$/;
  var HINT = "Abroad? Start with + and the country code";
  var FORMAT = "Please check your number. " + HINT;
  var MESSAGES = {
    ORIGIN_NOT_ALLOWED: "This website is not allowed to request calls.",
    INVALID_INPUT: FORMAT,
    VALIDATION_ERROR: FORMAT,
    NOT_FOUND: "This call button is not set up correctly.",
    NETWORK_ERROR: "We could not reach the server. Please try again.",
    OTHER: "Something went wrong. Please try again later."
  };
  // "$" stands for the class prefix.
  var CSS = (":host{all:initial}$btn,$dlg,$dlg *{box-sizing:border-box;font:15px/1.4 system-ui,sans-serif;text-align:left}" +
    "$btn{display:inline-block;margin:0;padding:10px 18px;border:0;border-radius:6px;background:#1f6feb;color:#fff;cursor:pointer;font-weight:600}" +
    "$btn[disabled]{opacity:.6}$btn:focus-visible,$dlg :focus-visible{outline:3px solid #f5a623;outline-offset:2px}" +
    "$ovl{position:fixed;top:0;right:0;bottom:0;left:0;z-index:2147483647;display:flex;align-items:center;justify-content:center;padding:12px;background:rgba(0,0,0,.45)}" +
    "$dlg{position:relative;width:100%;max-width:360px;padding:20px;border-radius:10px;background:#fff;color:#1b1f24}" +
    "$dlg h2{margin:0 0 8px;font-size:18px;font-weight:700}$dlg label{display:block;margin:10px 0 4px;font-weight:600}" +
    "$dlg input{display:block;width:100%;padding:9px;border:1px solid #8c959f;border-radius:6px}" +
    "$dlg [aria-invalid=true]{border-color:#cf222e}$hint{margin:4px 0 0;color:#57606a;font-size:13px}" +
    "$msg{min-height:1.4em;margin:12px 0 0}$err{color:#cf222e}$dlg $btn{width:100%;margin-top:14px}" +
    "$x{position:absolute;top:8px;right:8px;border:0;background:none;font-size:24px;cursor:pointer}" +
    "$trap{position:absolute;left:-9999px}").replace(/\$/g, "." + P);
  var counter = 0;

  function guard(fn) {
    return function () {
      try { return fn.apply(this, arguments); } catch (ignored) { /* never into the host page */ }
    };
  }

  function h(parent, tag, attrs, text) {
    var node = document.createElement(tag);
    for (var name in attrs) if (attrs.hasOwnProperty(name)) node.setAttribute(name, name == "class" ? P + attrs[name] : attrs[name]);
    if (text) node.appendChild(document.createTextNode(text));
    return parent ? parent.appendChild(node) : node;
  }

  // Isolated from the page's CSS: Shadow DOM, else prefixed classes.
  function mount(host) {
    var root = host.attachShadow ? host.attachShadow({ mode: "open" }) : host;
    h(root, "style", {}, CSS);
    return root;
  }

  function baseOf(script) { return script.src.replace(LOADER, ""); }

  function cleanPhone(phone) {
    var digits = String(phone || "").replace(/[\s().\-]/g, "");
    return digits.indexOf("00") ? digits : "+" + digits.slice(2);
  }

  function newKey() {
    var c = window.crypto, bytes = c && c.getRandomValues ? c.getRandomValues(new Uint8Array(16)) : [], hex = "";
    for (var i = 0; i < 16; i++) hex += (256 + (i in bytes ? bytes[i] : Math.random() * 256) | 0).toString(16).slice(1);
    return hex;
  }

  function post(url, json, key, done) {
    var xhr = new XMLHttpRequest(), finished;
    function finish(result) { if (!finished) { finished = 1; done(result); } }
    xhr.open("POST", url);
    if (key) {
      xhr.setRequestHeader("Content-Type", "application/json");
      xhr.setRequestHeader("Idempotency-Key", key);
    }
    xhr.timeout = 15000;
    xhr.onerror = xhr.ontimeout = function () { finish({ ok: false, error: "NETWORK_ERROR" }); };
    xhr.onload = function () {
      var reply = {};
      try { reply = JSON.parse(xhr.responseText) || {}; } catch (ignored) { /* not JSON: a proxy fault */ }
      if (reply.success && reply.data) return finish({ ok: true, callId: reply.data.callId });
      finish({ ok: false, error: reply.code || "NETWORK_ERROR", retryAfter: reply.details && reply.details.retryAfter });
    };
    xhr.send(json);
  }

  function send(base, options, done) {
    var phone = cleanPhone(options.phone), body = { origin: location.protocol + "//" + location.host, phone: phone };
    if (!options.token || !PHONE.test(phone)) return done({ ok: false, error: "INVALID_INPUT" });
    if (options.name) body.name = String(options.name);
    var url = base + "/v1/public/click-to-call/" + encodeURIComponent(options.token), json = JSON.stringify(body);
    post(url, json, String(options.requestId || newKey()), function (result) {
      if (result.error != "NETWORK_ERROR") return done(result);
      // A refused CORS preflight looks like a network error: a plain-text POST (no preflight, never
      // acted on) tells whether this site is not allowed.
      post(url, json, null, function (probe) { done(probe.error == "ORIGIN_NOT_ALLOWED" ? probe : result); });
    });
  }

  function messageFor(result) {
    var wait = Math.ceil(result.retryAfter || 60);
    if (result.error == "RATE_LIMITED") return "Too many requests. Please try again in " + (wait < 90 ? wait + " seconds." : Math.ceil(wait / 60) + " minutes.");
    return MESSAGES[result.error] || MESSAGES.OTHER;
  }

  function openDialog(button, base, token) {
    var host = h(document.body, "div", {});
    var root = mount(host);
    var id = P + ++counter;
    var overlay = h(root, "div", { "class": "ovl" });
    var dialog = h(overlay, "div", { "class": "dlg", role: "dialog", "aria-modal": "true", "aria-labelledby": id + "t" });
    h(dialog, "h2", { id: id + "t" }, "Request a call back");
    var close = h(dialog, "button", { "class": "x", type: "button", "aria-label": "Close" }, "\u00d7");
    var form = h(dialog, "form", { novalidate: "" });
    h(form, "label", { "for": id + "p" }, "Your phone number");
    var phone = h(form, "input", { id: id + "p", type: "tel", autocomplete: "tel", required: "", "aria-describedby": id + "h " + id + "s" });
    h(form, "p", { "class": "hint", id: id + "h" }, HINT);
    h(form, "label", { "for": id + "n" }, "Your name (optional)");
    var name = h(form, "input", { id: id + "n", autocomplete: "name", maxlength: "100" });
    // Honeypot: hidden from humans; a bot that fills it is thanked, never sent.
    var honeypot = h(h(form, "div", { "class": "trap", "aria-hidden": "true" }), "input", { name: "website", tabindex: "-1", autocomplete: "off" });
    var submit = h(form, "button", { "class": "btn", type: "submit" }, "Call me");
    var status = h(form, "p", { "class": "msg", id: id + "s", role: "status" });
    var key, keyFor;

    function say(text, isError) {
      status.className = P + "msg" + (isError ? " " + P + "err" : "");
      status.textContent = text;
    }

    var shut = guard(function () {
      document.body.removeChild(host);
      button.disabled = false;
      button.focus();
    });

    overlay.addEventListener("keydown", guard(function (event) {
      if (event.keyCode == 27) return shut();
      if (event.keyCode != 9) return;
      var list = [close, phone, name, submit].filter(function (node) { return !node.disabled && dialog.contains(node); });
      var index = list.indexOf(root.activeElement || document.activeElement);
      event.preventDefault();
      list[event.shiftKey ? (index < 1 ? list.length - 1 : index - 1) : (index + 1) % list.length].focus();
    }));
    overlay.addEventListener("click", guard(function (event) { if (event.target == overlay) shut(); }));
    close.addEventListener("click", shut);

    form.addEventListener("submit", guard(function (event) {
      event.preventDefault();
      var number = cleanPhone(phone.value), details = number + "\n" + name.value;
      function refuse() { phone.setAttribute("aria-invalid", "true"); say(FORMAT, 1); phone.focus(); }
      if (!PHONE.test(number)) return refuse();
      phone.removeAttribute("aria-invalid");
      var done = guard(function (result) {
        submit.disabled = false;
        if (result.error == "VALIDATION_ERROR") return refuse();
        if (!result.ok) return say(messageFor(result), 1);
        dialog.removeChild(form);
        h(dialog, "p", { "class": "msg", role: "status", tabindex: "-1" }, "Thank you! We'll call you shortly.").focus();
      });
      // One key per logical request: resending the same details reuses it (one call).
      if (keyFor != details) { key = newKey(); keyFor = details; }
      submit.disabled = true;
      say("Sending\u2026");
      if (honeypot.value) return setTimeout(function () { done({ ok: true }); }, 400);
      send(base, { token: token, phone: number, name: name.value, requestId: key }, done);
    }));

    button.disabled = true;
    phone.focus();
  }

  function render(script) {
    var token = script.getAttribute("data-svc-token");
    if (!token || script.getAttribute("data-svc-rendered")) return;
    script.setAttribute("data-svc-rendered", "1");
    var host = h(null, "span", {});
    script.parentNode.insertBefore(host, script.nextSibling);
    var button = h(mount(host), "button", { "class": "btn", type: "button", "aria-haspopup": "dialog" }, script.getAttribute("data-svc-label") || "Call me back");
    button.addEventListener("click", guard(function () { openDialog(button, baseOf(script), token); }));
  }

  var apiBase = "";
  var scan = guard(function () {
    var scripts = document.getElementsByTagName("script");
    for (var i = 0; i < scripts.length; i++) {
      if (!LOADER.test(scripts[i].src)) continue;
      apiBase = apiBase || baseOf(scripts[i]);
      guard(render)(scripts[i]);
    }
  });

  var requestCall = guard(function (options) {
    return new Promise(function (resolve) {
      try { send(apiBase, options || {}, resolve); } catch (ignored) { resolve({ ok: false, error: "INVALID_INPUT" }); }
    });
  });

  window.SvcClickToCall = { requestCall: requestCall, scan: scan };
  scan();
  if (document.readyState == "loading") document.addEventListener("DOMContentLoaded", scan);
})(window, document);
