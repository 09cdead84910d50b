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

/** The attribute that names the classes a pre-rendered page's style tag holds ('css id id ...'). */
export const PRERENDERED_STYLES_ATTRIBUTE = 'data-prerendered-styles';

/**
 * The pre-rendered page's style tags as the build writes them: the classes' tag (emotion's
 * `data-emotion="css id id ..."`) under PRERENDERED_STYLES_ATTRIBUTE instead, where emotion does not look
 * for it. Emotion's cache takes such a tag over by moving it, twice (to the end of the head, then into
 * its own sheet): each move made the browser drop and parse the page's whole style sheet again (40 kB on
 * the login page) and restyle the page, a sixth of a phone's longest task at start. The global styles'
 * tags (`css-global`) stay emotion's: its Global component looks for them by that name.
 */
export function markPrerenderedStyles(tags: string): string {
  return tags.replace(/<style data-emotion="css /g, `<style ${PRERENDERED_STYLES_ATTRIBUTE}="css `);
}

/**
 * The styles' cache, the same on the server that pre-renders pages and in the browser. In the browser it
 * counts the classes of a pre-rendered page's styles (markPrerenderedStyles) as inserted, as emotion's own
 * hydration would, but leaves the tag where it is: the page's styles are computed again as it renders,
 * and none is parsed and inserted a second time.
 */
export function createEmotionCache(): EmotionCache {
  const cache = createCache({ key: 'css', stylisPlugins: [webkitOnlyPrefixer] });
  if (typeof document !== 'undefined')
    for (const tag of document.querySelectorAll(`style[${PRERENDERED_STYLES_ATTRIBUTE}]`))
      for (const id of (tag.getAttribute(PRERENDERED_STYLES_ATTRIBUTE) ?? '').split(' ').slice(1))
        if (id !== '') cache.inserted[id] = true;
  return cache;
}
