/** Old Internet Explorer: 'MSIE ' up to IE 10, 'Trident/' in IE 11 (spec 1 §2: unsupported-browser modal). */
export function isUnsupportedBrowser(userAgent: string): boolean {
  return /MSIE |Trident\//.test(userAgent);
}
