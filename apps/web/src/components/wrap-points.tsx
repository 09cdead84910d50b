import { Fragment } from 'react';

/** Where a line may break inside a long token (an address, a file name): after @ . _ - + (never inside a word). */
const BREAK_AFTER = /([@._\-+])/;
const SPACES = /(\s+)/;

/**
 * Text whose long tokens may break after their punctuation (`<wbr>`), so that an e-mail address wraps as
 * `patricia.` / `leeanne-` / `washington@` / `childcare.` / `org` instead of a letter a line: the tokens
 * longer than `minToken` characters get the break points, shorter ones (a date, a number, 'Ph.D.') stay
 * whole. A line still breaks at spaces as usual.
 */
export function WrapPoints({ text, minToken = 0 }: { text: string; minToken?: number }) {
  return (
    <>
      {text.split(SPACES).map((token, tokenIndex) =>
        token.length <= minToken || !BREAK_AFTER.test(token) ? (
          <Fragment key={tokenIndex}>{token}</Fragment>
        ) : (
          <Fragment key={tokenIndex}>
            {token.split(BREAK_AFTER).map((part, index) => (
              <Fragment key={index}>
                {part}
                {BREAK_AFTER.test(part) && <wbr />}
              </Fragment>
            ))}
          </Fragment>
        ),
      )}
    </>
  );
}
