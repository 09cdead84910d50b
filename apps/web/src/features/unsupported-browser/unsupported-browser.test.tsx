import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { isUnsupportedBrowser } from './is-unsupported-browser';
import { UnsupportedBrowserModal } from './unsupported-browser-modal';

const IE10 = 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)';
const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';
const IE8 = 'Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1; Trident/4.0)';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const EDGE = `${CHROME} Edg/126.0.0.0`;
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('isUnsupportedBrowser', () => {
  it.each([IE8, IE10, IE11])('flags old Internet Explorer: %s', (userAgent) => {
    expect(isUnsupportedBrowser(userAgent)).toBe(true);
  });

  it.each([CHROME, EDGE, SAFARI])('accepts current browsers: %s', (userAgent) => {
    expect(isUnsupportedBrowser(userAgent)).toBe(false);
  });
});

describe('UnsupportedBrowserModal', () => {
  it('shows the warning on Internet Explorer 11', () => {
    renderWithProviders(<UnsupportedBrowserModal userAgent={IE11} />);
    expect(screen.getByRole('dialog', { name: 'Your browser is not supported' })).toBeTruthy();
  });

  it('shows nothing on a current browser', () => {
    renderWithProviders(<UnsupportedBrowserModal userAgent={CHROME} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
