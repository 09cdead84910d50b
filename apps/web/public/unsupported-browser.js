/* global window, document */
/*
 * Loaded with `nomodule`: only browsers that cannot run the application's module bundle execute it.
 * On old Internet Explorer (MSIE, Trident) it shows a plain notice, since nothing else will render.
 * Written in ES3 on purpose: no arrow functions, const, template strings, classList, and no call spread
 * over several lines (Prettier would add a trailing comma there, which Internet Explorer rejects).
 */
(function () {
  var userAgent = navigator.userAgent || '';
  if (!/MSIE |Trident\//.test(userAgent)) return;

  function show() {
    if (document.getElementById('unsupported-browser')) return;
    var overlay = document.createElement('div');
    overlay.id = 'unsupported-browser';
    overlay.style.cssText =
      'position:fixed;top:0;left:0;width:100%;height:100%;background:#333;background:rgba(0,0,0,0.6);z-index:10000;';

    var dialog = document.createElement('div');
    dialog.setAttribute('role', 'alertdialog');
    dialog.setAttribute('aria-labelledby', 'unsupported-browser-title');
    dialog.setAttribute('aria-describedby', 'unsupported-browser-text');
    dialog.style.cssText =
      'position:relative;margin:10% auto 0;width:90%;max-width:520px;padding:24px;background:#fff;color:#1b1b1b;' +
      'font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;border-top:6px solid #1f3a5f;';

    var title = document.createElement('h1');
    title.id = 'unsupported-browser-title';
    title.style.cssText = 'margin:0 0 12px;font-size:22px;';
    title.appendChild(document.createTextNode('Your browser is not supported'));

    var text = document.createElement('p');
    text.id = 'unsupported-browser-text';
    text.style.cssText = 'margin:0 0 20px;';
    var message =
      'Internet Explorer cannot display the registry. Please open this page in a current version of ' +
      'Microsoft Edge, Google Chrome, Mozilla Firefox or Safari.';
    text.appendChild(document.createTextNode(message));

    var close = document.createElement('button');
    close.type = 'button';
    close.style.cssText =
      'padding:8px 20px;font-size:16px;background:#1f3a5f;color:#fff;border:0;cursor:pointer;';
    close.appendChild(document.createTextNode('Close'));
    close.onclick = function () {
      overlay.parentNode.removeChild(overlay);
    };

    dialog.appendChild(title);
    dialog.appendChild(text);
    dialog.appendChild(close);
    overlay.appendChild(dialog);
    document.body.appendChild(overlay);
    close.focus();
  }

  if (document.body) show();
  else if (window.addEventListener) window.addEventListener('load', show, false);
  else if (window.attachEvent) window.attachEvent('onload', show);
})();
