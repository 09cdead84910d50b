import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

/**
 * The properties that browsers the registry serves still need a -webkit- copy of (Safari: user-select,
 * backdrop-filter, hyphens, box-decoration-break, text-size-adjust).
 */
const WEBKIT_ONLY = /^(user-select|backdrop-filter|hyphens|box-decoration-break|text-size-adjust):/;

/**
 * Emotion's prefixer replaced by these few: its default wrote every flex, transition and placeholder rule
 * again for 2012's browsers (display:-webkit-box, -ms-flexbox, ::-moz-placeholder...). A fifth of a
 * pre-rendered page's CSS was those copies (11 of the login page's 50 kB, parsed before its first paint),
 * and the prefixing ran again for each style the app created on a phone. Only Internet Explorer is refused
 * (spec 1 §2), but nothing since Safari 9 and Chrome 29 needs the flexbox copies.
 */
export const webkitOnlyPrefixer: StylisPlugin = (element) => {
  if (element.type === 'decl' && element.length > -1 && !element.return && WEBKIT_ONLY.test(element.value))
    element.return = `-webkit-${element.value}${element.value}`;
};

/**
 * The styles' cache, the same on the server that pre-renders pages and in the browser: the key is
 * emotion's default, whose style tags in a pre-rendered page the browser's cache takes over on start.
 */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [webkitOnlyPrefixer] });
}
