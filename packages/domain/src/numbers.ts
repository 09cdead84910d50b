/**
 * A number as the registry shows it (en-US): thousands grouped, at most `fractionDigits` decimals rounded
 * half away from zero, no trailing zeros ('1,234.5', '2', '-0.25'): the text Intl.NumberFormat('en-US',
 * { maximumFractionDigits }) writes, rounding the number's shortest decimal form as it does (1.005 is
 * '1.01'). Without Intl: its number format's first use loads its locale data, about 9 ms here and a tenth
 * of a second on a phone, in the middle of the first render of a page.
 */
export function formatDecimal(value: number, fractionDigits = 2): string {
  if (!Number.isFinite(value)) return String(value);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const shortest = String(Math.abs(value));
  // Exponent forms: below 1e-6 (rounds to zero here) or from 1e21 (digits only from toFixed's expansion).
  const decimal = /e-/.test(shortest)
    ? '0'
    : /e\+/.test(shortest)
      ? BigInt(Math.abs(value)).toString()
      : shortest;
  const [whole = '0', fraction = ''] = decimal.split('.');
  let kept = fraction.slice(0, fractionDigits).padEnd(fractionDigits, '0');
  let integer = whole;
  if ((fraction[fractionDigits] ?? '0') >= '5') {
    const scaled = (BigInt(`${whole}${kept}`) + 1n).toString().padStart(fractionDigits + 1, '0');
    integer = scaled.slice(0, scaled.length - fractionDigits);
    kept = scaled.slice(scaled.length - fractionDigits);
  }
  const trimmed = kept.replace(/0+$/, '');
  return `${sign}${groupThousands(integer)}${trimmed === '' ? '' : `.${trimmed}`}`;
}

/** Digits with a comma between each group of three ('100000' as '100,000'). */
export function groupThousands(digits: string | number): string {
  return String(digits).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
